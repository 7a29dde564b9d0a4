import { z } from 'zod';
import { GIFT_MSG } from '../pledges/gift-messages';
import { THANKS_MSG, THANK_YOU_MAX } from './messages';

/**
 * Request and answer schemas of the parent's thank-you notes (ARCHITECTURE "Thank-you notes"). The
 * note is plain text (the mail escapes it), trimmed, 1–500 characters.
 */

const thankYouMessage = z.string({ error: THANKS_MSG.messageRequired }).trim().min(1, THANKS_MSG.messageRequired).max(THANK_YOU_MAX, THANKS_MSG.messageTooLong);
/** Attach the birth announcement's photo to the mail (absent: no photo; true needs a posted photo). */
const withBirthPhoto = z.boolean({ error: THANKS_MSG.withBirthPhotoInvalid }).optional();

/** `POST /api/wish/reservation/{wishId}/thankYou` `{reservationId, message, withBirthPhoto?}` (page owner). */
export const reservationThankYouSchema = z.strictObject({
  reservationId: z.string({ error: GIFT_MSG.reservationIdInvalid }).trim().min(1, GIFT_MSG.reservationIdInvalid).max(64, GIFT_MSG.reservationIdInvalid),
  message: thankYouMessage,
  withBirthPhoto,
});
export type ReservationThankYouRequest = z.infer<typeof reservationThankYouSchema>;

/** `POST /api/pledge/{pledgeId}/thankYou` `{message, withBirthPhoto?}` (page owner). */
export const pledgeThankYouSchema = z.strictObject({ message: thankYouMessage, withBirthPhoto });
export type PledgeThankYouRequest = z.infer<typeof pledgeThankYouSchema>;

/** What a sent note answers: when it went into the outbox (ISO-8601, UTC); the row now reads thanked. */
export const thankYouResponseSchema = z.strictObject({ thankYouAt: z.string(), thanked: z.literal(true) });
export type ThankYouResponse = z.infer<typeof thankYouResponseSchema>;
