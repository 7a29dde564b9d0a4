import { z } from 'zod';
import { NOTIFICATION_MODES } from './schemas';

/**
 * `GET`/`PUT /api/member/notificationSettings`: the member's mode and whether their address is verified
 * (only a verified address gets notifications, ARCHITECTURE §4.23).
 */
export const notificationSettingsResponseSchema = z.object({
  mode: z.enum(NOTIFICATION_MODES),
  emailVerified: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsResponseSchema>;
