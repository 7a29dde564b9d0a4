import type { RouteDeclaration } from '../api/route';

/** Sign-up check: is the username free (spec §7, ARCHITECTURE §4.1)? */
export const usernameCheckRoute = {
  method: 'POST',
  path: '/register/usernameCheck',
  access: 'anyone',
  body: 'usernameCheckSchema',
  output: 'availableResponseSchema',
  errors: ['USERNAME_TAKEN'],
} as const satisfies RouteDeclaration;

/** Sign-up check: is the e-mail address free (spec §7, ARCHITECTURE §4.1)? */
export const emailCheckRoute = {
  method: 'POST',
  path: '/register/emailCheck',
  access: 'anyone',
  body: 'emailCheckSchema',
  output: 'availableResponseSchema',
  errors: ['EMAIL_TAKEN'],
} as const satisfies RouteDeclaration;

/** Sign-up check: is the nickname free (spec §7, ARCHITECTURE §4.1)? */
export const displayNameCheckRoute = {
  method: 'POST',
  path: '/register/displayNameCheck',
  access: 'anyone',
  body: 'displayNameCheckSchema',
  output: 'availableResponseSchema',
  errors: ['DISPLAY_NAME_TAKEN'],
} as const satisfies RouteDeclaration;

/** The signed-in member's my page: their news, its invite URL and the news they follow (spec §7). */
export const myPageRoute = {
  method: 'GET',
  path: '/member/getMyPageData',
  access: 'member',
  output: 'myPageResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/** The signed-in member's own fields on '내 정보' (ARCHITECTURE §4.21). */
export const accountInfoRoute = {
  method: 'GET',
  path: '/member/getAccountInfo',
  access: 'member',
  output: 'accountInfoResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/** The member sets their name, phone and address on '내 정보' (ARCHITECTURE §4.21). */
export const accountUpdateRoute = {
  method: 'PUT',
  path: '/member/updateAccountInfo',
  access: 'member',
  body: 'accountUpdateSchema',
  output: 'accountInfoResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/**
 * Withdrawal after re-authentication (the password, or a fresh social sign-in); the body is optional
 * (a missing body counts as `{}`). Administrators cannot withdraw (ARCHITECTURE §4.21, §5).
 */
export const withdrawRoute = {
  method: 'DELETE',
  path: '/member/withdraw',
  access: 'member',
  body: 'withdrawSchema',
  output: 'withdrawResponseSchema',
  errors: ['FORBIDDEN', 'PASSWORD_MISMATCH', 'REAUTH_REQUIRED', 'LOGIN_LOCKED', 'ATTEMPT_BUDGET_EXCEEDED'],
} as const satisfies RouteDeclaration;

/** Verifies the member's address with the mailed one-time token (ARCHITECTURE §4.23). */
export const verifyEmailRoute = {
  method: 'POST',
  path: '/member/verifyEmail',
  access: 'anyone',
  body: 'verifyEmailSchema',
  output: 'memberMailResponseSchema',
  errors: ['RESET_LINK_INVALID', 'EMAIL_VERIFIED_ELSEWHERE'],
} as const satisfies RouteDeclaration;

/** Mails the signed-in member a new verification link (the per-recipient and per-address mail limits apply). */
export const verifyEmailResendRoute = {
  method: 'POST',
  path: '/member/verifyEmailResend',
  access: 'member',
  output: 'memberMailResponseSchema',
  errors: ['EMAIL_VERIFIED_ELSEWHERE'],
} as const satisfies RouteDeclaration;

/** Mails a one-time password-reset link to the regular members of an address; the same answer for an unknown one. */
export const passwordResetRequestRoute = {
  method: 'POST',
  path: '/member/passwordResetRequest',
  access: 'anyone',
  body: 'passwordResetRequestSchema',
  output: 'memberMailResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/** Sets a new password with the mailed token (single use, 30 minutes); ends every login session of the member. */
export const passwordResetRoute = {
  method: 'POST',
  path: '/member/passwordReset',
  access: 'anyone',
  body: 'passwordResetSchema',
  output: 'memberMailResponseSchema',
  errors: ['RESET_LINK_INVALID', 'PASSWORD_TOO_WEAK'],
} as const satisfies RouteDeclaration;

/** Mails the usernames registered with an address; the same answer for an unknown one. */
export const usernameReminderRoute = {
  method: 'POST',
  path: '/member/usernameReminder',
  access: 'anyone',
  body: 'usernameReminderSchema',
  output: 'memberMailResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/** The member routes (spec §7, ARCHITECTURE §4.1, §4.21), for the API table. */
export const memberRoutes = {
  usernameCheck: usernameCheckRoute,
  emailCheck: emailCheckRoute,
  displayNameCheck: displayNameCheckRoute,
  myPage: myPageRoute,
  accountInfo: accountInfoRoute,
  accountUpdate: accountUpdateRoute,
  withdraw: withdrawRoute,
  verifyEmail: verifyEmailRoute,
  verifyEmailResend: verifyEmailResendRoute,
  passwordResetRequest: passwordResetRequestRoute,
  passwordReset: passwordResetRoute,
  usernameReminder: usernameReminderRoute,
};
