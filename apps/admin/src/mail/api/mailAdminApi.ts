import { adminMailRetryRoute, adminMailStatsRoute, MAIL_MSG, type MailRetryResponse, type MailStats } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * `GET /api/admin/mail/stats` (ARCHITECTURE §4.23) → outbox counts by status and the latest failed
 * messages. @throws ApiRequestError (fallback MAIL_MSG.adminMailLoadFailed)
 */
export function fetchMailStats(signal?: AbortSignal): Promise<MailStats> {
  return callApi(adminMailStatsRoute, {}, { signal, fallbackMessage: MAIL_MSG.adminMailLoadFailed });
}

/**
 * `POST /api/admin/mail/retry/{id}`: the failed message is due again.
 * @throws ApiRequestError MAIL_NOT_FOUND, MAIL_NOT_FAILED (fallback MAIL_MSG.adminMailRetryFailed)
 */
export function retryMail(id: number): Promise<MailRetryResponse> {
  return callApi(adminMailRetryRoute, { params: { id } }, { fallbackMessage: MAIL_MSG.adminMailRetryFailed });
}
