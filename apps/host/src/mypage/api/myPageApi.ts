import { MSG, myPageRoute, type MyPageData } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * `myPageRoute` (`GET /api/member/getMyPageData`, spec §7): the member's news (or null), invite URL and
 * followed news. @throws ApiRequestError (401/403 also clear the session and go to '/').
 */
export function fetchMyPageData(signal?: AbortSignal): Promise<MyPageData> {
  return callApi(myPageRoute, {}, { signal, fallbackMessage: MSG.auth.myPageLoadFailed });
}
