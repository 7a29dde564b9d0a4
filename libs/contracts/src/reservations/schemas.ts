import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { MSG } from '../common/messages';
import { requiredText } from '../common/text-fields';
import { eventCodeFieldSchema } from '../events/schemas';
import { GIFT_MSG } from '../pledges/gift-messages';
import { quantityField } from '../wishes/quantity-field';
import { birthNewsField, receiptEmailField } from '../mail/schemas';
import { privacyConsentField } from '../consent/schemas';
import { gatePinSchema, newPinSchema } from './pin-field';

/**
 * Request schemas of reservations (spec §5; ARCHITECTURE §4.7–4.8, §4.20, §4.22): reserving with the
 * share code and a PIN, the PIN calls of the reserver, and the owner's status and thank-you marks.
 * Strict objects; checks in the order the reserve modal shows them.
 */

/** Optional `quantity` of `POST /api/wish/reserve/{wishId}` (default 1), merged into `reserveSchema`. */
export const reserveQuantityField = { quantity: quantityField.optional().default(1) };

/**
 * Optional `reservationId` of the PIN calls (fetchWishReservedData, unreserve, orderStatus) and of
 * `fetchWishReserverName`'s query: picks one reservation of a wish with several. Absent: a PIN call opens
 * the wish's only reservation (a quantity-1 wish has at most one) and answers 400 `RESERVATION_ID_REQUIRED`
 * when the wish has several — a PIN is compared with one reservation only (ARCHITECTURE §4.7, §4.22).
 */
export const reservationIdField = {
  reservationId: z
    .string({ error: GIFT_MSG.reservationIdInvalid })
    .trim()
    .min(1, GIFT_MSG.reservationIdInvalid)
    .max(64, GIFT_MSG.reservationIdInvalid)
    .optional(),
};

/**
 * `POST /api/wish/reserve/{wishId}` `{eventCode, reservedName, reservedEmail, reservedPassword, quantity?,
 * receiptEmail?, birthNews?, privacyConsent: true}` — the share code first, then the reserve modal's checks in the
 * spec's order, the consent box last (spec §5, ARCHITECTURE §4.7, §4.24).
 */
export const reserveSchema = z.strictObject({
  eventCode: eventCodeFieldSchema,
  reservedName: requiredText(MSG.reserve.nameRequired, { len: LIMITS.reserverNameMax, message: MSG.reserve.nameTooLong }),
  reservedEmail: requiredText(MSG.reserve.contactRequired, { len: LIMITS.contactMax, message: MSG.reserve.contactTooLong }),
  reservedPassword: newPinSchema,
  // Units to reserve, default 1 (ARCHITECTURE §4.22).
  ...reserveQuantityField,
  // Where the receipt goes, if anywhere (ARCHITECTURE §4.23).
  ...receiptEmailField,
  // The birth announcement to that address (ARCHITECTURE "Birth announcement").
  ...birthNewsField,
  // The relatives' notice, agreed to last on the form (400 CONSENT_REQUIRED without it, ARCHITECTURE §4.24).
  privacyConsent: privacyConsentField,
});
export type ReserveRequest = z.infer<typeof reserveSchema>;
export type ReserveInput = z.input<typeof reserveSchema>;

/**
 * The reservation password gate (`POST /api/event/fetchWishReservedData/{wishId}`) and the cancel
 * call (`POST /api/wish/unreserve/{wishId}`): `{eventCode, password}` (ARCHITECTURE §4.7).
 */
export const reservationPasswordSchema = z.strictObject({
  eventCode: eventCodeFieldSchema,
  password: gatePinSchema,
  ...reservationIdField,
});
export type ReservationPasswordRequest = z.infer<typeof reservationPasswordSchema>;

/** `GET /api/event/fetchWishReserverName/{wishId}?eventCode=` (ARCHITECTURE §4.7). */
export const reserverNameQuerySchema = z.object({ eventCode: eventCodeFieldSchema, ...reservationIdField });
export type ReserverNameQuery = z.infer<typeof reserverNameQuerySchema>;

/** `POST /api/wish/orderStatus/{wishId}` `{eventCode, password, orderStatus}`: the reserver sets SHIPPING or CANCELLED (ARCHITECTURE §4.7, §4.8). */
export const reserverStatusSchema = z.strictObject({
  eventCode: eventCodeFieldSchema,
  password: gatePinSchema,
  orderStatus: z.enum(['SHIPPING', 'CANCELLED'], { error: MSG.reserve.statusInvalid }),
  ...reservationIdField,
});
export type ReserverStatusRequest = z.infer<typeof reserverStatusSchema>;

/** `PUT /api/wish/reservation/{wishId}/status`: the owner sets DELIVERED (ARCHITECTURE §4.8). */
export const ownerStatusSchema = z.strictObject({
  orderStatus: z.literal('DELIVERED', { error: MSG.reserve.statusInvalid }),
  ...reservationIdField,
});
export type OwnerStatusRequest = z.infer<typeof ownerStatusSchema>;

/** `PUT /api/wish/reservation/{wishId}/thanked` `{thanked}` (owner only, ARCHITECTURE §4.20). */
export const thankedSchema = z.strictObject({
  thanked: z.boolean({ error: MSG.parent.thankedInvalid }),
  /** Which reservation of a wish with several (ARCHITECTURE §4.22); absent: the wish's first. */
  reservationId: z.string({ error: MSG.parent.thankedInvalid }).trim().min(1, MSG.parent.thankedInvalid).max(64, MSG.parent.thankedInvalid).optional(),
});
export type ThankedRequest = z.infer<typeof thankedSchema>;
