import {
  COPARENT_MSG,
  coparentAcceptRoute,
  coparentConfirmRoute,
  coparentInviteRoute,
  coparentRemoveRoute,
  coparentStatusRoute,
  type CoparentAcceptResponse,
  type CoparentInviteResponse,
  type CoparentStatusResponse,
} from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * The co-parent calls of the owner pages (ARCHITECTURE "Two parents"), paths from the API table.
 * Each throws ApiRequestError with the server's Korean message, or COPARENT_MSG's fallback.
 */

/** `GET /api/event/coparent/{code}` → the caller's role and where the co-parent stands. */
export function fetchCoparentStatus(code: string, signal?: AbortSignal): Promise<CoparentStatusResponse> {
  return callApi(coparentStatusRoute, { params: { code } }, { fallbackMessage: COPARENT_MSG.loadFailed, signal });
}

/** `POST /api/event/coparent/invite/{code}` (creator) → a new one-time link (the previous one stops working). */
export function inviteCoparent(code: string): Promise<CoparentInviteResponse> {
  return callApi(coparentInviteRoute, { params: { code } }, { fallbackMessage: COPARENT_MSG.failed });
}

/** `POST /api/event/coparent/accept` `{token}` → the page accepted (access follows the creator's confirmation). */
export function acceptCoparentInvite(token: string): Promise<CoparentAcceptResponse> {
  return callApi(coparentAcceptRoute, { body: { token } }, { fallbackMessage: COPARENT_MSG.failed });
}

/** `POST /api/event/coparent/confirm/{code}` (creator) → CONFIRMED. */
export function confirmCoparent(code: string): Promise<CoparentStatusResponse> {
  return callApi(coparentConfirmRoute, { params: { code } }, { fallbackMessage: COPARENT_MSG.failed });
}

/** `DELETE /api/event/coparent/{code}` (creator) → NONE: removes the co-parent or revokes the invitation. */
export function removeCoparent(code: string): Promise<CoparentStatusResponse> {
  return callApi(coparentRemoveRoute, { params: { code } }, { fallbackMessage: COPARENT_MSG.failed });
}
