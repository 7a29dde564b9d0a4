import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPinHash, PIN_HASH_PREFIX } from './pin-hash';

/**
 * The kinds of rows whose 4-digit PIN is bound to a random public id instead of a wish id: pledges
 * (ARCHITECTURE §4.22) and guestbook entries (ARCHITECTURE "Guestbook"). The kind also names the row's
 * failure counter in `AttemptsService` (`RowPinLocks`).
 */
export type PinRowKind = 'pledge' | 'guestbook';

/**
 * Keyed hash of the PIN of a row of `kind` (ARCHITECTURE §4.7): `pin1$` + hex HMAC-SHA-256(pepper,
 * kind ‖ ':' ‖ public id ‖ ':' ‖ PIN). The kind keeps the input apart from a reservation's (`{wishId}:{pin}`,
 * digits only before the colon) and from the other kind's; binding the row's random public id makes one PIN
 * hash differently on every row. 10,000 PINs cannot be protected by a slow hash: the pepper (outside the
 * database) and the lockouts do.
 */
export function rowPinHash(pepper: string, kind: PinRowKind, publicId: string, pin: string): string {
  return PIN_HASH_PREFIX + createHmac('sha256', pepper).update(`${kind}:${publicId}:${pin}`).digest('hex');
}

/**
 * Which pepper of `peppers` (current first, then previous ones) produced `stored` for (kind, publicId, pin):
 * its index, or -1 when none did. Every pepper is compared in constant time (as `matchPinHash`).
 */
export function matchRowPin(peppers: readonly string[], stored: string, kind: PinRowKind, publicId: string, pin: string): number {
  if (!isPinHash(stored)) return -1;
  const expected = Buffer.from(stored, 'utf8');
  let found = -1;
  peppers.forEach((pepper, index) => {
    const equal = timingSafeEqual(Buffer.from(rowPinHash(pepper, kind, publicId, pin), 'utf8'), expected);
    if (equal && found === -1) found = index;
  });
  return found;
}
