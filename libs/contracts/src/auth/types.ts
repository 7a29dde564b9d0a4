/** Answer shapes of sign-up and sign-in (spec §3, §7; ARCHITECTURE §4.1–4.3, §4.17). */

export type Role = 'ROLE_ADMIN' | 'ROLE_USER';

export type SignupProvider = 'regular' | 'kakao' | 'google';

/** `{accessToken}` from loginProc, joinProc and the social calls. */
export interface TokenResponse {
  accessToken: string;
}

/** The two social login providers (spec §1: first and second of the login screen). */
export type SocialProvider = 'kakao' | 'google';

/**
 * 202 answer of `GET /api/kakao/handleLogin/{code}` / `GET /api/google/handleLogin/{code}` for a
 * provider account without a member: `kakaoId` / `googleId` is a signed, single-use sign-up ticket
 * valid 10 minutes (ARCHITECTURE §4.17), not the provider's raw user id.
 */
export type KakaoSignupTicket = { kakaoId: string };

export type GoogleSignupTicket = { googleId: string };

/** Any answer of a social handleLogin call: 200 `{accessToken}` or 202 with a ticket. */
export type SocialLoginResponse = TokenResponse | KakaoSignupTicket | GoogleSignupTicket;

/** Claims of the HS256 login token (ARCHITECTURE §4.3). `sub` is the member id; exp/iat in seconds. */
export interface TokenClaims {
  sub: string;
  username: string;
  role: Role;
  displayName: string;
  iat?: number;
  exp?: number;
}
