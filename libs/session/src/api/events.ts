import { MSG, type EventInfo } from '@babynews/contracts';
import { apiRequest } from './client';

/**
 * `GET /api/event/fetchInfoByCode/{code}` — the read of a news page (spec §7), used by the
 * public pages and the owner's pages alike. With the owner's token the answer also carries the
 * address fields, `followers` and the owner's wish fields (ARCHITECTURE §4.6): name that shape as `T`.
 * @throws ApiRequestError — 404 when the code is unknown; message fallback MSG.event.loadFailed.
 */
export function fetchEventInfo<T extends EventInfo = EventInfo>(code: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(`/event/fetchInfoByCode/${encodeURIComponent(code)}`, { signal, fallbackMessage: MSG.event.loadFailed });
}
