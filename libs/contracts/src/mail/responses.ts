import { z } from 'zod';
import { MAIL_GROUPS } from './unsubscribe-token';

/** `GET /api/admin/mail/stats`: outbox rows by state (ARCHITECTURE §4.23). */
export const mailStatsResponseSchema = z.object({
  pending: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /**
   * The latest failed messages (newest first, at most 20), to retry one by `id`: the recipient only
   * masked (`ki***@example.com`), `lastError` a code or SMTP status, `createdAt` ISO 8601.
   */
  recentFailures: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      recipient: z.string(),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type MailStats = z.infer<typeof mailStatsResponseSchema>;

/** `POST /api/admin/mail/retry/{id}`: the failed message is due again. */
export const mailRetryResponseSchema = z.object({ id: z.number().int(), status: z.literal('pending') });
export type MailRetryResponse = z.infer<typeof mailRetryResponseSchema>;

/** `pinResetRequest`: the same answer whether a mail went or not (ARCHITECTURE §4.23). */
export const pinResetRequestResponseSchema = z.object({ message: z.string() });
export type PinResetRequestResponse = z.infer<typeof pinResetRequestResponseSchema>;

/** `POST /api/pin/reset`: where the reservation (or the pledge) whose PIN was set is opened. */
export const pinResetResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('reservation'), wishId: z.number().int(), eventCode: z.string(), reservationId: z.string() }),
  z.object({ kind: z.literal('pledge'), pledgeId: z.string(), eventCode: z.string() }),
]);
export type PinResetResponse = z.infer<typeof pinResetResponseSchema>;

/** `POST /api/mail/unsubscribe`: the group that stops; the same answer whether or not the address ever got mail. */
export const unsubscribeResponseSchema = z.object({ group: z.enum(MAIL_GROUPS) });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
