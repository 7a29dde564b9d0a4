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

/** The member routes (spec §7, ARCHITECTURE §4.1, §4.21), for the API table. */
export const memberRoutes = {
  usernameCheck: usernameCheckRoute,
  emailCheck: emailCheckRoute,
  displayNameCheck: displayNameCheckRoute,
  myPage: myPageRoute,
  accountInfo: accountInfoRoute,
  accountUpdate: accountUpdateRoute,
  withdraw: withdrawRoute,
};
