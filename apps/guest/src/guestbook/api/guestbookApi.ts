import {
  guestbookListRoute,
  guestbookPinDeleteRoute,
  guestbookPostRoute,
  type GuestbookDeletedResponse,
  type GuestbookPage,
  type GuestbookPostRequest,
  type GuestbookPostResponse,
  GUESTBOOK_UI_MSG,
} from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * `GET /api/guestbook/{code}?page=` → one page (20, newest first) of the visible entries (ARCHITECTURE "Guestbook").
 * @throws ApiRequestError — NEWS_NOT_FOUND (404), RATE_LIMITED (429); fallback GUESTBOOK_UI_MSG.loadFailed.
 */
export function fetchGuestbook(code: string, page: number, signal?: AbortSignal): Promise<GuestbookPage> {
  return callApi(
    guestbookListRoute,
    { params: { code }, query: { page: String(page) } },
    { auth: false, signal, fallbackMessage: GUESTBOOK_UI_MSG.loadFailed },
  );
}

/**
 * `POST /api/guestbook/{code}` `{eventCode, name, message, password, privacyConsent}` → `{entryId}` (no login:
 * no token is sent).
 * @throws ApiRequestError — VALIDATION_FAILED / CONSENT_REQUIRED (400), NEWS_NOT_FOUND (404),
 *   GUESTBOOK_RATE_LIMITED / GUESTBOOK_DAILY_LIMIT (429); fallback GUESTBOOK_UI_MSG.postFailed.
 */
export function postGuestbook(code: string, body: GuestbookPostRequest): Promise<GuestbookPostResponse> {
  return callApi(guestbookPostRoute, { params: { code }, body }, { auth: false, fallbackMessage: GUESTBOOK_UI_MSG.postFailed });
}

/**
 * `POST /api/guestbook/delete/{entryId}` `{eventCode, password}` → `{entryId, deleted: true}`.
 * @throws ApiRequestError — GUESTBOOK_ENTRY_NOT_FOUND (404), RESERVATION_PIN_WRONG (401), RESERVATION_LOCKED /
 *   ATTEMPT_BUDGET_EXCEEDED (429); fallback GUESTBOOK_UI_MSG.removeFailed.
 */
export function deleteGuestbookEntry(entryId: string, eventCode: string, password: string): Promise<GuestbookDeletedResponse> {
  return callApi(
    guestbookPinDeleteRoute,
    { params: { entryId }, body: { eventCode, password } },
    { auth: false, fallbackMessage: GUESTBOOK_UI_MSG.removeFailed },
  );
}
