import { z } from 'zod';
import { COPARENT_MSG } from './messages';

/**
 * Request and answer schemas of the co-parent (ARCHITECTURE "Two parents", DESIGN §4.26). The invitation's
 * token is 32 random bytes in base64url (43 characters), carried in the link's fragment (`#t=`).
 */

/** `POST /api/event/coparent/accept` `{token}` (a signed-in member). */
export const coparentAcceptSchema = z.strictObject({
  token: z.string({ error: COPARENT_MSG.tokenRequired }).regex(/^[A-Za-z0-9_-]{43}$/, COPARENT_MSG.tokenRequired),
});
export type CoparentAcceptRequest = z.infer<typeof coparentAcceptSchema>;

/** Where the page's co-parent stands, as its creator sees it (times ISO-8601, UTC). */
const coparentStateSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('NONE') }),
  z.strictObject({ status: z.literal('INVITED'), expiresAt: z.string() }),
  z.strictObject({ status: z.literal('ACCEPTED'), expiresAt: z.string(), displayName: z.string() }),
  z.strictObject({ status: z.literal('CONFIRMED'), displayName: z.string() }),
]);
export type CoparentState = z.infer<typeof coparentStateSchema>;

/**
 * `GET /api/event/coparent/{code}` (either owner) and the answer of confirm and remove: the caller's role,
 * the creator's display name and the co-parent's state (the co-parent sees themself CONFIRMED).
 */
export const coparentStatusResponseSchema = z.strictObject({
  role: z.enum(['CREATOR', 'COPARENT']),
  creatorName: z.string(),
  coparent: coparentStateSchema,
});
export type CoparentStatusResponse = z.infer<typeof coparentStatusResponseSchema>;

/** `POST /api/event/coparent/invite/{code}` → the one-time link (7 days, single use) and its expiry. */
export const coparentInviteResponseSchema = z.strictObject({ inviteUrl: z.string(), expiresAt: z.string() });
export type CoparentInviteResponse = z.infer<typeof coparentInviteResponseSchema>;

/** `POST /api/event/coparent/accept` → the page accepted (no access before the creator confirms). */
export const coparentAcceptResponseSchema = z.strictObject({
  title: z.string(),
  creatorName: z.string(),
  status: z.literal('ACCEPTED'),
});
export type CoparentAcceptResponse = z.infer<typeof coparentAcceptResponseSchema>;
