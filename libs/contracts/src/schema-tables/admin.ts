import { ADMIN_LIMITS, ADMIN_MSG } from '../admin/admin-messages';
import { dateRangeQuerySchema, memberSearchQuerySchema } from '../admin/schemas';
import { MSG } from '../common/messages';
import { casesFor, text, valueCase, type SchemaTable } from './table';

/**
 * Tables of the administrator's query strings (ARCHITECTURE §4.12–4.13): the date range of the
 * statistics and of the member list, and the member search (name or phone prefix; dates optional with either).
 */

const range = { startDate: '2026-10-23', endDate: '2026-11-23' };
const d = casesFor(range);
const s = casesFor({ ...range, name: '김' });
/** A refusal of the whole query (the range check runs after the fields: path []). */
const whole = (name: string, input: unknown, message: string) => valueCase(name, input, message);

export const ADMIN_TABLES: SchemaTable[] = [
  {
    name: 'dateRangeQuerySchema',
    schema: dateRangeQuerySchema,
    valid: [range, { startDate: '2026-11-23', endDate: '2026-11-23' }, { startDate: ' 2026-01-01 ', endDate: '2026-12-31' }],
    cases: [
      whole('startDate missing', { endDate: range.endDate }, MSG.admin.bothDatesRequired),
      whole('endDate missing', { startDate: range.startDate }, MSG.admin.bothDatesRequired),
      whole('startDate blank', d.with('startDate', '  '), MSG.admin.bothDatesRequired),
      whole('startDate not a date', d.with('startDate', '어제'), ADMIN_MSG.dateInvalid),
      whole('endDate not a calendar day', d.with('endDate', '2026-02-30'), ADMIN_MSG.dateInvalid),
      whole('end before start', { startDate: '2026-11-23', endDate: '2026-11-01' }, ADMIN_MSG.dateOrder),
    ],
  },
  {
    name: 'memberSearchQuerySchema',
    schema: memberSearchQuerySchema,
    valid: [s.with('name', text(ADMIN_LIMITS.searchNameMax)), { ...range, phoneNumber: '010-1234' }, range, { name: '김' }, { phoneNumber: '010-1234' }],
    cases: [
      s.tooLong('name', ADMIN_LIMITS.searchNameMax, ADMIN_MSG.nameTooLong),
      s.value('phoneNumber', '전화', ADMIN_MSG.phoneInvalid, 'without digits'),
      s.value('phoneNumber', '1'.repeat(ADMIN_LIMITS.searchPhoneMax + 1), ADMIN_MSG.phoneInvalid, 'too long'),
      whole('dates and detail missing', {}, MSG.admin.bothDatesRequired),
      whole('one date with a name', { startDate: range.startDate, name: '김' }, MSG.admin.bothDatesRequired),
    ],
  },
];
