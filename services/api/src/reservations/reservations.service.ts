import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  maskName,
  type OrderStatus,
  type OrderStatusResponse,
  type ReservationViewData,
  type ReserveRequest,
  type ReserveResponse,
  type ReserverNameResponse,
} from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { isForeignKeyViolation, isRetryableLockError, isUniqueViolation } from '../database/db-errors';
import { readRows } from '../database/read-rows';
import { NewsChanged } from '../events/news-changed';
import { UploadsService } from '../uploads/uploads.service';
import { runAtomicStatement, sqlTimestamp } from './atomic-statement';
import { canUnreserve } from './order-status';
import { recordCancellation, setStatus, transactional } from './reservation-writes';
import { INSERT_RESERVATION, RESERVATION_OF_PAGE, RESERVE_TARGET, type ReservationRow } from './reservation-queries';
import { ReservationPasswordService } from './reservation-password';

/** A reserved wish's row after the PIN check (`id` known). */
type Unlocked = ReservationRow & { id: number };

/**
 * The anonymous reservation calls (ARCHITECTURE §4.7–4.8). Every call carries the news page's share code:
 * a wish is looked up by (id, code) in one query, so another page's code answers exactly like an
 * unknown wish (`WISH_NOT_FOUND`, same query, nothing changed) and wish ids cannot be probed.
 * Exactly-once: a wish is reserved exactly when its `reservation` row exists and `wish_id` is
 * unique — the database admits one INSERT per wish however many run at once. Every write
 * publishes `NewsChanged` for the news page.
 */
