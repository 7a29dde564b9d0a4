import { useState } from 'react';
import { MSG, eventReadRoute, routeUrl, type EventInfo } from '@babynews/contracts';
import { ApiRequestError, fetchEventInfo, takeInlineData } from '@babynews/session';
import { useAsyncResource, type AsyncResource } from '@babynews/ui';

/**
 * Loads the news page `code` (`eventReadRoute`, spec §7) for the news page
 * and the public wish list. On a first visit the page's HTML already holds the public read
 * (ARCHITECTURE §1 "first visit"): it is shown at once and the live read still runs and replaces it
 * (a wish reserved since the HTML was sent shows as reserved). An unknown code (or a missing one, at
 * once) ends as an error with code NEWS_NOT_FOUND; `reload()` is the retry button, `refresh()` swaps
 * fresh data in quietly (after RESERVATION_TAKEN on reserve).
 */
export function useEventInfo(code: string | undefined): AsyncResource<EventInfo> {
  const [initial] = useState(() => (code ? takeInlineData<EventInfo>(routeUrl(eventReadRoute, { code })) : undefined));
  return useAsyncResource(
    (signal) => {
      if (!code) throw new ApiRequestError(404, MSG.event.notFound, null, 'NEWS_NOT_FOUND');
      return fetchEventInfo(code, signal);
    },
    [code],
    { initial },
  );
}
