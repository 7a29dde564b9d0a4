import { Injectable } from '@nestjs/common';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { isPinHash, matchPinHash, pinHash } from './pin-hash';
import { matchPledgePin, pledgePinHash } from './pledge-pin';
import { matchRowPin, rowPinHash, type PinRowKind } from './row-pin';

/**
 * The keyed hashes of the 4-digit PINs (ARCHITECTURE §4.7, §4.22) under the configured peppers:
 * `PIN_PEPPER` hashes, `PIN_PEPPER_PREVIOUS` (oldest last) still verifies. A reservation's PIN is bound
 * to its wish id, a pledge's and a guestbook entry's to their public id (`pin-hash.ts`, `row-pin.ts`).
 * A `match…` answers the index of the pepper that made the stored hash: 0 the current one, above 0 a
 * previous one (the caller rewrites the hash), -1 none (a wrong PIN, or a hash of another form).
 */
@Injectable()
export class PinHashes {
  private readonly peppers: string[];

  constructor(@InjectConfig() config: AppConfig) {
    this.peppers = [config.pinPepper.current, ...config.pinPepper.previous];
  }

  /** True for a keyed hash (`pin1$` + 64 hex); false for a legacy argon2 hash. */
  isKeyed(stored: string): boolean {
    return isPinHash(stored);
  }

  /** The keyed hash of `pin` for wish `wishId` with the current pepper. */
  forWish(wishId: number, pin: string): string {
    return pinHash(this.peppers[0], wishId, pin);
  }

  /** Pepper index that produced `stored` for (wishId, pin), or -1 (compared in constant time). */
  matchWish(stored: string, wishId: number, pin: string): number {
    return matchPinHash(this.peppers, stored, wishId, pin);
  }

  /** The keyed hash of `pin` for the pledge `publicId` with the current pepper. */
  forPledge(publicId: string, pin: string): string {
    return pledgePinHash(this.peppers[0], publicId, pin);
  }

  /** Pepper index that produced `stored` for (publicId, pin), or -1 (compared in constant time). */
  matchPledge(stored: string, publicId: string, pin: string): number {
    return matchPledgePin(this.peppers, stored, publicId, pin);
  }

  /** The keyed hash of `pin` for the row `publicId` of `kind` (a pledge, a guestbook entry) with the current pepper. */
  forRow(kind: PinRowKind, publicId: string, pin: string): string {
    return rowPinHash(this.peppers[0], kind, publicId, pin);
  }

  /** Pepper index that produced `stored` for the row `publicId` of `kind` and `pin`, or -1 (compared in constant time). */
  matchRow(stored: string, kind: PinRowKind, publicId: string, pin: string): number {
    return matchRowPin(this.peppers, stored, kind, publicId, pin);
  }
}
