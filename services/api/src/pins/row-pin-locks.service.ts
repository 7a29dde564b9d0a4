import { Injectable } from '@nestjs/common';
import { LIMITS } from '@babynews/contracts';
import { AttemptsService } from '../attempts/attempts.service';
import { DomainError } from '../common/domain-error';
import { PinHashes } from './pin-hashes.service';
import { shortLockEnd } from './pin-locks.service';
import type { PinRowKind } from './row-pin';

export type { PinRowKind } from './row-pin';

/** A row whose PIN is checked: its kind, row id (the failure counter's subject), public id (the hash's binding) and stored hash. */
export interface PinnedRow {
  kind: PinRowKind;
  id: number;
  publicId: string;
  passwordHash: string;
}

/** Attempt subject of a row's PIN failures, e.g. `guestbook:17` (the row id: subjects are compared case-insensitively, public ids are not). */
export const rowPinSubject = (kind: PinRowKind, rowId: number) => `${kind}:${rowId}`;

/**
 * The PIN of a row bound to its public id (a guestbook entry, ARCHITECTURE "Guestbook"), with the
 * reservation PIN's lockouts as pledges have them (ARCHITECTURE §4.7, §4.22, §5), counted in `AttemptsService`
 * under scope `kind`, subject `rowPinSubject(kind, id)`, so they survive restarts and every instance shares them:
 * - per row: 5 wrong PINs within 15 minutes lock its PIN calls for 15 minutes (`RESERVATION_LOCKED`); 20 within
 *   24 hours lock them (`RESERVATION_LOCKED`) until fewer than 20 remain in the last 24 hours — such a row has
 *   no owner's unlock, so the day lock lifts by itself;
 * - per client address: the shared hourly budget of wrong PINs and failed sign-ins (`ATTEMPT_BUDGET_EXCEEDED`).
 * Slots are taken under every limit BEFORE verifying (a parallel burst verifies no more than the limits
 * allow); a right PIN gives them back.
 */
@Injectable()
export class RowPinLocks {
  constructor(
    private readonly attempts: AttemptsService,
    private readonly hashes: PinHashes,
  ) {}

  /** The keyed hash of `pin` for the row `publicId` of `kind` with the current pepper (what a new row stores). */
  hash(kind: PinRowKind, publicId: string, pin: string): string {
    return this.hashes.forRow(kind, publicId, pin);
  }

  /**
   * Checks `pin` against `row.passwordHash`, asked from client address `address`.
   * @returns null, or — when the stored hash was made with a previous pepper (PIN_PEPPER_PREVIOUS) — the hash
   *   with the current one, which the caller writes with a compare-and-set on the old hash.
   * @throws DomainError `RESERVATION_LOCKED` (429) while the row is locked (even for the right PIN),
   *   `ATTEMPT_BUDGET_EXCEEDED` (429) when the address spent its hourly budget, `RESERVATION_PIN_WRONG` (401).
   */
  async check(row: PinnedRow, pin: string, address: string): Promise<string | null> {
    const subject = rowPinSubject(row.kind, row.id);
    await this.assertOpen(row.kind, subject);
    // One slot per subject (each slot is a row): 5 per 15 minutes bounds a burst; the day lock is `assertOpen`'s.
    const limit = { scope: row.kind, subject, max: LIMITS.reservationFailuresMax, windowMs: LIMITS.reservationLockMs, code: 'RESERVATION_LOCKED' } as const;
    const index = await this.attempts.guarded({ limit, address, wrong: 'RESERVATION_PIN_WRONG' }, async () => {
      const found = this.hashes.matchRow(row.passwordHash, row.kind, row.publicId, pin);
      return found === -1 ? undefined : found;
    });
    return index > 0 ? this.hash(row.kind, row.publicId, pin) : null;
  }

  /** Forgets the PIN failures of the row `rowId` of `kind` (it is gone: its counter would only wait for the daily prune). */
  forget(kind: PinRowKind, rowId: number): Promise<void> {
    return this.attempts.clear(kind, rowPinSubject(kind, rowId));
  }

  /** @throws DomainError `RESERVATION_LOCKED` (429) during the 15-minute lock or while 20 failures lie within 24 hours. */
  private async assertOpen(kind: PinRowKind, subject: string): Promise<void> {
    const times = await this.attempts.times(kind, subject, LIMITS.reservationDayWindowMs);
    if (times.length >= LIMITS.reservationFailuresDayMax) throw new DomainError('RESERVATION_LOCKED');
    const end = shortLockEnd(times);
    if (end && end.getTime() > this.attempts.now().getTime()) throw new DomainError('RESERVATION_LOCKED');
  }
}
