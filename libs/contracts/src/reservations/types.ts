import type { OrderStatus } from './rules';

/** Answer shapes of reservations (spec §3, §7; ARCHITECTURE §4.7–4.8, §4.20, §4.22). Times are ISO-8601 strings in UTC. */

export interface ReservationViewData {
  eventOwnerDisplayName: string;
  wishTitle: string;
  wishDescription: string;
  wishImageUrl: string | null;
  wishLink: string;
  /** The parent's address: only through the family code (ARCHITECTURE "Two circles"). */
  postCode?: string;
  address?: string;
  detailAddress?: string;
  /** Through the friends code, instead of the address: the parent's way to send gifts, or null when unwritten. */
  addressNote?: string | null;
  /** The code the call carried (either circle's). */
  eventCode: string;
  orderStatus: OrderStatus;
  /** This reservation (ARCHITECTURE §4.22). */
  reservationId: string;
  /** Units of this reservation. */
  quantity: number;
}

/**
 * `POST /api/wish/reserve/{wishId}` → 201 and `POST /api/wish/unreserve/{wishId}` → 200:
 * `quantity` = units of this reservation; `reservedQuantity` = units of the wish reserved after the call;
 * `isReserved` = the wish is fully reserved after the call.
 */
export interface GiftReserveResponse {
  wishId: number;
  reservationId: string;
  quantity: number;
  reservedQuantity: number;
  isReserved: boolean;
}

/** `POST /api/wish/reserve/{wishId}` → 201 and `POST /api/wish/unreserve/{wishId}` → 200 (ARCHITECTURE §4.7, §4.22). */
export type ReserveResponse = GiftReserveResponse;

/**
 * `GET /api/event/fetchWishReserverName/{id}?eventCode=`: the name the password gate is titled with,
 * masked by `maskName` (김*수); the full name needs the PIN or the owner (ARCHITECTURE §4.7).
 */
export interface ReserverNameResponse {
  reservedName: string;
}

/** A reservation that was cancelled (by the reserver's unreserve or status CANCELLED), kept for the owner. */
export interface CancelledReservation {
  reservedName: string;
  /** Phone number or e-mail as the reserver typed it (trimmed). */
  reservedEmail: string;
  /** ISO-8601 UTC. */
  reservedAt: string;
  /** ISO-8601 UTC. */
  cancelledAt: string;
}

/** State of a wish's PIN lock as its owner sees it (ARCHITECTURE §4.7). */
export interface PinLockState {
  /** PIN calls are refused now (either lock). */
  locked: boolean;
  /** 20 wrong PINs in 24 hours: locked until the owner unlocks. */
  lockedUntilUnlocked: boolean;
  /** End of the 15-minute lock (ISO-8601 UTC), null when not in it or locked until unlocked. */
  lockedUntil: string | null;
  /** Wrong PINs for this wish in the last 24 hours (since the last unlock). */
  failedAttempts24h: number;
}

/**
 * `GET /api/wish/reservation/{wishId}` (event owner only, 200 even when nothing is reserved now):
 * the live reservation (all null when free), the cancelled ones newest first, and the PIN lock.
 */
export interface OwnerReservationView {
  wishTitle: string;
  wishLink: string;
  reservedName: string | null;
  /** Phone number or e-mail as the reserver typed it (trimmed). */
  reservedEmail: string | null;
  /** ISO-8601 UTC. */
  reservedAt: string | null;
  orderStatus: OrderStatus | null;
  cancelledReservations: CancelledReservation[];
  pinLock: PinLockState;
  /** Units wanted and reserved (ARCHITECTURE §4.22). */
  quantity: number;
  reservedQuantity: number;
  /** Every live reservation, oldest first; the top-level reservation fields describe the first of them. */
  reservations: OwnerReservationRow[];
}

/** One live reservation of a wish as its owner sees it (ARCHITECTURE §4.22); name/contact null while surprise mode hides them. */
export interface OwnerReservationRow {
  reservationId: string;
  reservedName: string | null;
  reservedEmail: string | null;
  /** ISO-8601 UTC. */
  reservedAt: string;
  quantity: number;
  orderStatus: OrderStatus;
  thanked: boolean;
}

/** `POST /api/wish/reservation/{wishId}/unlock` (owner only) → 200: the wish's PIN lock is cleared. */
export interface PinUnlockResponse {
  wishId: number;
  unlocked: true;
}

/** Answer of the order-status calls (ARCHITECTURE §4.8). */
export interface OrderStatusResponse {
  wishId: number;
  orderStatus: OrderStatus;
}

/** `PUT /api/wish/reservation/{wishId}/thanked` → 200. */
export interface ThankedResponse {
  wishId: number;
  reservationId?: string;
  thanked: boolean;
}

/**
 * `GET /api/wish/reservation/{wishId}` with surprise mode (ARCHITECTURE §4.20): while
 * `reserversHidden`, `reservedName`/`reservedEmail` are null and the cancelled reservations carry no
 * name or contact ('' each); `revealDay` is when they appear (null: only turning the mode off reveals).
 * `thanked`: the thank-you mark of the live reservation (false when free).
 */
export type OwnerReservationDetails = OwnerReservationView & { reserversHidden: boolean; revealDay: string | null; thanked: boolean };
