import { GIFT_MSG, pledgeEraseSchema, reservationEraseSchema } from '../index';
import { eventCodeCases, pinCases } from './gifts';
import { casesFor, type SchemaTable } from './table';

/**
 * Tables of the relatives' erase bodies (ARCHITECTURE §4.24): the share code, the reservation's id
 * (required here) and the 4-digit PIN, in that order.
 */

const reservation = { eventCode: 'AbC123', reservationId: 'r-1', password: '1234' };
const r = casesFor(reservation);
const pledge = { eventCode: 'AbC123', password: '1234' };
const p = casesFor(pledge);

export const CONSENT_ERASE_TABLES: SchemaTable[] = [
  {
    name: 'reservationEraseSchema',
    schema: reservationEraseSchema,
    valid: [reservation, r.with('reservationId', 'a'.repeat(64)), r.with('password', '0000')],
    cases: [
      ...eventCodeCases(r),
      r.missing('reservationId', GIFT_MSG.reservationIdInvalid),
      r.value('reservationId', '', GIFT_MSG.reservationIdInvalid, 'empty'),
      r.value('reservationId', '   ', GIFT_MSG.reservationIdInvalid, 'blank'),
      r.value('reservationId', 7, GIFT_MSG.reservationIdInvalid, 'a number'),
      r.value('reservationId', 'a'.repeat(65), GIFT_MSG.reservationIdInvalid, 'over 64 characters'),
      ...pinCases(r),
      r.unknown(),
    ],
  },
  {
    name: 'pledgeEraseSchema',
    schema: pledgeEraseSchema,
    valid: [pledge, p.with('password', '0000')],
    cases: [...eventCodeCases(p), ...pinCases(p), p.unknown()],
  },
];
