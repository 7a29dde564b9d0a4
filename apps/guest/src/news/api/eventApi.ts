import { MSG, type EventInfo } from '@babynews/contracts';
import { apiRequest } from '@babynews/session';

/**
 * `GET /api/event/fetchInfoByCode/{code}` — the public read of a news page (spec §7).
 * @throws ApiRequestError (404 when the code is unknown; message fallback MSG.event.loadFailed).
 */
export function fetchEventInfo(code: string, signal?: AbortSignal): Promise<EventInfo> {
  return apiRequest<EventInfo>(`/event/fetchInfoByCode/${encodeURIComponent(code)}`, { signal, fallbackMessage: MSG.event.loadFailed });
}
