import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPinHash, PIN_HASH_PREFIX } from './pin-hash';

/**
 * Keyed hash of a pledge PIN (ARCHITECTURE §4.7, §4.22), the reservation PIN's form (`pin1$` + hex
 * HMAC-SHA-256 with PIN_PEPPER) over `pledge:` ‖ public id ‖ ':' ‖ PIN. The `pledge:` prefix keeps the
 * input apart from a reservation's (`{wishId}:{pin}`, digits only before the colon), and binding the
 * pledge's random public id makes one PIN hash differently on every pledge. 10,000 PINs cannot be
 * protected by a slow hash: the pepper (outside the database) and the lockouts do.
 */
export function pledgePinHash(pepper: string, publicId: string, pin: string): string {
  return PIN_HASH_PREFIX + createHmac('sha256', pepper).update(`pledge:${publicId}:${pin}`).digest('hex');
}

/**
 * Which pepper of `peppers` (current first, then previous ones) produced `stored` for (publicId, pin):
 * its index, or -1 when none did. Every pepper is compared in constant time (as `matchPinHash`).
 */
export function matchPledgePin(peppers: readonly string[], stored: string, publicId: string, pin: string): number {
  if (!isPinHash(stored)) return -1;
  const expected = Buffer.from(stored, 'utf8');
  let found = -1;
  peppers.forEach((pepper, index) => {
    const equal = timingSafeEqual(Buffer.from(pledgePinHash(pepper, publicId, pin), 'utf8'), expected);
    if (equal && found === -1) found = index;
  });
  return found;
}
