import { matchRowPin, rowPinHash } from './row-pin';

/**
 * Keyed hash of a pledge PIN (ARCHITECTURE §4.7, §4.22): `rowPinHash` of kind `pledge`, i.e. the
 * reservation PIN's form (`pin1$` + hex HMAC-SHA-256 with PIN_PEPPER) over `pledge:` ‖ public id ‖ ':' ‖ PIN.
 */
export function pledgePinHash(pepper: string, publicId: string, pin: string): string {
  return rowPinHash(pepper, 'pledge', publicId, pin);
}

/**
 * Which pepper of `peppers` (current first, then previous ones) produced `stored` for (publicId, pin):
 * its index, or -1 when none did (`matchRowPin` of kind `pledge`).
 */
export function matchPledgePin(peppers: readonly string[], stored: string, publicId: string, pin: string): number {
  return matchRowPin(peppers, stored, 'pledge', publicId, pin);
}
