import { displayNameCheckRoute, emailCheckRoute, joinRoute, MSG, usernameCheckRoute, type JoinRequest, type TokenResponse } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/** Which duplicate check: the route and body field of each (spec §7, ARCHITECTURE §4.1). */
export type CheckKind = 'username' | 'email' | 'displayName';

/**
 * `usernameCheckRoute` / `emailCheckRoute` / `displayNameCheckRoute`
 * (`POST /api/register/{usernameCheck|emailCheck|displayNameCheck}`) with `{[kind]: value}`.
 * Resolves when the value is free.
 * @throws ApiRequestError — USERNAME_TAKEN / EMAIL_TAKEN / DISPLAY_NAME_TAKEN (409) when already used.
 */
export async function checkAvailable(kind: CheckKind, value: string): Promise<void> {
  const options = { auth: false };
  if (kind === 'username') await callApi(usernameCheckRoute, { body: { username: value } }, options);
  else if (kind === 'email') await callApi(emailCheckRoute, { body: { email: value } }, options);
  else await callApi(displayNameCheckRoute, { body: { displayName: value } }, options);
}

/**
 * `joinRoute` (`POST /api/joinProc`) JSON `{username, password, email, displayName, consents}` → 201 `{accessToken}`.
 * @throws ApiRequestError with the server's message, else MSG.auth.signupFailed.
 */
export function joinProc(request: JoinRequest): Promise<TokenResponse> {
  return callApi(joinRoute, { body: request }, { auth: false, fallbackMessage: MSG.auth.signupFailed });
}
