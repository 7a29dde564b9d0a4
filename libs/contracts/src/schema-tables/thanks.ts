import { GIFT_MSG, pledgeThankYouSchema, reservationThankYouSchema, THANK_YOU_MAX, THANKS_MSG } from '../index';
import { casesFor, type SchemaCase, type SchemaTable } from './table';

/**
 * Tables of the thank-you notes (ARCHITECTURE "Thank-you notes"): the reservation's id, then the note
 * (required, trimmed, at most 500 characters), then whether the birth photo goes with it (optional boolean).
 */

const reservation = { reservationId: 'r-1', message: '고마워요' };
const r = casesFor(reservation);
const pledge = { message: '고마워요' };
const p = casesFor(pledge);

const messageCases = (c: ReturnType<typeof casesFor>): SchemaCase[] => [
  ...c.required('message', THANKS_MSG.messageRequired),
  c.tooLong('message', THANK_YOU_MAX, THANKS_MSG.messageTooLong),
  c.value('withBirthPhoto', 'yes', THANKS_MSG.withBirthPhotoInvalid, 'a string'),
  c.value('withBirthPhoto', null, THANKS_MSG.withBirthPhotoInvalid, 'null'),
];

export const THANKS_TABLES: SchemaTable[] = [
  {
    name: 'reservationThankYouSchema',
    schema: reservationThankYouSchema,
    valid: [
      reservation,
      r.atMax('message', THANK_YOU_MAX),
      r.with('message', '  고마워요\n정말로  '),
      r.with('withBirthPhoto', true),
      r.with('withBirthPhoto', false),
    ],
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
    valid: [pledge, p.atMax('message', THANK_YOU_MAX), p.with('withBirthPhoto', true)],
    cases: [...messageCases(p), p.unknown()],
  },
];
