import { MSG, eventReadRoute, type EventInfo } from '@babynews/contracts';
import { callApi } from './call';

/**
 * `eventReadRoute` (`GET /api/event/fetchInfoByCode/{code}`) — the read of a news page (spec §7), used
 * by the public pages and the owner's pages alike. With the owner's token the answer also carries the
 * address fields, `followers` and the owner's wish fields (ARCHITECTURE §4.6): the owner's pages name
 * that shape as `T` (the table's answer lists both kinds of wish).
 * @throws ApiRequestError — 404 when the code is unknown; message fallback MSG.event.loadFailed.
 */
export function fetchEventInfo<T extends EventInfo = EventInfo>(code: string, signal?: AbortSignal): Promise<T> {
  return callApi(eventReadRoute, { params: { code } }, { signal, fallbackMessage: MSG.event.loadFailed }) as Promise<EventInfo> as Promise<T>;
}
