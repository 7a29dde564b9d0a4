import {
  GUESTBOOK_UI_MSG,
  MSG,
  eventDeleteRoute,
  eventUpdateRoute,
  followerRemoveRoute,
  guestbookHiddenRoute,
  guestbookManageRoute,
  guestbookOwnerDeleteRoute,
  type EventCreateRequest,
  type GuestbookDeletedResponse,
  type GuestbookHiddenResponse,
  type GuestbookManagePage,
  type EventDeletedResponse,
  type FollowerRemovedResponse,
  type SavedEventSummary,
} from '@babynews/contracts';
import { callApi } from '@babynews/session';

/** `eventUpdateRoute` (`PUT /api/event/update/{code}`) with the create payload (ARCHITECTURE §4.4). @throws ApiRequestError. */
export function updateEvent(code: string, body: EventCreateRequest): Promise<SavedEventSummary> {
  return callApi(eventUpdateRoute, { params: { code }, body }, { fallbackMessage: MSG.event.updateFailed });
}

/** `eventDeleteRoute` (`DELETE /api/event/delete/{code}`): the news and everything belonging to it. @throws ApiRequestError. */
export function deleteEvent(code: string): Promise<EventDeletedResponse> {
  return callApi(eventDeleteRoute, { params: { code } }, { fallbackMessage: MSG.event.deleteFailed });
}

/** `followerRemoveRoute` (`DELETE /api/event/follower/{code}/{username}`) → the followers left. @throws ApiRequestError. */
export function removeFollower(code: string, username: string): Promise<FollowerRemovedResponse> {
  return callApi(followerRemoveRoute, { params: { code, username } }, { fallbackMessage: MSG.event.followerRemoveFailed });
}

/**
 * `GET /api/guestbook/{code}/manage?page=` (owner) → one page of every guestbook entry, hidden ones marked
 * (ARCHITECTURE "Guestbook").
 * @throws ApiRequestError — NEWS_NOT_FOUND (404), NOT_OWNER (403); fallback GUESTBOOK_UI_MSG.loadFailed.
 */
export function fetchGuestbookManage(code: string, page: number, signal?: AbortSignal): Promise<GuestbookManagePage> {
  return callApi(guestbookManageRoute, { params: { code }, query: { page: String(page) } }, { signal, fallbackMessage: GUESTBOOK_UI_MSG.loadFailed });
}

/**
 * `PUT /api/guestbook/{entryId}/hidden {hidden}` (owner) → `{entryId, hidden}`.
 * @throws ApiRequestError — GUESTBOOK_ENTRY_NOT_FOUND (404), NOT_OWNER (403); fallback GUESTBOOK_UI_MSG.changeFailed.
 */
export function setGuestbookHidden(entryId: string, hidden: boolean): Promise<GuestbookHiddenResponse> {
  return callApi(guestbookHiddenRoute, { params: { entryId }, body: { hidden } }, { fallbackMessage: GUESTBOOK_UI_MSG.changeFailed });
}

/**
 * `DELETE /api/guestbook/{entryId}` (owner) → `{entryId, deleted: true}`.
 * @throws ApiRequestError — GUESTBOOK_ENTRY_NOT_FOUND (404), NOT_OWNER (403); fallback GUESTBOOK_UI_MSG.changeFailed.
 */
export function deleteGuestbookEntryAsOwner(entryId: string): Promise<GuestbookDeletedResponse> {
  return callApi(guestbookOwnerDeleteRoute, { params: { entryId } }, { fallbackMessage: GUESTBOOK_UI_MSG.changeFailed });
}
