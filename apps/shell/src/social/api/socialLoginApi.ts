import { MSG, type GoogleSignupTicket, type KakaoSignupTicket, type SocialProvider, type TokenResponse } from '@babynews/contracts';
import { apiRequest } from '@babynews/session';

/** What the redirect-back page does next (spec §4): sign in, or go to the extra-info sign-up. */
export type SocialLoginResult = { kind: 'signedIn'; accessToken: string } | { kind: 'register'; ticket: string };

/** The provider's '… 로그인 처리 중 오류가 발생했습니다.' (spec §8). */
export const SOCIAL_FAILED: Record<SocialProvider, string> = { kakao: MSG.auth.kakaoFailed, google: MSG.auth.googleFailed };

type AnyAnswer = Partial<TokenResponse & KakaoSignupTicket & GoogleSignupTicket> | undefined;

/**
 * `GET /api/{provider}/handleLogin/{code}` (spec §7), sent without the stored token: 200
 * `{accessToken}` → signedIn; 202 `{kakaoId}` / `{googleId}` (a sign-up ticket) → register.
 * @throws ApiRequestError on any failed call (status 0 for the network); Error when a 2xx answer
 *   carries neither field.
 */
export async function handleSocialLogin(provider: SocialProvider, code: string): Promise<SocialLoginResult> {
  const body = await apiRequest<AnyAnswer>(`/${provider}/handleLogin/${encodeURIComponent(code)}`, { auth: false, fallbackMessage: SOCIAL_FAILED[provider] });
  const ticket = provider === 'kakao' ? body?.kakaoId : body?.googleId;
  if (body?.accessToken) return { kind: 'signedIn', accessToken: body.accessToken };
  if (ticket) return { kind: 'register', ticket };
  throw new Error(SOCIAL_FAILED[provider]);
}
