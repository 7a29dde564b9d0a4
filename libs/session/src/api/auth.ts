import type { TokenResponse } from '@babynews/contracts';
import { MSG } from '@babynews/contracts';
import { postForm } from './client';

/**
 * `POST /api/loginProc` form-encoded `username`, `password` (spec §7, ARCHITECTURE §4.2).
 * Sent without the stored token, so a 401 (wrong password) never clears a session.
 * @returns the `{accessToken}` answer.
 * @throws ApiRequestError — 401 with the server's message (fallback MSG.auth.loginFailed),
 *   429 when locked, 0 on a network failure.
 */
export function loginProc(username: string, password: string): Promise<TokenResponse> {
  return postForm<TokenResponse>('/loginProc', { username, password }, { auth: false, fallbackMessage: MSG.auth.loginFailed });
}
