import { MSG, eventCreateRoute, type EventCreateRequest } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * `eventCreateRoute` (`POST /api/event/create`, spec §7, ARCHITECTURE §4.5) → 201.
 * @throws ApiRequestError — 409 when the member already has news (server's message), else the
 *   server's message or MSG.event.createFailed.
 */
export async function createEvent(request: EventCreateRequest): Promise<void> {
  await callApi(eventCreateRoute, { body: request }, { fallbackMessage: MSG.event.createFailed });
}
