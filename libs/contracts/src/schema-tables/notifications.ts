import { NOTIFICATION_MSG, notificationSettingsSchema } from '../index';
import { casesFor, type SchemaTable } from './table';

/** Table of the page owner's notification setting (ARCHITECTURE §4.23). */

const settings = { mode: 'DAILY' };
const s = casesFor(settings);

export const NOTIFICATION_TABLES: SchemaTable[] = [
  {
    name: 'notificationSettingsSchema',
    schema: notificationSettingsSchema,
    valid: [settings, s.with('mode', 'OFF'), s.with('mode', 'EACH')],
    cases: [
      s.missing('mode', NOTIFICATION_MSG.modeInvalid),
      s.value('mode', 'WEEKLY', NOTIFICATION_MSG.modeInvalid, 'not a mode'),
      s.value('mode', 'daily', NOTIFICATION_MSG.modeInvalid, 'in lower case'),
      s.value('mode', null, NOTIFICATION_MSG.modeInvalid, 'null'),
      s.unknown(),
    ],
  },
];
