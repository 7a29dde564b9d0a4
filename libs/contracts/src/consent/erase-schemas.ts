import { z } from 'zod';
import { eventCodeFieldSchema } from '../events/schemas';
import { GIFT_MSG } from '../pledges/gift-messages';
import { gatePinSchema } from '../reservations/pin-field';

/**
 * Request and answer schemas of the relatives' own erase (ARCHITECTURE §4.24). Strict objects; the
 * checks in the order of the PIN calls they mirror (unreserve, pledge cancel).
 */

/**
 * `POST /api/wish/reservation/erase/{wishId}` `{eventCode, reservationId, password}`: `reservationId` is
 * required (the page that offers the erase has opened one reservation and knows it).
 */
export const reservationEraseSchema = z.strictObject({
  eventCode: eventCodeFieldSchema,
  reservationId: z.string({ error: GIFT_MSG.reservationIdInvalid }).trim().min(1, GIFT_MSG.reservationIdInvalid).max(64, GIFT_MSG.reservationIdInvalid),
  password: gatePinSchema,
});
export type ReservationEraseRequest = z.infer<typeof reservationEraseSchema>;

/** `POST /api/pledge/erase/{pledgeId}` `{eventCode, password}`. */
export const pledgeEraseSchema = z.strictObject({ eventCode: eventCodeFieldSchema, password: gatePinSchema });
export type PledgeEraseRequest = z.infer<typeof pledgeEraseSchema>;

/**
 * What an erase did: `deleted` (the reservation or pledge is gone, its units or amount freed) or
 * `anonymized` (kept, as '선물한 분 N', without contact, e-mail or message).
 */
export const eraseResponseSchema = z.strictObject({ erased: z.enum(['deleted', 'anonymized']) });
export type EraseResponse = z.infer<typeof eraseResponseSchema>;