@Injectable()
export class ReservationsService {
  /**
   * Tail of the in-process queue of reserve calls per wish (see `reserve`): resolves true once a call
   * of the chain has reserved the wish (or found it taken by the unique index).
   */
  private readonly queues = new Map<number, Promise<boolean>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly newsChanged: NewsChanged,
    private readonly uploads: UploadsService,
    private readonly password: ReservationPasswordService,
  ) {}

  /**
   * `POST /api/wish/reserve/{wishId}` `{eventCode, reservedName, reservedEmail, reservedPassword}` →
   * `{wishId, isReserved: true}`; the PIN is stored as its keyed hash. One read finds the wish on the
   * page with its reservation (taken → 409 at once). Calls for one free wish queue behind each other in
   * this process: once one of them has reserved it, the rest answer 409 without another query; across
   * processes the unique index decides. Successes are never counted against anyone (ARCHITECTURE §5).
   * Each call costs one SELECT, plus one INSERT for the first of a wish (ARCHITECTURE §4.7).
   * @throws DomainError `WISH_NOT_FOUND` (404: unknown wish or another page's code), `RESERVATION_TAKEN` (409).
   */
  async reserve(wishId: number, input: ReserveRequest): Promise<ReserveResponse> {
    const rows = await readRows<{ id: number; reservation_id: number | null }>(this.dataSource, RESERVE_TARGET, [wishId, input.eventCode]);
    if (rows.length === 0) throw new DomainError('WISH_NOT_FOUND');
    if (rows[0].reservation_id !== null) throw new DomainError('RESERVATION_TAKEN');
    await this.serialized(wishId, () => this.insertReservation(wishId, input));
    this.newsChanged.publish(input.eventCode);
    return { wishId, isReserved: true };
  }

  private async insertReservation(wishId: number, input: ReserveRequest): Promise<void> {
    const hash = this.password.hash(wishId, input.reservedPassword);
    const now = sqlTimestamp();
    for (let attempt = 0; ; attempt++) {
      try {
        await runAtomicStatement(this.dataSource, INSERT_RESERVATION, [wishId, input.reservedName, input.reservedEmail, hash, now, now]);
        return;
      } catch (err) {
        if (isUniqueViolation(err)) throw new DomainError('RESERVATION_TAKEN', { cause: err });
        if (isForeignKeyViolation(err)) throw new DomainError('WISH_NOT_FOUND', { cause: err });
        if (!isRetryableLockError(err) || attempt >= 2) throw err;
      }
    }
  }

  /**
   * Runs `insert` after every earlier reserve call of the same wish in this process has settled, or
   * throws `RESERVATION_TAKEN` without running it when one of them reserved the wish. The chain is
   * dropped when it drains, so a wish unreserved later is free again for the next call.
   */
  private serialized(wishId: number, insert: () => Promise<void>): Promise<void> {
    const previous = this.queues.get(wishId) ?? Promise.resolve(false);
    const run = previous.then((taken) => {
      if (taken) throw new DomainError('RESERVATION_TAKEN');
      return insert();
    });
    const tail = run.then(
      () => true,
      (err: unknown) => err instanceof DomainError && err.code === 'RESERVATION_TAKEN',
    );
    this.queues.set(wishId, tail);
    void tail.then(() => {
      if (this.queues.get(wishId) === tail) this.queues.delete(wishId);
    });
    return run;
  }

  /**
   * `GET /api/event/fetchWishReserverName/{id}?eventCode=` → `{reservedName}` masked (김*수, ARCHITECTURE §4.7).
   * @throws DomainError `WISH_NOT_FOUND` (404: unknown wish or another page's code), `RESERVATION_NOT_FOUND` (404).
   */
  async reserverName(wishId: number, eventCode: string): Promise<ReserverNameResponse> {
    const row = await this.rowOf(wishId, eventCode);
    if (row.id === null) throw new DomainError('RESERVATION_NOT_FOUND');
    return { reservedName: maskName(row.reserved_name) };
  }

  /**
   * `POST /api/event/fetchWishReservedData/{wishId}` `{eventCode, password}` → the reservation view
   * (spec §3) with the parent's address.
   * @throws DomainError `WISH_NOT_FOUND`, `RESERVATION_NOT_FOUND` (404); `RESERVATION_PIN_WRONG` (401);
   *   `RESERVATION_LOCKED`, `RESERVATION_LOCKED_UNTIL_UNLOCKED`, `ATTEMPT_BUDGET_EXCEEDED` (429).
   */
  async viewData(wishId: number, eventCode: string, pin: string, address: string): Promise<ReservationViewData> {
    const row = await this.unlock(wishId, eventCode, pin, address);
    return {
      eventOwnerDisplayName: row.display_name,
      wishTitle: row.title,
      wishDescription: row.description,
      wishImageUrl: this.uploads.imageUrl(row.image_path),
      wishLink: row.link,
      postCode: row.post_code,
      address: row.address,
      detailAddress: row.detail_address,
      eventCode: row.code,
      orderStatus: row.order_status,
    };
  }

  /**
   * `POST /api/wish/unreserve/{wishId}` `{eventCode, password}` → `{wishId, isReserved: false}`; the
   * cancelled reservation is kept for the owner (`reservation_cancellation`) in the same transaction.
   * @throws as `viewData`; DomainError `RESERVATION_STATUS_INVALID` (409) once delivered.
   */
  async unreserve(wishId: number, eventCode: string, pin: string, address: string): Promise<ReserveResponse> {
    const row = await this.unlock(wishId, eventCode, pin, address);
    if (!canUnreserve(row.order_status)) throw new DomainError('RESERVATION_STATUS_INVALID');
    await transactional(this.dataSource, async (run) => {
      const deleted = await run("DELETE FROM `reservation` WHERE id = ? AND order_status <> 'DELIVERED'", [row.id]);
      if (deleted === 0) throw new DomainError('RESERVATION_NOT_FOUND');
      await recordCancellation(run, wishId, row);
    });
    this.newsChanged.publish(row.code);
    return { wishId, isReserved: false };
  }

  /**
   * `POST /api/wish/orderStatus/{wishId}` `{eventCode, password, orderStatus}`: the reserver sets
   * SHIPPING or CANCELLED (a cancellation is kept for the owner).
   * @throws as `viewData`; DomainError `RESERVATION_STATUS_INVALID` (409) from a final status.
   */
  async setByReserver(wishId: number, eventCode: string, pin: string, status: 'SHIPPING' | 'CANCELLED', address: string): Promise<OrderStatusResponse> {
    const row = await this.unlock(wishId, eventCode, pin, address);
    await setStatus(this.dataSource, { ...row, wishId }, 'reserver', status);
    this.newsChanged.publish(row.code);
    return { wishId, orderStatus: status as OrderStatus };
  }

  /** The wish's row for (id, code), or `WISH_NOT_FOUND` — the same answer for an unknown wish and a wrong code. */
  private async rowOf(wishId: number, eventCode: string): Promise<ReservationRow> {
    const rows: ReservationRow[] = await this.dataSource.query(RESERVATION_OF_PAGE, [wishId, eventCode]);
    if (!rows[0]) throw new DomainError('WISH_NOT_FOUND');
    return rows[0];
  }

  /** Loads the reserved wish by (id, code) and checks the PIN with the locks. */
  private async unlock(wishId: number, eventCode: string, pin: string, address: string): Promise<Unlocked> {
    const row = await this.rowOf(wishId, eventCode);
    if (row.id === null) throw new DomainError('RESERVATION_NOT_FOUND');
    const id = Number(row.id);
    await this.password.check(wishId, id, pin, row.password_hash, address);
    return { ...row, id };
  }
}
