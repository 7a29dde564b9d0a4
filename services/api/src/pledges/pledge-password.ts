import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { AttemptsService } from '../attempts/attempts.service';
import { DomainError } from '../common/domain-error';
import { runAtomicStatement } from '../database/atomic-statement';
import { PinHashes } from '../pins/pin-hashes.service';
import { shortLockEnd } from '../pins/pin-locks.service';

/** AttemptsService scope of wrong pledge PINs (subject `pledgeSubject(id)`). */
export const PLEDGE_SCOPE = 'pledge';

/** Attempt subject of a pledge's PIN failures (the row id: subjects are compared case-insensitively, public ids are not). */
export const pledgeSubject = (pledgeRowId: number) => `pledge:${pledgeRowId}`;

/**
 * The pledger's 4-digit PIN with the reservation PIN's lockouts (ARCHITECTURE §4.7, §4.22, §5):
 * - stored as a keyed hash (`PinHashes.forPledge`, PIN_PEPPER); a hash made with a previous pepper
 *   (PIN_PEPPER_PREVIOUS) verifies and is rewritten with the current one;
 * - per pledge: 5 wrong PINs within 15 minutes lock its PIN calls for 15 minutes (`RESERVATION_LOCKED`);
 *   20 within 24 hours lock them (`RESERVATION_LOCKED`) until fewer than 20 remain in the last 24 hours —
 *   a pledge has no owner's unlock, so the day lock lifts by itself; a guesser still gets at most 20
 *   tries a day, as on a wish;
 * - per client address: the shared hourly budget of wrong PINs and failed sign-ins (`ATTEMPT_BUDGET_EXCEEDED`).
 * Slots are taken under every limit BEFORE verifying (a parallel burst verifies no more than the limits
 * allow); a right PIN gives them back.
 */
@Injectable()
export class PledgePasswordService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly attempts: AttemptsService,
    private readonly hashes: PinHashes,
  ) {}

  /** The keyed hash of `pin` for the pledge `publicId` with the current pepper. */
  hash(publicId: string, pin: string): string {
    return this.hashes.forPledge(publicId, pin);
  }

  /**
   * Checks `pin` against `pledge.passwordHash`, asked from client address `address`.
   * @throws DomainError `RESERVATION_LOCKED` (429) while the pledge is locked (even for the right PIN),
   *   `ATTEMPT_BUDGET_EXCEEDED` (429) when the address spent its hourly budget, `RESERVATION_PIN_WRONG` (401).
   */
  async check(pledge: { id: number; publicId: string; passwordHash: string }, pin: string, address: string): Promise<void> {
    const subject = pledgeSubject(pledge.id);
    await this.assertOpen(subject);
    // One slot per subject (each slot is a row): 5 per 15 minutes bounds a burst; the day lock is `assertOpen`'s.
    const limit = { scope: PLEDGE_SCOPE, subject, max: LIMITS.reservationFailuresMax, windowMs: LIMITS.reservationLockMs, code: 'RESERVATION_LOCKED' } as const;
    const index = await this.attempts.guarded({ limit, address, wrong: 'RESERVATION_PIN_WRONG' }, async () => {
      const found = this.hashes.matchPledge(pledge.passwordHash, pledge.publicId, pin);
      return found === -1 ? undefined : found;
    });
    if (index > 0) {
      await runAtomicStatement(this.dataSource, 'UPDATE `pledge` SET password_hash = ? WHERE id = ? AND password_hash = ?', [
        this.hash(pledge.publicId, pin),
        pledge.id,
        pledge.passwordHash,
      ]);
    }
  }

  /** @throws DomainError `RESERVATION_LOCKED` (429) during the 15-minute lock or while 20 failures lie within 24 hours. */
  private async assertOpen(subject: string): Promise<void> {
    const times = await this.attempts.times(PLEDGE_SCOPE, subject, LIMITS.reservationDayWindowMs);
    if (times.length >= LIMITS.reservationFailuresDayMax) throw new DomainError('RESERVATION_LOCKED');
    const end = shortLockEnd(times);
    if (end && end.getTime() > this.attempts.now().getTime()) throw new DomainError('RESERVATION_LOCKED');
  }
}
