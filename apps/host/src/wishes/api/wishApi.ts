import {
  LINK_PREVIEW_MSG,
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
  ownerStatusRoute,
  ownerViewRoute,
  similarWishesRoute,
  thankedRoute,
  unlockRoute,
  wishCreateRoute,
  wishDeleteRoute,
  wishReorderRoute,
  wishUpdateRoute,
  wishLinkPreviewRoute,
  type WishLinkPreview,
  type WishCreateRequest,
  type WishUpdateRequest,
} from '@babynews/contracts';
import { callApi } from '@babynews/session';

/** A wish as the owner's read returns it: the public fields plus `imagePath`, `orderStatus` and the plan fields (ARCHITECTURE §4.20). */
export type OwnerWish = PlannedWishOwner;
/** The owner's read of the news page: its wish list is `WishOwner[]` (services/api/src/wishes/README.md). */
export type OwnerEventInfo = Omit<EventInfo, 'wishList'> & { wishList: OwnerWish[] };

/**
 * `POST /api/wish/create/{eventCode}` → 201 with the wish (spec §7). Owner only.
 * @throws ApiRequestError — 400 first validation message, 403/404, else MSG.wish.createFailed.
 */
export function createWish(eventCode: string, request: WishCreateRequest): Promise<OwnerWish> {
  return callApi(wishCreateRoute, { params: { eventCode }, body: request }, { fallbackMessage: MSG.wish.createFailed });
}

/**
 * `PUT /api/wish/update/{id}` → 200 with the wish; `imagePath` null keeps the image, '' removes it.
 * @throws ApiRequestError — 400, 403/404, else MSG.wish.updateFailed.
 */
export function updateWish(id: number, request: WishUpdateRequest): Promise<OwnerWish> {
  return callApi(wishUpdateRoute, { params: { id }, body: request }, { fallbackMessage: MSG.wish.updateFailed });
}

/** `DELETE /api/wish/delete/{id}`. @throws ApiRequestError — fallback MSG.wish.deleteFailed. */
export async function deleteWish(id: number): Promise<void> {
  await callApi(wishDeleteRoute, { params: { id } }, { fallbackMessage: MSG.wish.deleteFailed });
}

/**
 * `GET /api/wish/reservation/{wishId}` — the owner's view of one wish's reservations (ARCHITECTURE §4.7):
 * the live one (fields null when free), the cancelled ones newest first, and the PIN lock state.
 * @throws ApiRequestError — WISH_NOT_FOUND (404), NOT_OWNER (403), UNAUTHENTICATED (401).
 */
export function fetchOwnerReservation(wishId: number, signal?: AbortSignal): Promise<OwnerReservationDetails> {
  return callApi(ownerViewRoute, { params: { wishId } }, { signal, fallbackMessage: MSG.common.genericError });
}

/**
 * `PUT /api/wish/reservation/{wishId}/status {orderStatus: 'DELIVERED', reservationId?}` — the owner marks
 * one reservation's gift as delivered (ARCHITECTURE §4.8; `reservationId` picks the reservation of a wish
 * with several, §4.22). @throws ApiRequestError — 400/409 MSG.reserve.statusInvalid.
 */
export function markDelivered(wishId: number, reservationId?: string): Promise<OrderStatusResponse> {
  const body: OwnerStatusRequest = { orderStatus: 'DELIVERED', ...(reservationId ? { reservationId } : {}) };
  return callApi(ownerStatusRoute, { params: { wishId }, body }, { fallbackMessage: MSG.common.genericError });
}

/**
 * `POST /api/wish/reservation/{wishId}/unlock` — the owner clears the wish's PIN lock (the 15-minute
 * one and the one held until the owner unlocks, ARCHITECTURE §4.7) → `{wishId, unlocked: true}`.
 * @throws ApiRequestError — WISH_NOT_FOUND (404), NOT_OWNER (403); fallback MSG.common.genericError.
 */
export function unlockReservation(wishId: number): Promise<PinUnlockResponse> {
  return callApi(unlockRoute, { params: { wishId } }, { fallbackMessage: MSG.common.genericError });
}

/**
 * `PUT /api/wish/reorder/{eventCode}` `{wishIds}` — one group of the editor in its new order
 * (sortOrder 1, 2, 3…, ARCHITECTURE §4.20). @throws ApiRequestError — fallback MSG.parent.reorderFailed.
 */
export function reorderWishes(eventCode: string, wishIds: number[]): Promise<WishReorderResponse> {
  return callApi(wishReorderRoute, { params: { eventCode }, body: { wishIds } }, { fallbackMessage: MSG.parent.reorderFailed });
}

/**
 * `PUT /api/wish/reservation/{wishId}/thanked {thanked, reservationId}` (owner only, ARCHITECTURE §4.20,
 * §4.22) → `{wishId, reservationId, thanked}`; `reservationId` '' = the wish's only reservation (left out).
 * @throws ApiRequestError — RESERVATION_NOT_FOUND / WISH_NOT_FOUND (404), NOT_OWNER (403); fallback MSG.parent.thankedFailed.
 */
export function setReservationThanked(wishId: number, reservationId: string, thanked: boolean): Promise<ThankedResponse> {
  const body: ThankedRequest = { thanked, ...(reservationId ? { reservationId } : {}) };
  return callApi(thankedRoute, { params: { wishId }, body }, { fallbackMessage: MSG.parent.thankedFailed });
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
  const search = { title: query.title.trim(), link: query.link.trim(), excludeWishId: query.excludeWishId };
  return callApi(similarWishesRoute, { params: { eventCode }, query: search }, { signal, fallbackMessage: MSG.common.genericError });
}

/**
 * `POST /api/wish/linkPreview` `{url}` ('링크로 채우기', ARCHITECTURE "Universal add") → `{title, price,
 * imagePath, imageUrl}`, each null when the product page does not say it (price in KRW; `imagePath` a stored
 * picture of the member's, sent as the wish's `imagePath`; `imageUrl` its address for the preview).
 * @throws ApiRequestError — 400 the url's message, 404 NEWS_NOT_FOUND, 429 RATE_LIMITED; fallback LINK_PREVIEW_MSG.failed.
 */
export function fetchLinkPreview(url: string): Promise<WishLinkPreview> {
  return callApi(wishLinkPreviewRoute, { body: { url } }, { fallbackMessage: LINK_PREVIEW_MSG.failed });
}
