import {
  CIRCLES_MSG,
  circlesReadRoute,
  circlesRotateRoute,
  circlesUpdateRoute,
  type Circle,
  type CirclesState,
  type CirclesUpdateInput,
  type CirclesUpdateResponse,
} from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * `circlesReadRoute` (`GET /api/event/circles/{code}`, owner) → both codes, the friends circle's opening and the
 * note (ARCHITECTURE "Two circles"). @throws ApiRequestError — NEWS_NOT_FOUND (404), NOT_OWNER (403); fallback CIRCLES_MSG.loadFailed.
 */
export function fetchCircles(code: string, signal?: AbortSignal): Promise<CirclesState> {
  return callApi(circlesReadRoute, { params: { code } }, { fallbackMessage: CIRCLES_MSG.loadFailed, signal });
}

/**
 * `circlesUpdateRoute` (`PUT /api/event/circles/{code}`) `{friendsOpen, friendsOpenAt?, addressNote?}` → `{friendsCode}`.
 * @throws ApiRequestError — VALIDATION_FAILED (400, Korean message), NEWS_NOT_FOUND, NOT_OWNER; fallback CIRCLES_MSG.saveFailed.
 */
export function saveCircles(code: string, body: CirclesUpdateInput): Promise<CirclesUpdateResponse> {
  return callApi(circlesUpdateRoute, { params: { code }, body }, { fallbackMessage: CIRCLES_MSG.saveFailed });
}

/**
 * `circlesRotateRoute` (`POST /api/event/circles/{code}/rotate`) `{circle}` → the state with the new code.
 * @throws ApiRequestError — NEWS_NOT_FOUND, NOT_OWNER; fallback CIRCLES_MSG.rotateFailed.
 */
export function rotateCircle(code: string, circle: Circle): Promise<CirclesState> {
  return callApi(circlesRotateRoute, { params: { code }, body: { circle } }, { fallbackMessage: CIRCLES_MSG.rotateFailed });
}
