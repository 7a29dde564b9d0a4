import { MSG, type EventInfo } from '@babynews/contracts';
import { ApiRequestError, fetchEventInfo } from '@babynews/session';
import { useAsyncResource, type AsyncResource } from '@babynews/ui';

/**
 * Loads the news page `code` (`GET /api/event/fetchInfoByCode/{code}`, spec §7) for the news page
 * and the public wish list. A 404 (or a missing code, at once) ends as an error with status 404;
 * `reload()` is the retry button, `refresh()` swaps fresh data in quietly (after a 409 on reserve).
 */
export function useEventInfo(code: string | undefined): AsyncResource<EventInfo> {
  return useAsyncResource(
    (signal) => {
      if (!code) throw new ApiRequestError(404, MSG.event.notFound, null);
      return fetchEventInfo(code, signal);
    },
    [code],
  );
}
