import { z } from 'zod';
import { NOTIFICATION_MSG } from './messages';

/** How a page owner hears of relatives' activity (ARCHITECTURE §4.23): never, each event, or a daily digest at 20:00 Asia/Seoul. */
export const NOTIFICATION_MODES = ['OFF', 'EACH', 'DAILY'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];
/** The mode of a member who never chose one. */
export const DEFAULT_NOTIFICATION_MODE: NotificationMode = 'DAILY';

/** `PUT /api/member/notificationSettings` `{mode}`: a mode outside `NOTIFICATION_MODES` answers `NOTIFICATION_MSG.modeInvalid`. */
export const notificationSettingsSchema = z.strictObject({
  mode: z.enum(NOTIFICATION_MODES, { error: NOTIFICATION_MSG.modeInvalid }),
});
export type NotificationSettingsRequest = z.infer<typeof notificationSettingsSchema>;
