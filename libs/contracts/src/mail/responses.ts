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
