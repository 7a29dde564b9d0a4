import {
  MSG,
  type EventInfo,
  type OrderStatusResponse,
  type OwnerReservationView,
  type OwnerStatusRequest,
  type WishCreateRequest,
  type WishOwner,
  type WishUpdateRequest,
} from '@babynews/contracts';
import { apiRequest } from '@babynews/session';

/** A wish as the owner's read returns it: the public fields plus `imagePath` and `orderStatus`. */
export type OwnerWish = WishOwner;
/** The owner's read of the news page: its wish list is `WishOwner[]` (services/api/src/wishes/README.md). */
export type OwnerEventInfo = Omit<EventInfo, 'wishList'> & { wishList: OwnerWish[] };

/**
 * `POST /api/wish/create/{eventCode}` → 201 with the wish (spec §7). Owner only.
 * @throws ApiRequestError — 400 first validation message, 403/404, else MSG.wish.createFailed.
 */
export function createWish(eventCode: string, request: WishCreateRequest): Promise<OwnerWish> {
  return apiRequest<OwnerWish>(`/wish/create/${encodeURIComponent(eventCode)}`, { method: 'POST', body: request, fallbackMessage: MSG.wish.createFailed });
}

/**
 * `PUT /api/wish/update/{id}` → 200 with the wish; `imagePath` null keeps the image, '' removes it.
 * @throws ApiRequestError — 400, 403/404, else MSG.wish.updateFailed.
 */
export function updateWish(id: number, request: WishUpdateRequest): Promise<OwnerWish> {
  return apiRequest<OwnerWish>(`/wish/update/${id}`, { method: 'PUT', body: request, fallbackMessage: MSG.wish.updateFailed });
}

/** `DELETE /api/wish/delete/{id}`. @throws ApiRequestError — fallback MSG.wish.deleteFailed. */
export async function deleteWish(id: number): Promise<void> {
  await apiRequest<unknown>(`/wish/delete/${id}`, { method: 'DELETE', fallbackMessage: MSG.wish.deleteFailed });
}

/**
 * `GET /api/wish/reservation/{wishId}` — the reserver of one of the owner's wishes.
 * @throws ApiRequestError — 404 when not reserved, 403/404 for another member's wish.
 */
export function fetchOwnerReservation(wishId: number, signal?: AbortSignal): Promise<OwnerReservationView> {
  return apiRequest<OwnerReservationView>(`/wish/reservation/${wishId}`, { signal, fallbackMessage: MSG.common.genericError });
}

/**
 * `PUT /api/wish/reservation/{wishId}/status {orderStatus: 'DELIVERED'}` — the owner marks the gift
 * as delivered (DESIGN §4.8). @throws ApiRequestError — 400/409 MSG.reserve.statusInvalid.
 */
export function markDelivered(wishId: number): Promise<OrderStatusResponse> {
  const body: OwnerStatusRequest = { orderStatus: 'DELIVERED' };
  return apiRequest<OrderStatusResponse>(`/wish/reservation/${wishId}/status`, { method: 'PUT', body, fallbackMessage: MSG.common.genericError });
}
