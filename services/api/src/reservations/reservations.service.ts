import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  GIFT_MSG,
  maskName,
  type OrderStatus,
  type OrderStatusResponse,
  type ReservationViewData,
  type ReserveRequest,
  type ReserveResponse,
  type ReserverNameResponse,
  RELATIVE_NOTICE_VERSION,
} from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { isForeignKeyViolation, isRetryableLockError } from '../database/db-errors';
import { readRows, sqlFlag } from '../database/read-rows';
import { EventChanged } from '../events/event-changed.service';
import { EventCircles, type OpenedPage } from '../events/event-circles.service';
import { UploadsService } from '../uploads/uploads.service';
import { transactional, type Read, type Run } from '../database/atomic-statement';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { sqlTimestamp } from '../database/sql-timestamp';
import { canUnreserve } from './order-status';
import { newReservationPublicId } from './public-id';
import { recordCancellation, setStatus } from './reservation-writes';
import {
  FREE_UNITS,
  INSERT_RESERVATION,
  RESERVATION_OF_PAGE_BY_ID,
  RESERVATIONS_OF_PAGE,
  RECEIPT_FACTS,
  RESERVE_TARGET,
  TAKE_UNITS,
  WISH_COUNTERS,
  type ReservationRow,
  type WishCounters,
} from './reservation-queries';
import { ReservationPasswordService } from './reservation-password';

/** A reservation's row after the PIN check (`id` known), with the page and circle the call's code opened (ARCHITECTURE "Two circles"). */
export type Unlocked = ReservationRow & { id: number; opened: OpenedPage };

/** Attempts of the reserve transaction when units were freed between its UPDATE and the re-read, or on a lock timeout. */
const RESERVE_ATTEMPTS = 3;

/**
 * Throws what a reserve of `quantity` units answers when the counters leave no room: 409
 * `GROUP_GIFT_NOT_RESERVABLE` for a group gift, `RESERVATION_TAKEN` when nothing remains,
 * `RESERVATION_QUANTITY_EXCEEDED` with `GIFT_MSG.quantityRemaining(n)` when fewer than `quantity` remain.
 * Returns normally when the units fit.
 */
export function assertUnitsFit(counters: WishCounters, quantity: number): void {
  if (sqlFlag(counters.group_gift)) throw new DomainError('GROUP_GIFT_NOT_RESERVABLE');
  const remaining = Number(counters.quantity) - Number(counters.reserved_quantity);
  if (remaining <= 0) throw new DomainError('RESERVATION_TAKEN');
  if (quantity > remaining) throw new DomainError('RESERVATION_QUANTITY_EXCEEDED', { message: GIFT_MSG.quantityRemaining(remaining) });
}

/** `GiftReserveResponse` of reservation `reservationId` (`quantity` units) with the wish's counters after the call. */
function answer(wishId: number, reservationId: string, quantity: number, counters: WishCounters): ReserveResponse {
  const reservedQuantity = Number(counters.reserved_quantity);
  return { wishId, reservationId, quantity, reservedQuantity, isReserved: reservedQuantity >= Number(counters.quantity) };
}

/**
 * The anonymous reservation calls (ARCHITECTURE §4.7–4.8, §4.22). Every call carries the news page's
 * share code: a wish is looked up by (id, code) in one query, so another page's code answers exactly
 * like an unknown wish (`WISH_NOT_FOUND`, same query, nothing changed) and wish ids cannot be probed.
 * Units: a wish has `quantity` units and several reservations may share them; `wish.reserved_quantity`
 * = the summed `quantity` of the wish's reservation rows (whatever their status: a reservation set
 * CANCELLED keeps its units until the reserver unreserves it, as a quantity-1 wish stays reserved today).
 * The database decides: a reserve is the conditional counter UPDATE (`TAKE_UNITS`) and the INSERT in ONE
 * transaction, an unreserve the DELETE and the counter's decrement in one. Each reservation has its own
 * PIN (keyed hash of (wishId, PIN)) and its own `reservationId` (`public_id`); a PIN call compares the
 * PIN with ONE reservation: the `reservationId` it names, or — without one — the wish's only reservation
 * (`RESERVATION_ID_REQUIRED` when there are several, so a guess never tries up to 99 PINs at once). The PIN
 * lockouts stay per wish. Every write publishes `EventChanged` for the news page.
 */
