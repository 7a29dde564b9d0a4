import { LIMITS, type WishOwner } from '@babynews/contracts';
import type { DataSource } from 'typeorm';
import { fromSqlTimestamp, sqlTimestamp } from './atomic-statement';
import { RESERVATION_SCOPE, shortLockEnd, wishSubject } from './pin-locks';

/**
 * Adds what the owner's wish editor shows about reservations (ARCHITECTURE §4.7) to the owner's wish list
 * of `GET /api/event/fetchInfoByCode/{code}`: `cancelledReservationCount` (rows of
 * `reservation_cancellation`) and `pinLocked` (locked until unlocked, or in the 15-minute lock at
 * `now`). Three indexed queries for the whole list; the input is not modified.
 */
export async function withReservationExtras<T extends WishOwner>(dataSource: DataSource, wishes: T[], now = new Date()): Promise<T[]> {
  if (wishes.length === 0) return wishes;
  const ids = wishes.map((w) => w.id);
  const marks = ids.map(() => '?').join(', ');
  const subjects = ids.map(wishSubject);
  const [cancelled, locks, failures] = await Promise.all([
    dataSource.query(`SELECT wish_id, COUNT(*) AS n FROM \`reservation_cancellation\` WHERE wish_id IN (${marks}) GROUP BY wish_id`, ids) as Promise<
      Array<{ wish_id: number; n: number | string }>
    >,
    dataSource.query(`SELECT wish_id FROM \`wish_pin_lock\` WHERE wish_id IN (${marks})`, ids) as Promise<Array<{ wish_id: number }>>,
    dataSource.query(`SELECT subject, created_at FROM \`auth_attempt\` WHERE scope = ? AND subject IN (${marks}) AND created_at > ? ORDER BY created_at`, [
      RESERVATION_SCOPE,
      ...subjects,
      sqlTimestamp(new Date(now.getTime() - 2 * LIMITS.reservationLockMs)),
    ]) as Promise<Array<{ subject: string; created_at: Date | string }>>,
  ]);
  const counts = new Map(cancelled.map((r) => [Number(r.wish_id), Number(r.n)]));
  const locked = new Set(locks.map((r) => Number(r.wish_id)));
  const times = new Map<string, Date[]>();
  for (const row of failures) times.set(row.subject, [...(times.get(row.subject) ?? []), fromSqlTimestamp(row.created_at)]);
  return wishes.map((wish) => {
    const end = shortLockEnd(times.get(wishSubject(wish.id)) ?? []);
    return {
      ...wish,
      cancelledReservationCount: counts.get(wish.id) ?? 0,
      pinLocked: locked.has(wish.id) || (!!end && end.getTime() > now.getTime()),
    };
  });
}
