import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { eventCodeFieldSchema } from '../events/schemas';
import { GIFT_MSG } from '../pledges/gift-messages';
import { newPinSchema } from '../reservations/pin-field';
import { MAIL_MSG } from './messages';

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

/** `POST /api/pin/reset` `{token, password}`: the mailed token and the new 4-digit PIN. */
export const pinResetSchema = z.strictObject({
  token: oneTimeTokenSchema,
  password: newPinSchema,
});
export type PinResetInput = z.infer<typeof pinResetSchema>;
