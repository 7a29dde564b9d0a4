import { MSG, type MyPageData } from '@babynews/contracts';
import { apiRequest } from '@babynews/session';

/**
 * `GET /api/member/getMyPageData` (spec §7): the member's news (or null), invite URL and
 * followed news. @throws ApiRequestError (401/403 also clear the session and go to '/').
 */
export function fetchMyPageData(signal?: AbortSignal): Promise<MyPageData> {
  return apiRequest<MyPageData>('/member/getMyPageData', { signal, fallbackMessage: MSG.auth.myPageLoadFailed });
}
