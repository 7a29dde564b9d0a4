import { MSG, googleLoginRoute, kakaoLoginRoute, type SocialProvider } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/** What the redirect-back page does next (spec §4): sign in, or go to the extra-info sign-up. */
export type SocialLoginResult = { kind: 'signedIn'; accessToken: string } | { kind: 'register'; ticket: string };

/** The provider's '… 로그인 처리 중 오류가 발생했습니다.' (spec §8). */
export const SOCIAL_FAILED: Record<SocialProvider, string> = { kakao: MSG.auth.kakaoFailed, google: MSG.auth.googleFailed };

/**
 * `kakaoLoginRoute` / `googleLoginRoute` (`GET /api/{provider}/handleLogin/{code}`, spec §7), sent
 * without the stored token: 200 `{accessToken}` → signedIn; 202 `{kakaoId}` / `{googleId}` (a sign-up
 * ticket) → register.
 * @throws ApiRequestError on any failed call (status 0 for the network); Error when a 2xx answer
 *   carries neither field.
 */
export async function handleSocialLogin(provider: SocialProvider, code: string): Promise<SocialLoginResult> {
  const options = { auth: false, fallbackMessage: SOCIAL_FAILED[provider] };
  const body: Partial<Record<'accessToken' | 'kakaoId' | 'googleId', string>> | undefined =
    provider === 'kakao' ? await callApi(kakaoLoginRoute, { params: { code } }, options) : await callApi(googleLoginRoute, { params: { code } }, options);
  const ticket = provider === 'kakao' ? body?.kakaoId : body?.googleId;
  if (body?.accessToken) return { kind: 'signedIn', accessToken: body.accessToken };
  if (ticket) return { kind: 'register', ticket };
  throw new Error(SOCIAL_FAILED[provider]);
}
