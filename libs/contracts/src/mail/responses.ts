import { z } from 'zod';

/** `GET /api/admin/mail/stats`: outbox rows by state (ARCHITECTURE §4.23). */
export const mailStatsResponseSchema = z.object({
  pending: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type MailStats = z.infer<typeof mailStatsResponseSchema>;

/** `POST /api/admin/mail/retry/{id}`: the failed message is due again. */
export const mailRetryResponseSchema = z.object({ id: z.number().int(), status: z.literal('pending') });
export type MailRetryResponse = z.infer<typeof mailRetryResponseSchema>;

/** `pinResetRequest`: the same answer whether a mail went or not (ARCHITECTURE §4.23). */
export const pinResetRequestResponseSchema = z.object({ message: z.string() });
export type PinResetRequestResponse = z.infer<typeof pinResetRequestResponseSchema>;

/** `POST /api/pin/reset`: where the reservation whose PIN was set is opened. */
export const pinResetResponseSchema = z.object({ wishId: z.number().int(), eventCode: z.string(), reservationId: z.string() });
export type PinResetResponse = z.infer<typeof pinResetResponseSchema>;