@Injectable()
export class ReservationsService {
  /**
   * Tail of the in-process queue of reserve calls per wish (see `reserve`): resolves true once a call
   * of the chain has found the wish fully reserved (its own success filled it, or `RESERVATION_TAKEN`).
   */
  private readonly queues = new Map<number, Promise<boolean>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventChanged: EventChanged,
    private readonly uploads: UploadsService,
    private readonly password: ReservationPasswordService,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    private readonly circles: EventCircles,
  ) {}

  /**
   * `POST /api/wish/reserve/{wishId}` `{eventCode, reservedName, reservedEmail, reservedPassword, quantity?,
   * receiptEmail?, birthNews?, privacyConsent}` (`birthNews` kept only with a receipt address; the body pipe has refused it without the consent; the row keeps
   * `RELATIVE_NOTICE_VERSION`, ARCHITECTURE §4.24) → `GiftReserveResponse {wishId, reservationId, quantity, reservedQuantity, isReserved}` (`isReserved`:
   * the wish is fully reserved after this call); the PIN is stored as its keyed hash. One read finds the
   * wish on the page with its counters (no room → 409 at once). Then, in one transaction, `TAKE_UNITS`
   * (affected rows decide) and the INSERT; the answer's counters are read after COMMIT. Calls for one wish queue behind each other in this process,
   * and once one of them has filled the wish the rest answer 409 without another query — a fast path
   * only: across processes (and with the queue bypassed) the conditional UPDATE decides.
   * Successes are never counted against anyone (ARCHITECTURE §5).
   * @throws DomainError `WISH_NOT_FOUND` (404: unknown wish or another page's code); 409
   *   `RESERVATION_TAKEN` (nothing remains), `RESERVATION_QUANTITY_EXCEEDED` (`GIFT_MSG.quantityRemaining`),
   *   `GROUP_GIFT_NOT_RESERVABLE`.
   */
  async reserve(wishId: number, input: ReserveRequest, address: string): Promise<ReserveResponse> {
    const quantity = input.quantity ?? 1;
    // Either circle's code (ARCHITECTURE "Two circles"); an unknown or closed one answers as another page's code.
    const opened = await this.circles.find(input.eventCode);
    if (!opened) throw new DomainError('WISH_NOT_FOUND');
    const rows = await readRows<WishCounters>(this.dataSource, RESERVE_TARGET, [wishId, opened.familyCode]);
    if (rows.length === 0) throw new DomainError('WISH_NOT_FOUND');
    assertUnitsFit(rows[0], quantity);
    // The receipt address is kept (the PIN reset link goes there); the receipt itself only within the address's mail limit.
    const sendReceipt = input.receiptEmail ? await this.mail.allowFrom(address) : false;
    const result = await this.serialized(wishId, () => this.insertReservation(wishId, quantity, input, sendReceipt, opened));
    this.eventChanged.publish(opened.familyCode);
    return result;
  }

  /** The reserve transaction, retried when units were freed in between or on a lock timeout (see `reserve`). */
  private async insertReservation(wishId: number, quantity: number, input: ReserveRequest, sendReceipt: boolean, opened: OpenedPage): Promise<ReserveResponse> {
    const hash = this.password.hash(wishId, input.reservedPassword);
    for (let attempt = 1; ; attempt++) {
      const publicId = newReservationPublicId();
      const now = sqlTimestamp();
      try {
        let notified = false;
        const taken = await transactional(this.dataSource, async (run, read) => {
          if ((await run(TAKE_UNITS, [quantity, wishId, quantity])) === 0) return false;
          notified = await this.notifications.record(run, read, { kind: 'RESERVED', wishId, relativeName: input.reservedName });
          await run(INSERT_RESERVATION, [
            wishId,
            publicId,
            quantity,
            input.reservedName,
            input.reservedEmail,
            input.receiptEmail ?? null,
            input.receiptEmail && input.birthNews ? 1 : 0,
            hash,
            RELATIVE_NOTICE_VERSION,
            opened.circle,
            opened.code,
            now,
            now,
          ]);
          if (sendReceipt && input.receiptEmail)
            await this.enqueueReceipt(run, read, { wishId, publicId, quantity, eventCode: input.eventCode, to: input.receiptEmail });
          return true;
        });
        if (taken) {
          if (sendReceipt || notified) this.mail.nudge();
          // Read after COMMIT (the row lock is held no longer than the two writes): the wish as it is now.
          const [after] = await readRows<WishCounters>(this.dataSource, WISH_COUNTERS, [wishId]);
          return answer(wishId, publicId, quantity, after ?? { quantity, reserved_quantity: quantity, group_gift: 0 });
        }
      } catch (err) {
        if (isForeignKeyViolation(err)) throw new DomainError('WISH_NOT_FOUND', { cause: err });
        if (!isRetryableLockError(err) || attempt >= RESERVE_ATTEMPTS) throw err;
        continue;
      }
      // Nothing taken: read the counters as they are now and answer why (or try again if room appeared).
      const [counters] = await readRows<WishCounters>(this.dataSource, WISH_COUNTERS, [wishId]);
      if (!counters) throw new DomainError('WISH_NOT_FOUND');
      assertUnitsFit(counters, quantity);
      if (attempt >= RESERVE_ATTEMPTS) throw new DomainError('RESERVATION_TAKEN');
    }
  }

  /**
   * Enqueues the reservation's receipt (ARCHITECTURE §4.23) on the reserve transaction: the gift, the
   * units, whose news page, and the reservation's link — never the PIN, never the address. Keyed by the
   * reservation, so it is written once; beyond the recipient's limits the reservation stands without it.
   */
  private async enqueueReceipt(run: Run, read: Read, r: { wishId: number; publicId: string; quantity: number; eventCode: string; to: string }): Promise<void> {
    const [page] = await read<{ wish_title: string; page_title: string; display_name: string }>(RECEIPT_FACTS, [r.wishId]);
    if (!page) return;
    await this.mail.enqueue(run, read, {
      kind: 'reservationReceipt',
      to: r.to,
      idempotencyKey: `reservationReceipt:${r.publicId}`,
      data: {
        pageTitle: page.page_title,
        ownerDisplayName: page.display_name,
        wishTitle: page.wish_title,
        quantity: r.quantity,
        reservationUrl: this.mail.reservationUrl(r.wishId, r.eventCode, r.publicId),
      },
    });
  }

  /**
   * Runs `insert` after every earlier reserve call of the same wish in this process has settled, or
   * throws `RESERVATION_TAKEN` without running it when one of them found the wish full. The chain is
   * dropped when it drains, so a wish unreserved later is free again for the next call.
   */
  private serialized(wishId: number, insert: () => Promise<ReserveResponse>): Promise<ReserveResponse> {
    const previous = this.queues.get(wishId) ?? Promise.resolve(false);
    const run = previous.then((full) => {
      if (full) throw new DomainError('RESERVATION_TAKEN');
      return insert();
    });
    const tail = run.then(
      (result) => result.isReserved,
      (err: unknown) => err instanceof DomainError && err.code === 'RESERVATION_TAKEN',
    );
    this.queues.set(wishId, tail);
    void tail.then(() => {
      if (this.queues.get(wishId) === tail) this.queues.delete(wishId);
    });
    return run;
  }

  /**
   * `GET /api/event/fetchWishReserverName/{id}?eventCode=&reservationId=` → `{reservedName}` masked (김*수,
   * ARCHITECTURE §4.7) of that reservation, or of the wish's oldest one without `reservationId`.
   * @throws DomainError `WISH_NOT_FOUND` (404: unknown wish or another page's code), `RESERVATION_NOT_FOUND` (404).
   */
  async reserverName(wishId: number, eventCode: string, reservationId?: string): Promise<ReserverNameResponse> {
    const { rows } = await this.rowsOf(wishId, eventCode, reservationId);
    const [row] = rows;
    if (row.id === null) throw new DomainError('RESERVATION_NOT_FOUND');
    // Several relatives share the wish and none is named: whose gate this is stays unknown, so no name.
    if (reservationId === undefined && rows.length > 1) return { reservedName: '' };
    return { reservedName: maskName(row.reserved_name) };
  }

  /**
   * `POST /api/event/fetchWishReservedData/{wishId}` `{eventCode, password, reservationId?}` → the view of
   * the reservation the PIN opens (spec §3) with the parent's address, its `reservationId` and `quantity`; opened
   * with the friends code, no `postCode`, `address` or `detailAddress` but the parent's `addressNote` instead, and
   * `eventCode` is always the code the call carried (ARCHITECTURE "Two circles").
   * Never another reservation's details: each is opened only by its own PIN. `reservationId` is required
   * when the wish has more than one reservation.
   * @throws DomainError `RESERVATION_ID_REQUIRED` (400); `WISH_NOT_FOUND`, `RESERVATION_NOT_FOUND` (404); `RESERVATION_PIN_WRONG` (401);
   *   `RESERVATION_LOCKED`, `RESERVATION_LOCKED_UNTIL_UNLOCKED`, `ATTEMPT_BUDGET_EXCEEDED` (429).
   */
  async viewData(wishId: number, eventCode: string, pin: string, address: string, reservationId?: string): Promise<ReservationViewData> {
    const row = await this.unlock(wishId, eventCode, pin, address, reservationId);
    const view = {
      eventOwnerDisplayName: row.display_name,
      wishTitle: row.title,
      wishDescription: row.description,
      wishImageUrl: this.uploads.imageUrl(row.image_path),
      wishLink: row.link,
      eventCode: row.opened.code,
      orderStatus: row.order_status,
      reservationId: row.public_id,
      quantity: Number(row.quantity),
    };
    if (row.opened.circle === 'FRIENDS') return { ...view, addressNote: row.opened.addressNote };
    return { ...view, postCode: row.post_code, address: row.address, detailAddress: row.detail_address };
  }

  /**
   * `POST /api/wish/unreserve/{wishId}` `{eventCode, password, reservationId?}` → `GiftReserveResponse` of
   * the removed reservation (`reservedQuantity`/`isReserved` of the wish after it). In one transaction:
   * the DELETE, the counter's decrement by exactly this reservation's units, and the cancellation kept
   * for the owner (`reservation_cancellation`).
   * @throws as `viewData`; DomainError `RESERVATION_STATUS_INVALID` (409) once delivered.
   */
  async unreserve(wishId: number, eventCode: string, pin: string, address: string, reservationId?: string): Promise<ReserveResponse> {
    const row = await this.unlock(wishId, eventCode, pin, address, reservationId);
    if (!canUnreserve(row.order_status)) throw new DomainError('RESERVATION_STATUS_INVALID');
    const units = Number(row.quantity);
    let notified = false;
    const after = await transactional(this.dataSource, async (run, read) => {
      const deleted = await run("DELETE FROM `reservation` WHERE id = ? AND order_status <> 'DELIVERED'", [row.id]);
      if (deleted === 0) throw new DomainError('RESERVATION_NOT_FOUND');
      await run(FREE_UNITS, [units, wishId]);
      // A reservation already set CANCELLED was announced then; its removal is not a second cancellation.
      if (row.order_status !== 'CANCELLED')
        notified = await this.notifications.record(run, read, { kind: 'CANCELLED', wishId, relativeName: row.reserved_name });
      await recordCancellation(run, wishId, row);
      const [counters] = await read<WishCounters>(WISH_COUNTERS, [wishId]);
      return counters;
    });
    if (notified) this.notifications.nudge();
    this.eventChanged.publish(row.code);
    return answer(wishId, row.public_id, units, after);
  }

  /**
   * `POST /api/wish/orderStatus/{wishId}` `{eventCode, password, orderStatus, reservationId?}`: the reserver
   * sets SHIPPING or CANCELLED on the reservation the PIN opens (a cancellation is kept for the owner;
   * its units stay taken until the reserver unreserves, as before quantities).
   * @throws as `viewData`; DomainError `RESERVATION_STATUS_INVALID` (409) from a final status.
   */
  async setByReserver(
    wishId: number,
    eventCode: string,
    pin: string,
    status: 'SHIPPING' | 'CANCELLED',
    address: string,
    reservationId?: string,
  ): Promise<OrderStatusResponse> {
    const row = await this.unlock(wishId, eventCode, pin, address, reservationId);
    let notified = false;
    await setStatus(this.dataSource, { ...row, wishId }, 'reserver', status, async (run, read) => {
      notified = await this.notifications.record(run, read, { kind: 'CANCELLED', wishId, relativeName: row.reserved_name });
    });
    if (notified) this.notifications.nudge();
    this.eventChanged.publish(row.code);
    return { wishId, orderStatus: status as OrderStatus };
  }

  /**
   * The wish's rows for (id, code): every reservation oldest first, or only `reservationId`'s; one row
   * with `id` null when none. `WISH_NOT_FOUND` — the same answer for an unknown wish and a wrong code.
   */
  private async rowsOf(wishId: number, eventCode: string, reservationId?: string): Promise<{ rows: ReservationRow[]; opened: OpenedPage }> {
    // Either circle's code; a named reservation also takes the code it was made under (ARCHITECTURE "Two circles").
    const opened = await this.circles.find(eventCode, reservationId === undefined ? undefined : { kind: 'reservation', publicId: reservationId, wishId });
    if (!opened) throw new DomainError('WISH_NOT_FOUND');
    const rows: ReservationRow[] =
      reservationId === undefined
        ? await this.dataSource.query(RESERVATIONS_OF_PAGE, [wishId, opened.familyCode])
        : await this.dataSource.query(RESERVATION_OF_PAGE_BY_ID, [reservationId, wishId, opened.familyCode]);
    if (!rows[0]) throw new DomainError('WISH_NOT_FOUND');
    return { rows, opened };
  }

  /**
   * Loads the wish's reservations by (id, code[, reservationId]) and returns the one reservation the PIN is
   * compared with, once the PIN opens it (with the locks): the named one, or the wish's only one. A PIN is
   * never tried against several reservations (ARCHITECTURE §4.7, §4.22): without `reservationId` on a wish
   * with more than one reservation the call is refused before any attempt is counted.
   * Also the PIN check of the relative's erase (`ReservationEraseService`, ARCHITECTURE §4.24).
   * @throws DomainError `WISH_NOT_FOUND`, `RESERVATION_NOT_FOUND` (404), `RESERVATION_ID_REQUIRED` (400), and as `ReservationPasswordService.check`.
   */
  async unlock(wishId: number, eventCode: string, pin: string, address: string, reservationId?: string): Promise<Unlocked> {
    const { rows, opened } = await this.rowsOf(wishId, eventCode, reservationId);
    if (rows[0].id === null) throw new DomainError('RESERVATION_NOT_FOUND');
    if (rows.length > 1) throw new DomainError('RESERVATION_ID_REQUIRED', { detail: `${rows.length} reservations` });
    const candidate = { ...rows[0], id: Number(rows[0].id), opened };
    await this.password.check(wishId, candidate.id, candidate.password_hash, pin, address);
    return candidate;
  }
}
