import { randomBytes } from 'node:crypto';

/**
 * A new `reservationId` (`reservation.public_id`, ARCHITECTURE §4.22): 16 random bytes as base64url
 * (22 characters) — unguessable, so it may travel in the reservation page's URL.
 */
export function newReservationPublicId(): string {
  return randomBytes(16).toString('base64url');
}
