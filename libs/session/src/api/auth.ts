import { MSG, loginRoute, logoutAllRoute, logoutRoute, type TokenResponse } from '@babynews/contracts';
import { useSession } from '../session.store';
import { callApi } from './call';

/**
 * `loginRoute` (`POST /api/loginProc`, form-encoded `username`, `password`; spec §7, ARCHITECTURE §4.2).
 * Sent without the stored token, so a 401 (wrong password) never clears a session. Same-origin, so the
 * browser sends the device cookie of the sign-in lockouts and keeps the cookies the answer sets
 * (ARCHITECTURE §5 device cookies, sessions).
 * @returns the `{accessToken}` answer.
 * @throws ApiRequestError — 401 with the server's message (fallback MSG.auth.loginFailed),
 *   429 when locked, 0 on a network failure.
 */
export function loginProc(username: string, password: string): Promise<TokenResponse> {
  return callApi(loginRoute, { body: { username, password } }, { auth: false, fallbackMessage: MSG.auth.loginFailed });
}

/**
 * A member's sign-out (spec §4, ARCHITECTURE §5 sessions): `logoutRoute` with the stored token — the
 * server refuses that token from now on and deletes its session cookie — and the session in this
 * browser ends at once, whatever the server answers (offline, the token still dies with its expiry).
 * Signed out already: nothing is called. Resolves when the call is over; never rejects.
 */
export async function signOut(): Promise<void> {
  if (!useSession.getState().token) return;
  // the call reads the token synchronously, before the session below is emptied
  const call = callApi(logoutRoute, {}, { keepSessionOnAuthError: true });
  useSession.getState().logout();
  await call.catch(() => undefined);
}

/**
 * Sign-out on every device (`logoutAllRoute`, ARCHITECTURE §5 sessions): every token of the member
 * dies, then the session in this browser ends.
 * @throws ApiRequestError when the server did not confirm (network failure, 5xx): the session stays, so
 *   the member can try again. An UNAUTHENTICATED answer ends the session too (its token is dead already).
 */
export async function signOutEverywhere(): Promise<void> {
  try {
    await callApi(logoutAllRoute, {}, { keepSessionOnAuthError: true, fallbackMessage: MSG.auth.logoutAllFailed });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'UNAUTHENTICATED') throw error;
  }
  useSession.getState().logout();
}
