import { MSG, type JoinRequest, type TokenResponse } from '@babynews/contracts';
import { apiRequest } from '@babynews/session';

/** Which duplicate check: the path and body field of each (spec §7, ARCHITECTURE §4.1). */
export type CheckKind = 'username' | 'email' | 'displayName';

const CHECK_PATHS: Record<CheckKind, string> = {
  username: '/register/usernameCheck',
  email: '/register/emailCheck',
  displayName: '/register/displayNameCheck',
};

/**
 * `POST /api/register/{usernameCheck|emailCheck|displayNameCheck}` with `{[kind]: value}`.
 * Resolves when the value is free.
 * @throws ApiRequestError — USERNAME_TAKEN / EMAIL_TAKEN / DISPLAY_NAME_TAKEN (409) when already used.
 */
export async function checkAvailable(kind: CheckKind, value: string): Promise<void> {
  await apiRequest<unknown>(CHECK_PATHS[kind], { method: 'POST', body: { [kind]: value }, auth: false });
}

/**
 * `POST /api/joinProc` JSON `{username, password, email, displayName}` → 201 `{accessToken}`.
 * @throws ApiRequestError with the server's message, else MSG.auth.signupFailed.
 */
export function joinProc(request: JoinRequest): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/joinProc', { method: 'POST', body: request, auth: false, fallbackMessage: MSG.auth.signupFailed });
}
