import type { OrderStatus } from '@babynews/contracts';
import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { transactional, type Read, type Run } from '../database/atomic-statement';
import { isUniqueViolation } from '../database/db-errors';
import { fromSqlTimestamp, sqlTimestamp } from '../database/sql-timestamp';
import { allowedFrom } from './order-status';
import { INSERT_CANCELLATION } from './reservation-queries';
import { ReservationEntity } from './reservation.entity';

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
 * (no lost update); moving to CANCELLED records the cancellation in the same transaction, and runs
 * `onCancelled` there (the owner's notification, ARCHITECTURE §4.23).
 * @throws DomainError `RESERVATION_NOT_FOUND` (404) when the reservation is gone,
 *   `RESERVATION_STATUS_INVALID` (409) when the change is not allowed from its status.
 */
export async function setStatus(
  dataSource: DataSource,
  reservation: ReservationRef,
  actor: 'reserver' | 'owner',
  to: OrderStatus,
  onCancelled?: (run: Run, read: Read) => Promise<void>,
): Promise<void> {
  const from = allowedFrom(actor, to);
  const placeholders = from.map(() => '?').join(', ');
  const changed = await transactional(dataSource, async (run, read) => {
    const affected = await run(`UPDATE \`reservation\` SET order_status = ?, updated_at = ? WHERE id = ? AND order_status IN (${placeholders})`, [
      to,
      sqlTimestamp(),
      reservation.id,
      ...from,
    ]);
    if (affected > 0 && to === 'CANCELLED') {
      await recordCancellation(run, reservation.wishId, reservation);
      await onCancelled?.(run, read);
    }
    return affected;
  });
  if (changed > 0) return;
  const exists = await dataSource.getRepository(ReservationEntity).existsBy({ id: reservation.id });
  throw new DomainError(exists ? 'RESERVATION_STATUS_INVALID' : 'RESERVATION_NOT_FOUND');
}
