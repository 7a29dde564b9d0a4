import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  effectiveRevealAt,
  type CancelledReservation,
  type OrderStatusResponse,
  type OwnerReservationDetails,
  type PinUnlockResponse,
  type ThankedResponse,
} from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { NewsChanged } from '../events/news-changed';
import { SurpriseGate } from '../events/surprise-gate';
import { WishesService } from '../wishes/wishes.service';
import { fromSqlTimestamp } from './atomic-statement';
import { PinLocks } from './pin-locks';
import { CANCELLATIONS_OF_WISH } from './reservation-queries';
import { setStatus } from './reservation-writes';
import { ReservationEntity } from './reservation.entity';

/** The news page owner's reservation calls (ARCHITECTURE §4.7–4.8); every one loads the wish by (id, owner). */
@Injectable()
export class ReservationsOwnerService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly newsChanged: NewsChanged,
    private readonly wishes: WishesService,
    private readonly locks: PinLocks,
    private readonly surprise: SurpriseGate,
  ) {}

  /**
   * `GET /api/wish/reservation/{wishId}` → `OwnerReservationView`, 200 also when nothing is reserved
   * now: the live reservation (nulls when free), the cancelled ones newest first, the PIN lock.
   * Surprise mode (ARCHITECTURE §4.20): while `SurpriseGate.hidden`, no name or contact leaves here —
   * `reservedName`/`reservedEmail` null, cancelled reservations with '' for both; `reserversHidden` true.
   * @throws DomainError `WISH_NOT_FOUND` (404), `NOT_OWNER` (403).
   */
  async view(memberId: number, wishId: number): Promise<OwnerReservationDetails> {
    const { wish } = await this.wishes.findOwned(memberId, wishId);
    const [reservation, cancelled, pinLock] = await Promise.all([this.reservationOf(wishId), this.cancellations(wishId), this.locks.state(wishId)]);
    const hidden = !!wish.event && this.surprise.hidden(wish.event);
    return {
      wishTitle: wish.title,
      wishLink: wish.link,
      reservedName: hidden ? null : (reservation?.reservedName ?? null),
      reservedEmail: hidden ? null : (reservation?.reservedEmail ?? null),
      reservedAt: reservation ? reservation.createdAt.toISOString() : null,
      orderStatus: reservation?.orderStatus ?? null,
      cancelledReservations: hidden ? cancelled.map((c) => ({ ...c, reservedName: '', reservedEmail: '' })) : cancelled,
      pinLock,
      reserversHidden: hidden,
      revealDay: wish.event ? effectiveRevealAt(wish.event) : null,
      thanked: !!reservation?.thanked,
    };
  }

  /**
   * `PUT /api/wish/reservation/{wishId}/thanked {thanked}` → `{wishId, thanked}`: the owner's
   * thank-you mark on the live reservation (ARCHITECTURE §4.20). Not shown on the news page, so no
   * `NewsChanged`.
   * @throws DomainError `WISH_NOT_FOUND`, `RESERVATION_NOT_FOUND` (404); `NOT_OWNER` (403).
   */
  async setThanked(memberId: number, wishId: number, thanked: boolean): Promise<ThankedResponse> {
    await this.wishes.findOwned(memberId, wishId);
    const result = await this.dataSource.getRepository(ReservationEntity).update({ wishId }, { thanked });
    if (!result.affected) throw new DomainError('RESERVATION_NOT_FOUND');
    return { wishId, thanked };
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
   * `PUT /api/wish/reservation/{wishId}/status {orderStatus: 'DELIVERED'}`: the owner marks the gift delivered.
   * @throws DomainError `WISH_NOT_FOUND`, `RESERVATION_NOT_FOUND` (404); `NOT_OWNER` (403);
   *   `RESERVATION_STATUS_INVALID` (409) from CANCELLED.
   */
  async setDelivered(memberId: number, wishId: number): Promise<OrderStatusResponse> {
    const { eventCode } = await this.wishes.findOwned(memberId, wishId);
    const reservation = await this.reservationOf(wishId);
    if (!reservation) throw new DomainError('RESERVATION_NOT_FOUND');
    await setStatus(
      this.dataSource,
      { id: reservation.id, wishId, reserved_name: reservation.reservedName, reserved_email: reservation.reservedEmail, created_at: reservation.createdAt },
      'owner',
      'DELIVERED',
    );
    this.newsChanged.publish(eventCode);
    return { wishId, orderStatus: 'DELIVERED' };
  }

  private reservationOf(wishId: number): Promise<ReservationEntity | null> {
    return this.dataSource.getRepository(ReservationEntity).findOne({ where: { wishId } });
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
