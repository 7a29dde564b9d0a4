import {
  MEMBER_MAIL_MSG,
  passwordResetRequestRoute,
  passwordResetRoute,
  usernameReminderRoute,
  verifyEmailRoute,
  type MemberMailResponse,
} from '@babynews/contracts';
import { callApi } from '@babynews/session';

/**
 * The account-recovery pages' calls (ARCHITECTURE §4.23). Each answers `{message}` in Korean.
 * @throws ApiRequestError (the server's code and Korean message, or the Korean fallback of a network failure).
 */

/** `passwordResetRequestRoute` `{email}` → the same message for every address. */
export function requestPasswordReset(email: string): Promise<MemberMailResponse> {
  return callApi(passwordResetRequestRoute, { body: { email } }, { fallbackMessage: MEMBER_MAIL_MSG.requestFailed });
}

/** `usernameReminderRoute` `{email}` → the same message for every address. */
export function requestUsernameReminder(email: string): Promise<MemberMailResponse> {
  return callApi(usernameReminderRoute, { body: { email } }, { fallbackMessage: MEMBER_MAIL_MSG.requestFailed });
}

/** `passwordResetRoute` `{token, password}` → done; RESET_LINK_INVALID, PASSWORD_TOO_WEAK, VALIDATION_FAILED refuse. */
export function resetPassword(token: string, password: string): Promise<MemberMailResponse> {
  return callApi(passwordResetRoute, { body: { token, password } }, { fallbackMessage: MEMBER_MAIL_MSG.resetFailed });
}

/** `verifyEmailRoute` `{token}` → verified; RESET_LINK_INVALID or EMAIL_VERIFIED_ELSEWHERE refuse. */
export function verifyEmail(token: string): Promise<MemberMailResponse> {
  return callApi(verifyEmailRoute, { body: { token } }, { fallbackMessage: MEMBER_MAIL_MSG.verifyFailed });
}
