import {
  guestbookListRoute,
  guestbookPinDeleteRoute,
  guestbookPostRoute,
  type GuestbookDeletedResponse,
  type GuestbookPage,
  type GuestbookPostRequest,
  type GuestbookPostResponse,
} from '@babynews/contracts';
import { callApi } from '@babynews/session';

/** Korean fallbacks when the server gives no text (network failures). */
export const GUESTBOOK_FAILED = {
  load: '방명록을 불러오지 못했습니다. 다시 시도해주세요.',
  post: '방명록을 남기지 못했습니다. 다시 시도해주세요.',
  remove: '방명록 글을 지우지 못했습니다. 다시 시도해주세요.',
} as const;

/**
 * `GET /api/guestbook/{code}?page=` → one page (20, newest first) of the visible entries (ARCHITECTURE "Guestbook").
 * @throws ApiRequestError — NEWS_NOT_FOUND (404), RATE_LIMITED (429); fallback GUESTBOOK_FAILED.load.
 */
export function fetchGuestbook(code: string, page: number, signal?: AbortSignal): Promise<GuestbookPage> {
  return callApi(guestbookListRoute, { params: { code }, query: { page: String(page) } }, { auth: false, signal, fallbackMessage: GUESTBOOK_FAILED.load });
}

/**
 * `POST /api/guestbook/{code}` `{eventCode, name, message, password, privacyConsent}` → `{entryId}` (no login:
 * no token is sent).
 * @throws ApiRequestError — VALIDATION_FAILED / CONSENT_REQUIRED (400), NEWS_NOT_FOUND (404),
 *   GUESTBOOK_RATE_LIMITED / GUESTBOOK_DAILY_LIMIT (429); fallback GUESTBOOK_FAILED.post.
 */
export function postGuestbook(code: string, body: GuestbookPostRequest): Promise<GuestbookPostResponse> {
  return callApi(guestbookPostRoute, { params: { code }, body }, { auth: false, fallbackMessage: GUESTBOOK_FAILED.post });
}

/**
 * `POST /api/guestbook/delete/{entryId}` `{eventCode, password}` → `{entryId, deleted: true}`.
 * @throws ApiRequestError — GUESTBOOK_ENTRY_NOT_FOUND (404), RESERVATION_PIN_WRONG (401), RESERVATION_LOCKED /
 *   ATTEMPT_BUDGET_EXCEEDED (429); fallback GUESTBOOK_FAILED.remove.
 */
export function deleteGuestbookEntry(entryId: string, eventCode: string, password: string): Promise<GuestbookDeletedResponse> {
  return callApi(guestbookPinDeleteRoute, { params: { entryId }, body: { eventCode, password } }, { auth: false, fallbackMessage: GUESTBOOK_FAILED.remove });
}
