import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MSG, type OrderStatus, type OrderStatusResponse, type OwnerReservationView, type ReservationViewData, type ReserveRequest, type ReserveResponse, type ReserverNameResponse } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { isForeignKeyViolation, isUniqueViolation } from '../database/db-errors';
import { EventsCache } from '../events/events.cache';
import { UploadsService } from '../uploads/uploads.service';
import { WishesService } from '../wishes/wishes.service';
import { isRetryableLockError } from '../database/db-errors';
import { runAtomicStatement, sqlTimestamp } from './atomic-statement';
import { allowedFrom, canUnreserve } from './order-status';
import { ReservationEntity } from './reservation.entity';
import { ReservationPasswordService } from './reservation-password';

const INSERT_RESERVATION = `INSERT INTO \`reservation\` (wish_id, reserved_name, reserved_email, password_hash, order_status, created_at, updated_at)
  VALUES (?, ?, ?, ?, 'PREPARING', ?, ?)`;

/** Reservation with what the reservation view shows (one join: wish, news page, owner). */
interface ReservationRow {
  id: number;
  password_hash: string;
  order_status: OrderStatus;
  title: string;
  description: string;
  image_path: string | null;
  link: string;
  code: string;
  post_code: string;
  address: string;
  detail_address: string;
  display_name: string;
}

const RESERVATION_BY_WISH = `SELECT r.id, r.password_hash, r.order_status, w.title, w.description, w.image_path, w.link,
  e.code, e.post_code, e.address, e.detail_address, m.display_name
  FROM \`reservation\` r JOIN \`wish\` w ON w.id = r.wish_id JOIN \`event\` e ON e.id = w.event_id JOIN \`member\` m ON m.id = e.owner_id
  WHERE r.wish_id = ?`;

/**
 * Reservations without an account (DESIGN §4.7–4.8). Exactly-once: a wish is reserved exactly
 * when its `reservation` row exists, and `reservation.wish_id` is unique — the database admits
 * one INSERT per wish however many run at once (never find-then-save). Every write invalidates the
 * news page's cache entry.
 */
