import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { AttemptsService } from '../attempts/attempts.service';
import { PasswordService } from '../auth/password.service';
import { runAtomicStatement } from '../database/atomic-statement';
import { PinHashes } from '../pins/pin-hashes.service';
import { PinLocks, RESERVATION_SCOPE, wishSubject } from '../pins/pin-locks.service';

/** What `verify` answers for a legacy argon2 hash that matched: like a previous pepper's, it is rewritten. */
const LEGACY_MATCH = 1;

/**
 * The 4-digit reservation PIN with its lockouts (ARCHITECTURE §4.7, §5):
 * - stored as a keyed hash (`PinHashes`, PIN_PEPPER); a legacy argon2 hash verifies once and is
 *   rewritten in the keyed form, and so is a hash made with a previous pepper (PIN_PEPPER_PREVIOUS);
 * - per wish: 5 wrong PINs within 15 minutes lock its PIN calls for 15 minutes; 20 within 24 hours
 *   lock them until the owner unlocks (`PinLocks`); the right PIN is refused while locked;
 * - per client address: the hourly budget of wrong PINs and failed sign-ins (AttemptsService).
 * A failure slot is taken under both limits BEFORE verifying, so a parallel burst cannot verify more
 * than the limits allow; a right PIN gives its slots back (only failures count).
 */
@Injectable()
export class ReservationPasswordService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly attempts: AttemptsService,
    private readonly passwords: PasswordService,
    private readonly locks: PinLocks,
    private readonly hashes: PinHashes,
  ) {}

  /** The keyed hash of `pin` for wish `wishId` with the current pepper. */
  hash(wishId: number, pin: string): string {
    return this.hashes.forWish(wishId, pin);
  }

  /**
   * Checks `pin` against the stored hash `stored` of ONE reservation (row id `reservationRowId`) of wish
   * `wishId` — the one the caller named, or the wish's only one (ARCHITECTURE §4.7, §4.22) — asked from
   * client address `address`. One call is one attempt for the lockouts.
   * @throws DomainError `RESERVATION_LOCKED_UNTIL_UNLOCKED` / `RESERVATION_LOCKED` (429) while the
   *   wish is locked, even for the right PIN; `ATTEMPT_BUDGET_EXCEEDED` (429) when the address spent
   *   its hourly budget; `RESERVATION_PIN_WRONG` (401) for a wrong PIN.
   */
  async check(wishId: number, reservationRowId: number, stored: string, pin: string, address: string): Promise<void> {
    await this.locks.assertOpen(wishId);
    const limit = {
      scope: RESERVATION_SCOPE,
      subject: wishSubject(wishId),
      max: LIMITS.reservationFailuresMax,
      windowMs: LIMITS.reservationLockMs,
      code: 'RESERVATION_LOCKED',
    } as const;
    await this.attempts.guarded({ limit, address, wrong: 'RESERVATION_PIN_WRONG', afterWrong: () => this.locks.afterFailure(wishId) }, async () =>
      (await this.verify(wishId, reservationRowId, pin, stored)) ? true : undefined,
    );
  }

  /** Verifies and, when the hash is legacy (argon2 or a previous pepper), rewrites it in the current form. */
  private async verify(wishId: number, reservationId: number, pin: string, stored: string): Promise<boolean> {
    const index = this.hashes.isKeyed(stored) ? this.hashes.matchWish(stored, wishId, pin) : (await this.passwords.verify(stored, pin)) ? LEGACY_MATCH : -1;
    if (index === -1) return false;
    if (index > 0) {
      await runAtomicStatement(this.dataSource, 'UPDATE `reservation` SET password_hash = ? WHERE id = ? AND password_hash = ?', [
        this.hash(wishId, pin),
        reservationId,
        stored,
      ]);
    }
    return true;
  }
}
