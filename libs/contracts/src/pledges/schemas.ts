import { z } from 'zod';
import { eventCodeFieldSchema } from '../events/schemas';
import { birthNewsField, receiptEmailField } from '../mail/schemas';
import { privacyConsentField } from '../consent/schemas';
import { gatePinSchema } from '../reservations/pin-field';
import { GIFT_LIMITS, GIFT_MSG } from './gift-messages';

/**
 * Request schemas of pledges (ARCHITECTURE §4.22): a relative's pledge to a group gift or to the news
 * page's 축의금 fund, the pledger's PIN calls and the owner's received mark. Amounts are KRW integers;
 * no payment is processed: a pledge is a recorded promise.
 */

const amountField = z
  .number({ error: GIFT_MSG.amountRequired })
  .int(GIFT_MSG.amountInvalid)
  .min(GIFT_LIMITS.pledgeMin, GIFT_MSG.amountMin)
  .max(GIFT_LIMITS.pledgeMax, GIFT_MSG.amountInvalid);

const pledgeBase = {
  name: z
    .string({ error: GIFT_MSG.pledgeNameRequired })
    .trim()
    .min(1, GIFT_MSG.pledgeNameRequired)
    .max(GIFT_LIMITS.pledgerNameMax, GIFT_MSG.pledgeNameRequired),
  contact: z
    .string({ error: GIFT_MSG.pledgeContactRequired })
    .trim()
    .min(1, GIFT_MSG.pledgeContactRequired)
    .max(GIFT_LIMITS.pledgerContactMax, GIFT_MSG.pledgeContactRequired),
  amount: amountField,
  message: z.string({ error: GIFT_MSG.pledgeMessageTooLong }).trim().max(GIFT_LIMITS.pledgeMessageMax, GIFT_MSG.pledgeMessageTooLong).optional().default(''),
  // Where the receipt goes, if anywhere (ARCHITECTURE §4.23), and the birth announcement to it.
  ...receiptEmailField,
  ...birthNewsField,
};

/**
 * Builds a pledge schema `{eventCode, name, contact, amount, message?, receiptEmail?, password,
 * privacyConsent: true}` around the given share-code and PIN fields (`pledgeSchema` passes
 * `eventCodeFieldSchema` and the 4-digit gate PIN); the consent box is the form's last check (ARCHITECTURE §4.24).
 */
export function makePledgeSchema<C extends z.ZodType<string>, P extends z.ZodType<string>>(eventCode: C, password: P) {
  return z.strictObject({ eventCode, ...pledgeBase, password, privacyConsent: privacyConsentField });
}

/**
 * `POST /api/wish/pledge/{wishId}` and `POST /api/event/pledge/{code}` `{eventCode, name, contact, amount,
 * message?, receiptEmail?, password, privacyConsent: true}` (ARCHITECTURE §4.22, §4.24): amount in KRW ≥ 1,000;
 * password = 4-digit PIN as a reservation's; 400 `CONSENT_REQUIRED` without the consent.
 */
export const pledgeSchema = makePledgeSchema(eventCodeFieldSchema, gatePinSchema);
export type PledgeRequest = z.infer<typeof pledgeSchema>;
export type PledgeInput = z.input<typeof pledgeSchema>;
/**
 * Path parameters of the calls on one pledge (view, cancel, received): its public id, 22 characters of
 * base64url (not a number). The API answers an id of any other form `PLEDGE_NOT_FOUND`, as an unknown one.
 */
export const pledgeParamsSchema = z.strictObject({
  pledgeId: z.string({ error: GIFT_MSG.pledgeNotFound }).describe('The pledge’s public id (base64url, 22 characters).'),
});
export type PledgeParams = z.infer<typeof pledgeParamsSchema>;

/** `POST /api/pledge/view/{pledgeId}` and `POST /api/pledge/cancel/{pledgeId}` `{eventCode, password}`. */
export const pledgePasswordSchema = z.strictObject({ eventCode: eventCodeFieldSchema, password: gatePinSchema });
export type PledgePasswordRequest = z.infer<typeof pledgePasswordSchema>;

/** `PUT /api/pledge/{pledgeId}/received` `{received}` (news page owner only). */
export const pledgeReceivedSchema = z.strictObject({ received: z.boolean({ error: GIFT_MSG.pledgeReceivedInvalid }) });
export type PledgeReceivedRequest = z.infer<typeof pledgeReceivedSchema>;
