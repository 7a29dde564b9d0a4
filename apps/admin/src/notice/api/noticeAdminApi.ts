import { MSG, noticeCreateRoute, noticeEditRoute, noticeGetRoute, type Notice, type NoticeSaveRequest } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * The administrator's notice calls (spec §7, ARCHITECTURE §4.14). Create and edit keep the session on a
 * 401/403 answer (`keepSessionOnAuthError`): spec §6 shows a 403 there as an admin-only message instead
 * of signing out. Failures are ApiRequestErrors whose `code` the form branches on.
 */

/**
 * `GET /api/notice/fetch/{id}` → the notice to edit (its `imagePath` is sent back to keep the image).
 * @throws ApiRequestError — NOTICE_NOT_FOUND (404).
 */
export function fetchNoticeForEdit(id: number, signal?: AbortSignal): Promise<Notice> {
  return callApi(noticeGetRoute, { params: { id } }, { auth: false, signal, fallbackMessage: MSG.notice.listFailed });
}

/**
 * `POST /api/admin/notice/create` `{title, content, imagePath}` → 201 the notice.
 * @throws ApiRequestError — VALIDATION_FAILED, UPLOAD_* (400), UNAUTHENTICATED (401), FORBIDDEN (403).
 */
export function createNotice(body: NoticeSaveRequest): Promise<Notice> {
  return callApi(noticeCreateRoute, { body }, { keepSessionOnAuthError: true, fallbackMessage: MSG.notice.createFailed });
}

/**
 * `PUT /api/admin/notice/edit/{id}` with the create body → the notice; `imagePath: null` removes the image.
 * @throws ApiRequestError — as createNotice, plus NOTICE_NOT_FOUND (404).
 */
export function editNotice(id: number, body: NoticeSaveRequest): Promise<Notice> {
  return callApi(noticeEditRoute, { params: { id }, body }, { keepSessionOnAuthError: true, fallbackMessage: MSG.notice.editFailed });
}
