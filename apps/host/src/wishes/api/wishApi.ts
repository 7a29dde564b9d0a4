import {
  MSG,
  type EventInfo,
  type OrderStatusResponse,
  type OwnerReservationDetails,
  type PlannedWishOwner,
  type WishReorderResponse,
  type OwnerStatusRequest,
  type PinUnlockResponse,
  type SimilarWishesResponse,
  type ThankedRequest,
  type ThankedResponse,
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
 * `PUT /api/wish/reservation/{wishId}/status {orderStatus: 'DELIVERED', reservationId?}` — the owner marks
 * one reservation's gift as delivered (ARCHITECTURE §4.8; `reservationId` picks the reservation of a wish
 * with several, §4.22). @throws ApiRequestError — 400/409 MSG.reserve.statusInvalid.
 */
export function markDelivered(wishId: number, reservationId?: string): Promise<OrderStatusResponse> {
  const body: OwnerStatusRequest = { orderStatus: 'DELIVERED', ...(reservationId ? { reservationId } : {}) };
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

/**
 * `PUT /api/wish/reservation/{wishId}/thanked {thanked, reservationId}` (owner only, ARCHITECTURE §4.20,
 * §4.22) → `{wishId, reservationId, thanked}`; `reservationId` '' = the wish's only reservation (left out).
 * @throws ApiRequestError — RESERVATION_NOT_FOUND / WISH_NOT_FOUND (404), NOT_OWNER (403); fallback MSG.parent.thankedFailed.
 */
export function setReservationThanked(wishId: number, reservationId: string, thanked: boolean): Promise<ThankedResponse> {
  const body: ThankedRequest = { thanked, ...(reservationId ? { reservationId } : {}) };
  return apiRequest<ThankedResponse>(`/wish/reservation/${wishId}/thanked`, { method: 'PUT', body, fallbackMessage: MSG.parent.thankedFailed });
}

/** What the near-duplicate check is asked about (ARCHITECTURE §4.22). */
export interface SimilarQueryInput {
  title: string;
  link: string;
  /** The wish being edited, left out of the candidates. */
  excludeWishId?: number;
}

/**
 * `GET /api/wish/similar/{eventCode}?title=&link=&excludeWishId=` (owner only, ARCHITECTURE §4.22) → the
 * wishes of the list that look like the one about to be saved, each with its reason
 * (SAME_PRODUCT / SAME_LINK / SAME_TITLE). Empty `title` / `link` are left out of the query.
 * @throws ApiRequestError — NOT_OWNER (403), NEWS_NOT_FOUND (404); network failure status 0.
 */
export function fetchSimilarWishes(eventCode: string, query: SimilarQueryInput, signal?: AbortSignal): Promise<SimilarWishesResponse> {
  const params = new URLSearchParams();
  if (query.title.trim()) params.set('title', query.title.trim());
  if (query.link.trim()) params.set('link', query.link.trim());
  if (query.excludeWishId !== undefined) params.set('excludeWishId', String(query.excludeWishId));
  const search = params.toString();
  return apiRequest<SimilarWishesResponse>(`/wish/similar/${encodeURIComponent(eventCode)}${search ? `?${search}` : ''}`, {
    signal,
    fallbackMessage: MSG.common.genericError,
  });
}
