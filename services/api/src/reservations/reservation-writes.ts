import type { OrderStatus } from '@babynews/contracts';
import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { isUniqueViolation } from '../database/db-errors';
import { fromSqlTimestamp, sqlTimestamp } from './atomic-statement';
import { allowedFrom } from './order-status';
import { INSERT_CANCELLATION } from './reservation-queries';

/** Runs one statement inside the current transaction and returns the affected rows. */
export type Run = (sql: string, values: unknown[]) => Promise<number>;

/** Runs one SELECT inside the current transaction and returns its rows. */
export type Read = <R>(sql: string, values: unknown[]) => Promise<R[]>;

/**
 * Runs `work` in one transaction (SQLite: serialised with other requests); any throw rolls it back.
 * `run` answers a write's affected rows, `read` a SELECT's rows (both on the transaction's connection).
 */
export function transactional<T>(dataSource: DataSource, work: (run: Run, read: Read) => Promise<T>): Promise<T> {
  return dataSource.transaction(async (manager) => {
    const runner = manager.queryRunner!;
    return work(
      async (sql, values) => Number((await runner.query(sql, values, true)).affected ?? 0),
      async <R>(sql: string, values: unknown[]) => (await runner.query(sql, values)) as R[],
    );
  });
}

/**
 * Keeps a cancelled reservation for the owner's view (ARCHITECTURE §4.7). Idempotent: a reservation
 * already recorded (set CANCELLED, then unreserved) is not listed twice.
 */
export async function recordCancellation(
  run: Run,
  wishId: number,
  reservation: { id: number; reserved_name: string; reserved_email: string; created_at: Date | string },
): Promise<void> {
  try {
    await run(INSERT_CANCELLATION, [
      wishId,
      reservation.id,
      reservation.reserved_name,
      reservation.reserved_email,
      sqlTimestamp(fromSqlTimestamp(reservation.created_at)),
      sqlTimestamp(),
    ]);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
}

/** A reservation as the status change and the cancellation record need it. */
export interface ReservationRef {
  id: number;
  wishId: number;
  reserved_name: string;
  reserved_email: string;
  created_at: Date | string;
}

/**
 * Conditional status change (ARCHITECTURE §4.8): only from an allowed status, checked by affected rows
 * (no lost update); moving to CANCELLED records the cancellation in the same transaction.
 * @throws DomainError `RESERVATION_NOT_FOUND` (404) when the reservation is gone,
 *   `RESERVATION_STATUS_INVALID` (409) when the change is not allowed from its status.
 */
export async function setStatus(dataSource: DataSource, reservation: ReservationRef, actor: 'reserver' | 'owner', to: OrderStatus): Promise<void> {
  const from = allowedFrom(actor, to);
  const placeholders = from.map(() => '?').join(', ');
  const changed = await transactional(dataSource, async (run) => {
    const affected = await run(`UPDATE \`reservation\` SET order_status = ?, updated_at = ? WHERE id = ? AND order_status IN (${placeholders})`, [
      to,
      sqlTimestamp(),
      reservation.id,
      ...from,
    ]);
    if (affected > 0 && to === 'CANCELLED') await recordCancellation(run, reservation.wishId, reservation);
    return affected;
  });
  if (changed > 0) return;
  const rows: unknown[] = await dataSource.query('SELECT id FROM `reservation` WHERE id = ?', [reservation.id]);
  throw new DomainError(rows.length === 0 ? 'RESERVATION_NOT_FOUND' : 'RESERVATION_STATUS_INVALID');
}
