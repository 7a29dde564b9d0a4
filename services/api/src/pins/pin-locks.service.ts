import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS, type PinLockState } from '@babynews/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AttemptsService } from '../attempts/attempts.service';
import { DomainError } from '../common/domain-error';
import { runAtomicStatement } from '../database/atomic-statement';
import { isForeignKeyViolation, isUniqueViolation } from '../database/db-errors';
import { fromSqlTimestamp, sqlTimestamp } from '../database/sql-timestamp';

/** AttemptsService scope of wrong reservation PINs (subject `wishSubject(id)`). */
export const RESERVATION_SCOPE = 'reservation';

/** Attempt subject of a wish's PIN failures. */
export const wishSubject = (wishId: number) => `wish:${wishId}`;

/**
 * End of the short PIN lock for failure times `times` (oldest first), or null (ARCHITECTURE §4.7): every
 * run of LIMITS.reservationFailuresMax failures within LIMITS.reservationLockMs locks the wish for
 * LIMITS.reservationLockMs after the run's last failure; the latest such end is returned.
 */
export function shortLockEnd(times: Date[]): Date | null {
  const n = LIMITS.reservationFailuresMax;
  let end: number | null = null;
  for (let i = n - 1; i < times.length; i++) {
    if (times[i].getTime() - times[i - n + 1].getTime() <= LIMITS.reservationLockMs) {
      const candidate = times[i].getTime() + LIMITS.reservationLockMs;
      end = end === null ? candidate : Math.max(end, candidate);
    }
  }
  return end === null ? null : new Date(end);
}

/**
 * The two PIN locks of a wish (ARCHITECTURE §4.7), both in the database so they survive restarts:
 * the 15-minute lock after 5 wrong PINs (from the failure rows of AttemptsService) and the lock
 * until the owner unlocks after 20 wrong PINs in 24 hours (a `wish_pin_lock` row).
 */
@Injectable()
export class PinLocks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly attempts: AttemptsService,
  ) {}

  /**
   * @throws DomainError `RESERVATION_LOCKED_UNTIL_UNLOCKED` (429) while the owner's unlock is needed,
   *   `RESERVATION_LOCKED` (429) during the 15-minute lock.
   */
  async assertOpen(wishId: number): Promise<void> {
    const state = await this.state(wishId);
    if (state.lockedUntilUnlocked) throw new DomainError('RESERVATION_LOCKED_UNTIL_UNLOCKED');
    if (state.locked) throw new DomainError('RESERVATION_LOCKED');
  }

  /** After a wrong PIN: the 20th failure within 24 hours locks the wish until its owner unlocks it. */
  async afterFailure(wishId: number): Promise<void> {
    const failures = await this.attempts.count(RESERVATION_SCOPE, wishSubject(wishId), LIMITS.reservationDayWindowMs);
    if (failures < LIMITS.reservationFailuresDayMax) return;
    try {
      await runAtomicStatement(this.dataSource, 'INSERT INTO `wish_pin_lock` (wish_id, locked_at) VALUES (?, ?)', [wishId, sqlTimestamp(this.attempts.now())]);
    } catch (err) {
      if (!isUniqueViolation(err) && !isForeignKeyViolation(err)) throw err;
    }
  }

  /** The wish's lock as its owner sees it (`OwnerReservationView.pinLock`). */
  async state(wishId: number): Promise<PinLockState> {
    const [lockRows, dayTimes] = await Promise.all([
      this.dataSource.query('SELECT wish_id FROM `wish_pin_lock` WHERE wish_id = ?', [wishId]) as Promise<unknown[]>,
      this.attempts.times(RESERVATION_SCOPE, wishSubject(wishId), LIMITS.reservationDayWindowMs),
    ]);
    const lockedUntilUnlocked = lockRows.length > 0;
    const end = shortLockEnd(dayTimes);
    const inShortLock = !!end && end.getTime() > this.attempts.now().getTime();
    return {
      locked: lockedUntilUnlocked || inShortLock,
      lockedUntilUnlocked,
      lockedUntil: !lockedUntilUnlocked && inShortLock ? end.toISOString() : null,
      failedAttempts24h: dayTimes.length,
    };
  }

  /**
   * Which of the wishes `wishIds` are locked at `now` (until unlocked, or in the 15-minute lock): the
   * owner's wish editor shows it (`pinLocked`). Two indexed queries for the whole list, run together.
   */
  async lockedAmong(wishIds: number[], now = new Date()): Promise<Set<number>> {
    if (wishIds.length === 0) return new Set();
    const marks = wishIds.map(() => '?').join(', ');
    const subjects = wishIds.map(wishSubject);
    const [locks, failures] = await Promise.all([
      this.dataSource.query(`SELECT wish_id FROM \`wish_pin_lock\` WHERE wish_id IN (${marks})`, wishIds) as Promise<Array<{ wish_id: number }>>,
      this.dataSource.query(
        `SELECT subject, created_at FROM \`auth_attempt\` WHERE scope = ? AND subject IN (${marks}) AND created_at > ? ORDER BY created_at`,
        [RESERVATION_SCOPE, ...subjects, sqlTimestamp(new Date(now.getTime() - 2 * LIMITS.reservationLockMs))],
      ) as Promise<Array<{ subject: string; created_at: Date | string }>>,
    ]);
    const locked = new Set(locks.map((r) => Number(r.wish_id)));
    const times = new Map<string, Date[]>();
    for (const row of failures) times.set(row.subject, [...(times.get(row.subject) ?? []), fromSqlTimestamp(row.created_at)]);
    for (const wishId of wishIds) {
      const end = shortLockEnd(times.get(wishSubject(wishId)) ?? []);
      if (end && end.getTime() > now.getTime()) locked.add(wishId);
    }
    return locked;
  }

  /**
   * Deletes the PIN failure counters of the wishes `wishIds` inside `manager`'s transaction (a withdrawal,
   * ARCHITECTURE §4.21); their `wish_pin_lock` rows go with the wishes (foreign key).
   */
  async forgetFailures(manager: EntityManager, wishIds: number[]): Promise<void> {
    const subjects = wishIds.map(wishSubject);
    for (let i = 0; i < subjects.length; i += 500) {
      const chunk = subjects.slice(i, i + 500);
      await manager.query(`DELETE FROM \`auth_attempt\` WHERE \`scope\` = ? AND \`subject\` IN (${chunk.map(() => '?').join(', ')})`, [
        RESERVATION_SCOPE,
        ...chunk,
      ]);
    }
  }

  /** The owner's unlock: removes both locks and forgets the wish's failures. */
  async unlock(wishId: number): Promise<void> {
    await runAtomicStatement(this.dataSource, 'DELETE FROM `wish_pin_lock` WHERE wish_id = ?', [wishId]);
    await this.attempts.clear(RESERVATION_SCOPE, wishSubject(wishId));
  }
}
