import { createHmac, timingSafeEqual } from 'node:crypto';

/** Prefix of a keyed PIN hash (version 1): `pin1$` + 64 hex digits. argon2 hashes start with `$argon2`. */
export const PIN_HASH_PREFIX = 'pin1$';

/**
 * Keyed hash of a reservation PIN (ARCHITECTURE §4.7): `pin1$` + hex `HMAC-SHA-256(pepper, wishId ‖ ':' ‖ pin)`.
 * Binding the wish id means one PIN hashes differently on every wish. A 4-digit PIN has 10,000
 * values, so a slow hash could not protect it offline; the pepper, kept outside the database, does.
 */
export function pinHash(pepper: string, wishId: number, pin: string): string {
  return PIN_HASH_PREFIX + createHmac('sha256', pepper).update(`${wishId}:${pin}`).digest('hex');
}

/** True for a hash written by `pinHash` (false for a legacy argon2 hash). */
export function isPinHash(stored: string): boolean {
  return stored.startsWith(PIN_HASH_PREFIX) && stored.length === PIN_HASH_PREFIX.length + 64;
}

/**
 * Which pepper of `peppers` (current first, then previous ones) produced `stored` for (wishId, pin):
 * its index, or -1 when none did. Every pepper is tried with a constant-time comparison, so the time
 * does not depend on which one matched or where the digests differ.
 */
export function matchPinHash(peppers: readonly string[], stored: string, wishId: number, pin: string): number {
  if (!isPinHash(stored)) return -1;
  const expected = Buffer.from(stored, 'utf8');
  let found = -1;
  peppers.forEach((pepper, index) => {
    const equal = timingSafeEqual(Buffer.from(pinHash(pepper, wishId, pin), 'utf8'), expected);
    if (equal && found === -1) found = index;
  });
  return found;
}
