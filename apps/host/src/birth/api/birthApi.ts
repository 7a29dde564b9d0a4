import { BIRTH_MSG, eventBirthDeleteRoute, eventBirthRoute, type EventBirthDeletedResponse, type EventBirthRequest, type NewsBirth } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * `eventBirthRoute` (`PUT /api/event/birth/{code}`): posts or edits the birth announcement → the stored one.
 * @throws ApiRequestError — the server's Korean message (validation, NOT_OWNER, upload codes) or BIRTH_MSG.saveFailed.
 */
export function saveBirth(code: string, body: EventBirthRequest): Promise<NewsBirth> {
  return callApi(eventBirthRoute, { params: { code }, body }, { fallbackMessage: BIRTH_MSG.saveFailed });
}

/**
 * `eventBirthDeleteRoute` (`DELETE /api/event/birth/{code}`): takes the announcement down.
 * @throws ApiRequestError — BIRTH_NOT_FOUND when it is already down, NOT_OWNER, or BIRTH_MSG.removeFailed.
 */
export function removeBirth(code: string): Promise<EventBirthDeletedResponse> {
  return callApi(eventBirthDeleteRoute, { params: { code } }, { fallbackMessage: BIRTH_MSG.removeFailed });
}
