import { MSG, type OrderStatusResponse, type ReservationViewData, type ReserveResponse, type ReserverNameResponse, type ReserverStatusRequest } from '@babynews/contracts';
import { apiRequest, type RequestOptions } from '@babynews/session';

/**
 * The reserver's calls (spec §7, DESIGN §4.7–4.8). All are sent without the login token and
 * with `keepSessionOnAuthError`: a 401 here means a wrong reservation password, never a
 * signed-out member.
 */
const anonymous: Pick<RequestOptions, 'auth' | 'keepSessionOnAuthError'> = { auth: false, keepSessionOnAuthError: true };

/**
 * `GET /api/event/fetchWishReserverName/{id}` → `{reservedName}` (the gate's title).
 * @throws ApiRequestError — 404 when the wish is not reserved (or unknown).
 */
export function fetchReserverName(wishId: number, signal?: AbortSignal): Promise<ReserverNameResponse> {
  return apiRequest<ReserverNameResponse>(`/event/fetchWishReserverName/${wishId}`, { ...anonymous, signal, fallbackMessage: MSG.common.genericError });
}

/**
 * `POST /api/event/fetchWishReservedData/{wishId}` `{password}` → the reservation view data.
 * @throws ApiRequestError — 401 wrong password, 429 locked after 5 wrong tries, 404 not reserved.
 */
export function fetchReservedData(wishId: number, password: string): Promise<ReservationViewData> {
  return apiRequest<ReservationViewData>(`/event/fetchWishReservedData/${wishId}`, {
    ...anonymous,
    method: 'POST',
    body: { password },
    fallbackMessage: MSG.common.genericError,
  });
}

/**
 * `POST /api/wish/unreserve/{wishId}` `{password}` → `{wishId, isReserved: false}`.
 * @throws ApiRequestError — 401 wrong password, 429 locked, 404 not reserved.
 */
export function unreserveWish(wishId: number, password: string): Promise<ReserveResponse> {
  return apiRequest<ReserveResponse>(`/wish/unreserve/${wishId}`, { ...anonymous, method: 'POST', body: { password }, fallbackMessage: MSG.reserve.unreserveFailed });
}

/**
 * `POST /api/wish/orderStatus/{wishId}` `{password, orderStatus}` — the reserver sets SHIPPING or
 * CANCELLED (DESIGN §4.8).
 * @throws ApiRequestError — 400/409 MSG.reserve.statusInvalid, 401 wrong password, 429 locked.
 */
export function setReserverOrderStatus(wishId: number, password: string, orderStatus: ReserverStatusRequest['orderStatus']): Promise<OrderStatusResponse> {
  const body: ReserverStatusRequest = { password, orderStatus };
  return apiRequest<OrderStatusResponse>(`/wish/orderStatus/${wishId}`, {
    ...anonymous,
    method: 'POST',
    body,
    fallbackMessage: MSG.common.genericError,
  });
}
