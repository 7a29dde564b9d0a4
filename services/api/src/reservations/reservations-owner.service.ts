import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  effectiveRevealAt,
  type CancelledReservation,
  type OrderStatusResponse,
  type OwnerReservationDetails,
  type OwnerReservationRow,
  type PinUnlockResponse,
  type ThankedResponse,
  type WishOwner,
} from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { EventChanged } from '../events/event-changed.service';
import { SurpriseGate } from '../events/surprise-gate.service';
import { WishesService } from '../wishes/wishes.service';
import { fromSqlTimestamp } from '../database/sql-timestamp';
import { PinLocks } from '../pins/pin-locks.service';
import { CANCELLATIONS_OF_WISH } from './reservation-queries';
import { setStatus } from './reservation-writes';
import { ReservationEntity } from './reservation.entity';

/** The news page owner's reservation calls (ARCHITECTURE §4.7–4.8); every one loads the wish by (id, owner). */
@Injectable()
export class ReservationsOwnerService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventChanged: EventChanged,
    private readonly wishes: WishesService,
    private readonly locks: PinLocks,
    private readonly surprise: SurpriseGate,
  ) {}

  /**
   * `GET /api/wish/reservation/{wishId}` → `OwnerReservationView`, 200 also when nothing is reserved
   * now: `quantity`, `reservedQuantity`, every live reservation oldest first (`reservations`), the
   * top-level fields of the first of them (nulls when free), the cancelled ones newest first, the PIN lock.
   * Surprise mode (ARCHITECTURE §4.20): while `SurpriseGate.hidden`, no name or contact leaves here —
   * `reservedName`/`reservedEmail` null at the top and in every row, cancelled reservations with '' for
   * both; `reserversHidden` true.
   * @throws DomainError `WISH_NOT_FOUND` (404), `NOT_OWNER` (403).
   */
  async view(memberId: number, wishId: number): Promise<OwnerReservationDetails> {
    const { wish } = await this.wishes.findOwned(memberId, wishId);
    const [live, cancelled, pinLock] = await Promise.all([this.reservationsOf(wishId), this.cancellations(wishId), this.locks.state(wishId)]);
    const hidden = !!wish.event && this.surprise.hidden(wish.event);
    const first = live[0] as ReservationEntity | undefined;
    const reservations: OwnerReservationRow[] = live.map((r) => ({
      reservationId: r.publicId,
      reservedName: hidden ? null : r.reservedName,
      reservedEmail: hidden ? null : r.reservedEmail,
      reservedAt: r.createdAt.toISOString(),
      quantity: r.quantity,
      orderStatus: r.orderStatus,
      thanked: !!r.thanked,
    }));
    return {
      wishTitle: wish.title,
      wishLink: wish.link,
      reservedName: hidden ? null : (first?.reservedName ?? null),
      reservedEmail: hidden ? null : (first?.reservedEmail ?? null),
      reservedAt: first ? first.createdAt.toISOString() : null,
      orderStatus: first?.orderStatus ?? null,
      cancelledReservations: hidden ? cancelled.map((c) => ({ ...c, reservedName: '', reservedEmail: '' })) : cancelled,
      pinLock,
      reserversHidden: hidden,
      revealDay: wish.event ? effectiveRevealAt(wish.event) : null,
      thanked: !!first?.thanked,
      quantity: wish.quantity,
      reservedQuantity: wish.reservedQuantity,
      reservations,
    };
  }

  /**
   * Adds what the owner's wish editor shows about reservations (ARCHITECTURE §4.7) to the owner's wish list
   * of `GET /api/event/fetchInfoByCode/{code}`: `cancelledReservationCount` (rows of
   * `reservation_cancellation`) and `pinLocked` (`PinLocks.lockedAmong` at `now`). Three indexed queries for
   * the whole list, run together; the input is not modified.
   */
  async withOwnerExtras<T extends WishOwner>(wishes: T[], now = new Date()): Promise<T[]> {
    if (wishes.length === 0) return wishes;
    const ids = wishes.map((w) => w.id);
    const marks = ids.map(() => '?').join(', ');
    const [cancelled, locked] = await Promise.all([
      this.dataSource.query(`SELECT wish_id, COUNT(*) AS n FROM \`reservation_cancellation\` WHERE wish_id IN (${marks}) GROUP BY wish_id`, ids) as Promise<
        Array<{ wish_id: number; n: number | string }>
      >,
      this.locks.lockedAmong(ids, now),
    ]);
    const counts = new Map(cancelled.map((r) => [Number(r.wish_id), Number(r.n)]));
    return wishes.map((wish) => ({ ...wish, cancelledReservationCount: counts.get(wish.id) ?? 0, pinLocked: locked.has(wish.id) }));
  }

  /**
   * `PUT /api/wish/reservation/{wishId}/thanked {thanked, reservationId?}` → `{wishId, thanked}` (plus
   * `reservationId` when the call named one):
   * the owner's thank-you mark on that reservation (absent: the wish's first) (ARCHITECTURE §4.20, §4.22).
   * Not shown on the news page, so no `EventChanged`.
   * @throws DomainError `WISH_NOT_FOUND`, `RESERVATION_NOT_FOUND` (404); `NOT_OWNER` (403).
   */
  async setThanked(memberId: number, wishId: number, thanked: boolean, reservationId?: string): Promise<ThankedResponse> {
    await this.wishes.findOwned(memberId, wishId);
    const reservation = await this.reservationOf(wishId, reservationId);
    if (!reservation) throw new DomainError('RESERVATION_NOT_FOUND');
    const result = await this.dataSource.getRepository(ReservationEntity).update({ id: reservation.id, wishId }, { thanked });
    if (!result.affected) throw new DomainError('RESERVATION_NOT_FOUND');
    return reservationId === undefined ? { wishId, thanked } : { wishId, reservationId: reservation.publicId, thanked };
  }

  /**
   * `POST /api/wish/reservation/{wishId}/unlock` → `{wishId, unlocked: true}`: clears both PIN locks
   * of the wish and its counted failures.
   * @throws DomainError `WISH_NOT_FOUND` (404), `NOT_OWNER` (403).
   */
  async unlock(memberId: number, wishId: number): Promise<PinUnlockResponse> {
    await this.wishes.findOwned(memberId, wishId);
    await this.locks.unlock(wishId);
    return { wishId, unlocked: true };
  }

  /**
   * `PUT /api/wish/reservation/{wishId}/status {orderStatus: 'DELIVERED', reservationId?}`: the owner marks
   * that reservation's gift delivered (absent: the wish's first reservation).
   * @throws DomainError `WISH_NOT_FOUND`, `RESERVATION_NOT_FOUND` (404); `NOT_OWNER` (403);
   *   `RESERVATION_STATUS_INVALID` (409) from CANCELLED.
   */
  async setDelivered(memberId: number, wishId: number, reservationId?: string): Promise<OrderStatusResponse> {
    const { eventCode } = await this.wishes.findOwned(memberId, wishId);
    const reservation = await this.reservationOf(wishId, reservationId);
    if (!reservation) throw new DomainError('RESERVATION_NOT_FOUND');
    await setStatus(
      this.dataSource,
      { id: reservation.id, wishId, reserved_name: reservation.reservedName, reserved_email: reservation.reservedEmail, created_at: reservation.createdAt },
      'owner',
      'DELIVERED',
    );
    this.eventChanged.publish(eventCode);
    return { wishId, orderStatus: 'DELIVERED' };
  }

  /** Reservation `reservationId` of the wish, or its first (oldest) without an id; null when none. */
  private reservationOf(wishId: number, reservationId?: string): Promise<ReservationEntity | null> {
    const where = reservationId === undefined ? { wishId } : { wishId, publicId: reservationId };
    return this.dataSource.getRepository(ReservationEntity).findOne({ where, order: { id: 'ASC' } });
  }

  /** Every reservation of the wish, oldest first. */
  private reservationsOf(wishId: number): Promise<ReservationEntity[]> {
    return this.dataSource.getRepository(ReservationEntity).find({ where: { wishId }, order: { id: 'ASC' } });
  }

  private async cancellations(wishId: number): Promise<CancelledReservation[]> {
    const rows: Array<{ reserved_name: string; reserved_email: string; reserved_at: Date | string; cancelled_at: Date | string }> = await this.dataSource.query(
      CANCELLATIONS_OF_WISH,
      [wishId],
    );
    return rows.map((r) => ({
      reservedName: r.reserved_name,
      reservedEmail: r.reserved_email,
      reservedAt: fromSqlTimestamp(r.reserved_at).toISOString(),
      cancelledAt: fromSqlTimestamp(r.cancelled_at).toISOString(),
    }));
  }
}
