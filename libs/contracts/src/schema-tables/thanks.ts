import { GIFT_MSG, pledgeThankYouSchema, reservationThankYouSchema, THANK_YOU_MAX, THANKS_MSG } from '../index';
import { casesFor, type SchemaCase, type SchemaTable } from './table';

/**
 * Tables of the thank-you notes (ARCHITECTURE "Thank-you notes"): the reservation's id, then the note
 * (required, trimmed, at most 500 characters).
 */

const reservation = { reservationId: 'r-1', message: '고마워요' };
const r = casesFor(reservation);
const pledge = { message: '고마워요' };
const p = casesFor(pledge);

const messageCases = (c: ReturnType<typeof casesFor>): SchemaCase[] => [
  ...c.required('message', THANKS_MSG.messageRequired),
  c.tooLong('message', THANK_YOU_MAX, THANKS_MSG.messageTooLong),
];

export const THANKS_TABLES: SchemaTable[] = [
  {
    name: 'reservationThankYouSchema',
    schema: reservationThankYouSchema,
    valid: [reservation, r.atMax('message', THANK_YOU_MAX), r.with('message', '  고마워요\n정말로  ')],
    cases: [
      r.missing('reservationId', GIFT_MSG.reservationIdInvalid),
      r.value('reservationId', '', GIFT_MSG.reservationIdInvalid, 'empty'),
      r.value('reservationId', 7, GIFT_MSG.reservationIdInvalid, 'a number'),
      ...messageCases(r),
      r.unknown(),
    ],
  },
  {
    name: 'pledgeThankYouSchema',
    schema: pledgeThankYouSchema,
    valid: [pledge, p.atMax('message', THANK_YOU_MAX)],
    cases: [...messageCases(p), p.unknown()],
  },
];
