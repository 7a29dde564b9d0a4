import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { eventCodeFieldSchema } from '../events/schemas';
import { GIFT_MSG } from '../pledges/gift-messages';
import { newPinSchema } from '../reservations/pin-field';
import { MAIL_MSG } from './messages';
import { UNSUBSCRIBE_TOKEN_PATTERN } from './unsubscribe-token';

/**
 * Optional `receiptEmail` of the reserve and pledge bodies (ARCHITECTURE §4.23): where the receipt
 * goes, trimmed and lower-cased; blank or absent means no receipt. A bad address answers
 * `MAIL_MSG.receiptEmailFormat` and nothing is stored.
 */
export const receiptEmailField = {
  receiptEmail: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: MAIL_MSG.receiptEmailFormat })
      .trim()
      .max(LIMITS.emailMax, MAIL_MSG.receiptEmailFormat)
      .pipe(z.email({ error: MAIL_MSG.receiptEmailFormat }))
      .transform((v) => v.toLowerCase())
      .optional(),
  ),
};

/**
 * Optional `birthNews` of the reserve and pledge bodies (ARCHITECTURE "Birth announcement"): true asks
 * for the one birth announcement at `receiptEmail`; without a receipt address it is not kept.
 */
export const birthNewsField = {
  birthNews: z.boolean({ error: MAIL_MSG.birthNewsInvalid }).optional(),
};

/** A one-time token of a mailed link (`#t=`): 43 base64url characters (32 random bytes). */
const oneTimeTokenSchema = z
  .string({ error: MAIL_MSG.resetLinkInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, MAIL_MSG.resetLinkInvalid);

/**
 * `POST /api/wish/reservation/pinResetRequest/{wishId}` `{eventCode, reservationId}`: mail a one-time
 * link to the reservation's receipt address (ARCHITECTURE §4.23).
 */
export const pinResetRequestSchema = z.strictObject({
  eventCode: eventCodeFieldSchema,
  reservationId: z.string({ error: GIFT_MSG.reservationIdInvalid }).trim().min(1, GIFT_MSG.reservationIdInvalid).max(64, GIFT_MSG.reservationIdInvalid),
});
export type PinResetRequest = z.infer<typeof pinResetRequestSchema>;

/** `POST /api/pledge/pinResetRequest/{pledgeId}` `{eventCode}`: mail a one-time link to the pledge's receipt address. */
export const pledgePinResetRequestSchema = z.strictObject({ eventCode: eventCodeFieldSchema });
export type PledgePinResetRequest = z.infer<typeof pledgePinResetRequestSchema>;

/** `POST /api/pin/reset` `{token, password}`: the mailed token and the new 4-digit PIN. */
export const pinResetSchema = z.strictObject({
  token: oneTimeTokenSchema,
  password: newPinSchema,
});
export type PinResetInput = z.infer<typeof pinResetSchema>;

/** `POST /api/mail/unsubscribe?token=`: the signed token of the mail's link (ARCHITECTURE §4.23). */
export const unsubscribeQuerySchema = z.strictObject({
  token: z.string({ error: MAIL_MSG.unsubscribeLinkInvalid }).trim().regex(UNSUBSCRIBE_TOKEN_PATTERN, MAIL_MSG.unsubscribeLinkInvalid),
});
export type UnsubscribeQuery = z.infer<typeof unsubscribeQuerySchema>;

/**
 * The body of the unsubscribe: RFC 8058's one-click form `List-Unsubscribe=One-Click` (what a mail
 * client posts), or the same field as JSON from the page.
 */
export const unsubscribeBodySchema = z.strictObject({
  'List-Unsubscribe': z.literal('One-Click', { error: MAIL_MSG.unsubscribeLinkInvalid }),
});
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;
