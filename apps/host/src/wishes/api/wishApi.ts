import {
  MSG,
  type EventInfo,
  type OrderStatusResponse,
  type OwnerReservationDetails,
  type PlannedWishOwner,
  type WishReorderResponse,
  type OwnerStatusRequest,
  type PinUnlockResponse,
  type WishCreateRequest,
  type WishUpdateRequest,
} from '@babynews/contracts';
import { apiRequest } from '@babynews/session';

/** A wish as the owner's read returns it: the public fields plus `imagePath`, `orderStatus` and the plan fields (ARCHITECTURE §4.20). */
export type OwnerWish = PlannedWishOwner;
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
 * `GET /api/wish/reservation/{wishId}` — the owner's view of one wish's reservations (ARCHITECTURE §4.7):
 * the live one (fields null when free), the cancelled ones newest first, and the PIN lock state.
 * @throws ApiRequestError — WISH_NOT_FOUND (404), NOT_OWNER (403), UNAUTHENTICATED (401).
 */
export function fetchOwnerReservation(wishId: number, signal?: AbortSignal): Promise<OwnerReservationDetails> {
  return apiRequest<OwnerReservationDetails>(`/wish/reservation/${wishId}`, { signal, fallbackMessage: MSG.common.genericError });
}

/**
 * `PUT /api/wish/reservation/{wishId}/status {orderStatus: 'DELIVERED'}` — the owner marks the gift
 * as delivered (ARCHITECTURE §4.8). @throws ApiRequestError — 400/409 MSG.reserve.statusInvalid.
 */
export function markDelivered(wishId: number): Promise<OrderStatusResponse> {
  const body: OwnerStatusRequest = { orderStatus: 'DELIVERED' };
  return apiRequest<OrderStatusResponse>(`/wish/reservation/${wishId}/status`, { method: 'PUT', body, fallbackMessage: MSG.common.genericError });
}

/**
 * `POST /api/wish/reservation/{wishId}/unlock` — the owner clears the wish's PIN lock (the 15-minute
 * one and the one held until the owner unlocks, ARCHITECTURE §4.7) → `{wishId, unlocked: true}`.
 * @throws ApiRequestError — WISH_NOT_FOUND (404), NOT_OWNER (403); fallback MSG.common.genericError.
 */
export function unlockReservation(wishId: number): Promise<PinUnlockResponse> {
  return apiRequest<PinUnlockResponse>(`/wish/reservation/${wishId}/unlock`, { method: 'POST', fallbackMessage: MSG.common.genericError });
}

/**
 * `PUT /api/wish/reorder/{eventCode}` `{wishIds}` — one group of the editor in its new order
 * (sortOrder 1, 2, 3…, ARCHITECTURE §4.20). @throws ApiRequestError — fallback MSG.parent.reorderFailed.
 */
export function reorderWishes(eventCode: string, wishIds: number[]): Promise<WishReorderResponse> {
  return apiRequest<WishReorderResponse>(`/wish/reorder/${encodeURIComponent(eventCode)}`, {
    method: 'PUT',
    body: { wishIds },
    fallbackMessage: MSG.parent.reorderFailed,
  });
}
