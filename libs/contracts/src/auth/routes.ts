import type { RouteDeclaration } from '../api/route';

/** Sign-in with username and password, form-encoded (ARCHITECTURE §4.2, §5 login lockout); sets the `token` and `bn_device` cookies. */
export const loginRoute = {
  method: 'POST',
  path: '/loginProc',
  access: 'anyone',
  bodyEncoding: 'form',
  body: 'loginSchema',
  output: 'tokenResponseSchema',
  errors: ['LOGIN_FAILED', 'LOGIN_LOCKED', 'ATTEMPT_BUDGET_EXCEEDED'],
} as const satisfies RouteDeclaration;

/** Regular sign-up, signed in at once (ARCHITECTURE §4.1); sets the `token` and `bn_device` cookies. */
export const joinRoute = {
  method: 'POST',
  path: '/joinProc',
  status: 201,
  access: 'anyone',
  body: 'joinSchema',
  output: 'tokenResponseSchema',
  errors: ['CONSENT_REQUIRED', 'PASSWORD_TOO_WEAK', 'USERNAME_TAKEN', 'EMAIL_TAKEN', 'DISPLAY_NAME_TAKEN', 'SIGNUP_FAILED'],
} as const satisfies RouteDeclaration;

/** Sign-out: the presented token is refused from now on and the `token` cookie is deleted (ARCHITECTURE §5 sessions). */
export const logoutRoute = {
  method: 'POST',
  path: '/member/logout',
  status: 204,
  access: 'member',
  output: null,
  errors: [],
} as const satisfies RouteDeclaration;

/** Sign-out on every device: every token of the member is refused from now on (ARCHITECTURE §5 sessions). */
export const logoutAllRoute = {
  method: 'POST',
  path: '/member/logoutAll',
  status: 204,
  access: 'member',
  output: null,
  errors: [],
} as const satisfies RouteDeclaration;

/** What a provider's redirect-back may fail with (the code is checked, exchanged and read at the provider). */
const SOCIAL_ERRORS = ['SOCIAL_UNAVAILABLE', 'SOCIAL_INVALID_ACCESS', 'SOCIAL_LOGIN_REFUSED', 'SOCIAL_PROVIDER_ERROR'] as const;

/**
 * Kakao's redirect-back with its authorization code (ARCHITECTURE §4.17): 200 the token (a linked
 * member; sets the `token` cookie) or 202 a sign-up ticket `{kakaoId}` for `kakaoRegisterRoute`.
 */
export const kakaoLoginRoute = {
  method: 'GET',
  path: '/kakao/handleLogin/{code}',
  access: 'anyone',
  output: 'tokenResponseSchema',
  accepted: 'kakaoTicketResponseSchema',
  errors: SOCIAL_ERRORS,
} as const satisfies RouteDeclaration;

/** Google's redirect-back: 200 the token or 202 a sign-up ticket `{googleId}` (as `kakaoLoginRoute`). */
export const googleLoginRoute = {
  method: 'GET',
  path: '/google/handleLogin/{code}',
  access: 'anyone',
  output: 'tokenResponseSchema',
  accepted: 'googleTicketResponseSchema',
  errors: SOCIAL_ERRORS,
} as const satisfies RouteDeclaration;

/** Kakao sign-up with the sign-up ticket of the 202 handleLogin answer (ARCHITECTURE §4.17); sets the `token` cookie. */
export const kakaoRegisterRoute = {
  method: 'POST',
  path: '/kakao/registerProc',
  status: 201,
  access: 'anyone',
  body: 'kakaoRegisterSchema',
  output: 'tokenResponseSchema',
  errors: ['CONSENT_REQUIRED', 'SIGNUP_TICKET_INVALID', 'SIGNUP_TICKET_USED', 'EMAIL_TAKEN', 'DISPLAY_NAME_TAKEN', 'SIGNUP_FAILED'],
} as const satisfies RouteDeclaration;

/** Google sign-up with the sign-up ticket of the 202 handleLogin answer (ARCHITECTURE §4.17); sets the `token` cookie. */
export const googleRegisterRoute = {
  method: 'POST',
  path: '/google/registerProc',
  status: 201,
  access: 'anyone',
  body: 'googleRegisterSchema',
  output: 'tokenResponseSchema',
  errors: ['CONSENT_REQUIRED', 'SIGNUP_TICKET_INVALID', 'SIGNUP_TICKET_USED', 'EMAIL_TAKEN', 'DISPLAY_NAME_TAKEN', 'SIGNUP_FAILED'],
} as const satisfies RouteDeclaration;

/**
 * The sign-in, sign-up and sign-out routes (spec §7, ARCHITECTURE §4.1–4.3, §4.17, §5), for the API
 * table. `GET /api/{kakao|google}/handleLogin/{code}` is not in the table: it answers 200 or 202
 * (a sign-up ticket), and a declaration has one success status.
 */
export const authRoutes = {
  login: loginRoute,
  join: joinRoute,
  logout: logoutRoute,
  logoutAll: logoutAllRoute,
  kakaoLogin: kakaoLoginRoute,
  googleLogin: googleLoginRoute,
  kakaoRegister: kakaoRegisterRoute,
  googleRegister: googleRegisterRoute,
};