@Injectable()
export class ReservationsService {
  /** Tail of the in-process queue of reserve calls per wish (see `reserve`). */
  private readonly queues = new Map<number, Promise<void>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: EventsCache,
    private readonly wishes: WishesService,
    private readonly uploads: UploadsService,
    private readonly password: ReservationPasswordService,
  ) {}

  /**
   * `POST /api/wish/reserve/{wishId}` → `{wishId, isReserved: true}`; the password is stored hashed.
   * Calls for the same wish queue behind each other in this process, so once one has won the
   * others answer 409 without spending a slow hash; across processes the unique index decides.
   * @throws NotFoundException 404 `MSG.wish.notFound`; ConflictException 409 `MSG.reserve.alreadyReserved`.
   */
  async reserve(wishId: number, input: ReserveRequest): Promise<ReserveResponse> {
    const found = await this.wishes.find(wishId);
    if (!found) throw new NotFoundException(MSG.wish.notFound);
    await this.serialized(wishId, () => this.insertReservation(wishId, input));
    this.cache.invalidate(found.eventCode);
    return { wishId, isReserved: true };
  }

  private async insertReservation(wishId: number, input: ReserveRequest): Promise<void> {
    // Fast answer for a wish that is already taken (saves a slow hash); the INSERT below decides.
    if (await this.reservationOf(wishId)) throw new ConflictException(MSG.reserve.alreadyReserved);
    const hash = await this.password.hash(input.reservedPassword);
    const now = sqlTimestamp();
    for (let attempt = 0; ; attempt++) {
      try {
        await runAtomicStatement(this.dataSource, INSERT_RESERVATION, [wishId, input.reservedName, input.reservedEmail, hash, now, now]);
        return;
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictException(MSG.reserve.alreadyReserved);
        if (isForeignKeyViolation(err)) throw new NotFoundException(MSG.wish.notFound);
        if (!isRetryableLockError(err) || attempt >= 2) throw err;
      }
    }
  }

  /** Runs `task` after every earlier task of the same wish in this process has settled. */
  private serialized<T>(wishId: number, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(wishId) ?? Promise.resolve();
    const run = previous.then(task);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(wishId, tail);
    void tail.then(() => {
      if (this.queues.get(wishId) === tail) this.queues.delete(wishId);
    });
    return run;
  }

  /**
   * `GET /api/event/fetchWishReserverName/{id}` → `{reservedName}` (the password gate's title).
   * @throws NotFoundException 404 `MSG.reserve.notReserved`.
   */
  async reserverName(wishId: number): Promise<ReserverNameResponse> {
    const reservation = await this.reservationOf(wishId);
    if (!reservation) throw new NotFoundException(MSG.reserve.notReserved);
    return { reservedName: reservation.reservedName };
  }

  /**
   * `POST /api/event/fetchWishReservedData/{wishId} {password}` → the reservation view (spec §3).
   * @throws NotFoundException 404 `MSG.reserve.notReserved`; 401 wrong password; 429 locked.
   */
  async viewData(wishId: number, password: string): Promise<ReservationViewData> {
    const row = await this.unlock(wishId, password);
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
   * `POST /api/wish/unreserve/{wishId} {password}` → `{wishId, isReserved: false}` (DESIGN §4.7).
   * @throws NotFoundException 404; 401; 429; ConflictException 409 `MSG.reserve.statusInvalid` once delivered.
   */
  async unreserve(wishId: number, password: string): Promise<ReserveResponse> {
    const row = await this.unlock(wishId, password);
    if (!canUnreserve(row.order_status)) throw new ConflictException(MSG.reserve.statusInvalid);
    const deleted = await runAtomicStatement(this.dataSource, "DELETE FROM `reservation` WHERE id = ? AND order_status <> 'DELIVERED'", [row.id]);
    if (deleted === 0) throw new NotFoundException(MSG.reserve.notReserved);
    this.cache.invalidate(row.code);
    return { wishId, isReserved: false };
  }

  /**
   * `POST /api/wish/orderStatus/{wishId} {password, orderStatus}`: the reserver sets SHIPPING or CANCELLED.
   * @throws NotFoundException 404; 401; 429; ConflictException 409 `MSG.reserve.statusInvalid` from a final state.
   */
  async setByReserver(wishId: number, password: string, status: 'SHIPPING' | 'CANCELLED'): Promise<OrderStatusResponse> {
    const row = await this.unlock(wishId, password);
    return this.changeStatus(wishId, row.id, row.code, 'reserver', status);
  }

  /**
   * `GET /api/wish/reservation/{wishId}`: the owner's view of a reservation (DESIGN §4.7).
   * @throws NotFoundException 404 `MSG.wish.notFound` / `MSG.reserve.notReserved`; ForbiddenException 403.
   */
  async ownerView(memberId: number, wishId: number): Promise<OwnerReservationView> {
    const { wish } = await this.wishes.findOwned(memberId, wishId);
    const reservation = await this.reservationOf(wishId);
    if (!reservation) throw new NotFoundException(MSG.reserve.notReserved);
    return {
      reservedName: reservation.reservedName,
      reservedEmail: reservation.reservedEmail,
      reservedAt: reservation.createdAt.toISOString(),
      orderStatus: reservation.orderStatus,
      wishTitle: wish.title,
      wishLink: wish.link,
    };
  }

  /**
   * `PUT /api/wish/reservation/{wishId}/status {orderStatus: 'DELIVERED'}`: the owner marks the gift delivered.
   * @throws NotFoundException 404; ForbiddenException 403; ConflictException 409 from CANCELLED.
   */
  async setByOwner(memberId: number, wishId: number): Promise<OrderStatusResponse> {
    const { eventCode } = await this.wishes.findOwned(memberId, wishId);
    const reservation = await this.reservationOf(wishId);
    if (!reservation) throw new NotFoundException(MSG.reserve.notReserved);
    return this.changeStatus(wishId, reservation.id, eventCode, 'owner', 'DELIVERED');
  }

  /** Conditional update: only from an allowed status, checked by affected rows (no lost update). */
  private async changeStatus(wishId: number, reservationId: number, eventCode: string, actor: 'reserver' | 'owner', to: OrderStatus): Promise<OrderStatusResponse> {
    const from = allowedFrom(actor, to);
    const placeholders = from.map(() => '?').join(', ');
    const changed = await runAtomicStatement(
      this.dataSource,
      `UPDATE \`reservation\` SET order_status = ?, updated_at = ? WHERE id = ? AND order_status IN (${placeholders})`,
      [to, sqlTimestamp(), reservationId, ...from],
    );
    if (changed === 0) {
      if (!(await this.reservationOf(wishId))) throw new NotFoundException(MSG.reserve.notReserved);
      throw new ConflictException(MSG.reserve.statusInvalid);
    }
    this.cache.invalidate(eventCode);
    return { wishId, orderStatus: to };
  }

  /** Loads the reservation view row and checks the password with the lock. */
  private async unlock(wishId: number, password: string): Promise<ReservationRow> {
    const rows: ReservationRow[] = await this.dataSource.query(RESERVATION_BY_WISH, [wishId]);
    const row = rows[0];
    if (!row) throw new NotFoundException(MSG.reserve.notReserved);
    await this.password.check(wishId, password, row.password_hash);
    return { ...row, id: Number(row.id) };
  }

  private reservationOf(wishId: number): Promise<ReservationEntity | null> {
    return this.dataSource.getRepository(ReservationEntity).findOne({ where: { wishId } });
  }
}
