import {
  ERASE_MSG,
  MSG,
  reservationEraseRoute,
  type EraseResponse,
  pinResetRequestRoute,
  pinResetRoute,
  type PinResetRequestResponse,
  type PinResetResponse,
  type OrderStatusResponse,
  type ReservationViewData,
  type ReserveResponse,
  type ReserverNameResponse,
  type ReserverStatusRequest,
  reservedDataRoute,
  reserverNameRoute,
  reserverStatusRoute,
  unreserveRoute,
} from '@babynews/contracts';
import { callApi, type RequestOptions } from '@babynews/session';

/**
 * The reserver's calls (spec §7, ARCHITECTURE §4.7–4.8). Every one carries the news page's share code
 * (`eventCode`): without it the API answers 400, with another page's code the same 404 as an
 * unknown wish. All are sent without the login token and with `keepSessionOnAuthError`: a 401
 * here means a wrong reservation PIN, never a signed-out member. Failures are ApiRequestErrors
 * whose `code` (libs/contracts errors.ts) the callers branch on.
 */
const anonymous: Pick<RequestOptions, 'auth' | 'keepSessionOnAuthError'> = { auth: false, keepSessionOnAuthError: true };

/** `{reservationId}` when one is known, else nothing: without it the API uses the wish's reservation whose PIN matches (ARCHITECTURE §4.22). */
const pick = (reservationId: string | null | undefined) => (reservationId ? { reservationId } : {});

/**
 * `GET /api/event/fetchWishReserverName/{wishId}?eventCode=&reservationId=` → `{reservedName}`, the name
 * masked (김*수) — the gate's title. `reservationId` (optional, ARCHITECTURE §4.22) names one reservation
 * of a wish with several.
 * @throws ApiRequestError — RESERVATION_NOT_FOUND / WISH_NOT_FOUND (404) when not reserved, unknown
 *   or the code is not the wish's page.
 */
export function fetchReserverName(wishId: number, eventCode: string, signal?: AbortSignal, reservationId?: string | null): Promise<ReserverNameResponse> {
  const query = { eventCode, ...pick(reservationId) };
  return callApi(
    reserverNameRoute,
    { params: { id: wishId }, query },
    {
      ...anonymous,
      signal,
      fallbackMessage: MSG.common.genericError,
    },
  );
}

/**
 * `POST /api/event/fetchWishReservedData/{wishId}` `{eventCode, password, reservationId?}` → the
 * reservation view data (with its `reservationId` and `quantity`).
 * @throws ApiRequestError — RESERVATION_PIN_WRONG (401), RESERVATION_LOCKED /
 *   RESERVATION_LOCKED_UNTIL_UNLOCKED / ATTEMPT_BUDGET_EXCEEDED (429), RESERVATION_NOT_FOUND (404).
 */
export function fetchReservedData(wishId: number, eventCode: string, password: string, reservationId?: string | null): Promise<ReservationViewData> {
  return callApi(
    reservedDataRoute,
    { params: { wishId }, body: { eventCode, password, ...pick(reservationId) } },
    {
      ...anonymous,
      fallbackMessage: MSG.common.genericError,
    },
  );
}

/**
 * `POST /api/wish/unreserve/{wishId}` `{eventCode, password, reservationId?}` → the wish's counters after
 * the call (only this reservation's units are freed).
 * @throws ApiRequestError — as fetchReservedData; fallback MSG.reserve.unreserveFailed.
 */
export function unreserveWish(wishId: number, eventCode: string, password: string, reservationId?: string | null): Promise<ReserveResponse> {
  return callApi(
    unreserveRoute,
    { params: { wishId }, body: { eventCode, password, ...pick(reservationId) } },
    {
      ...anonymous,
      fallbackMessage: MSG.reserve.unreserveFailed,
    },
  );
}

/**
 * `POST /api/wish/orderStatus/{wishId}` `{eventCode, password, orderStatus, reservationId?}` — the reserver
 * sets SHIPPING or CANCELLED (ARCHITECTURE §4.8) on their own reservation.
 * @throws ApiRequestError — RESERVATION_STATUS_INVALID (409), VALIDATION_FAILED (400), and the
 *   PIN errors of fetchReservedData.
 */
export function setReserverOrderStatus(
  wishId: number,
  eventCode: string,
  password: string,
  orderStatus: ReserverStatusRequest['orderStatus'],
  reservationId?: string | null,
): Promise<OrderStatusResponse> {
  return callApi(
    reserverStatusRoute,
    { params: { wishId }, body: { eventCode, password, orderStatus, ...pick(reservationId) } },
    {
      ...anonymous,
      fallbackMessage: MSG.common.genericError,
    },
  );
}

/**
 * `POST /api/wish/reservation/pinResetRequest/{wishId}` `{eventCode, reservationId}` → `{message}`: the
 * API mails a one-time link to set a new PIN when the reservation has a receipt address, and answers the
 * same message either way (ARCHITECTURE §4.23).
 * @throws ApiRequestError — WISH_NOT_FOUND (404), RATE_LIMITED (429).
 */
export function requestPinReset(wishId: number, eventCode: string, reservationId: string): Promise<PinResetRequestResponse> {
  return callApi(pinResetRequestRoute, { params: { wishId }, body: { eventCode, reservationId } }, { ...anonymous, fallbackMessage: MSG.common.genericError });
}

/**
 * `POST /api/pin/reset` `{token, password}` → `{wishId, eventCode, reservationId}` (where to open the
 * reservation with its new PIN).
 * @throws ApiRequestError — RESET_LINK_INVALID (400: unknown, used or expired link), VALIDATION_FAILED (400).
 */
export function resetPin(token: string, password: string): Promise<PinResetResponse> {
  return callApi(pinResetRoute, { body: { token, password } }, { ...anonymous, fallbackMessage: MSG.common.genericError });
}

/**
 * `POST /api/wish/reservation/erase/{wishId}` `{eventCode, reservationId, password}` → `{erased}` (ARCHITECTURE
 * §4.24): the relative's own erase — 'deleted' (still 준비중: the reservation goes, the gift is free again)
 * or 'anonymized' (on its way: it stays, without name or contact).
 * @throws ApiRequestError — as fetchReservedData; fallback ERASE_MSG.failed.
 */
export function eraseReservation(wishId: number, eventCode: string, reservationId: string, password: string): Promise<EraseResponse> {
  return callApi(
    reservationEraseRoute,
    { params: { wishId }, body: { eventCode, reservationId, password } },
    { ...anonymous, fallbackMessage: ERASE_MSG.failed },
  );
}
