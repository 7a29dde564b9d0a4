import { MSG, noticeDeleteRoute, noticeGetRoute, noticeListRoute, type Notice, type NoticeDeletedResponse, type NoticeSummary } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * The notice calls of the guest remote (spec §7, ARCHITECTURE §4.14). Failures are ApiRequestErrors whose
 * `code` the pages branch on (NOTICE_NOT_FOUND, FORBIDDEN...).
 */

/** `GET /api/notice/fetchAll` → `[{id, title, createdAt}]`, newest first. Public (no token sent). */
export function fetchNotices(signal?: AbortSignal): Promise<NoticeSummary[]> {
  return callApi(noticeListRoute, {}, { auth: false, signal, fallbackMessage: MSG.notice.listFailed });
}

/**
 * `GET /api/notice/fetch/{id}` → the notice (`content` sanitised by the server; render it only through
 * NoticeContent, which sanitises again). Public.
 * @throws ApiRequestError — NOTICE_NOT_FOUND (404) for an unknown id.
 */
export function fetchNotice(id: number, signal?: AbortSignal): Promise<Notice> {
  return callApi(noticeGetRoute, { params: { id } }, { auth: false, signal, fallbackMessage: MSG.notice.listFailed });
}

/**
 * `DELETE /api/admin/notice/delete/{id}` (administrator's token) → `{id}`.
 * @throws ApiRequestError — NOTICE_NOT_FOUND (404); UNAUTHENTICATED/FORBIDDEN end the session (spec §8).
 */
export function deleteNotice(id: number): Promise<NoticeDeletedResponse> {
  return callApi(noticeDeleteRoute, { params: { id } }, { fallbackMessage: MSG.notice.deleteFailed });
}
