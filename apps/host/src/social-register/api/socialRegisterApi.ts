import { googleRegisterRoute, kakaoRegisterRoute, MSG, type SignupConsents, type SocialProvider, type TokenResponse } from '@babynews/contracts';
import { callApi } from '@babynews/session';

/** The body field carrying the sign-up ticket of each provider (spec §3 "Social sign-up"). */
export const TICKET_FIELD = { kakao: 'kakaoId', google: 'googleId' } as const satisfies Record<SocialProvider, string>;

/**
 * `kakaoRegisterRoute` / `googleRegisterRoute` (`POST /api/{kakao|google}/registerProc`
 * `{kakaoId|googleId, email, displayName, consents}`) → `{accessToken}` (spec §7; the id is the signed sign-up
 * ticket of ARCHITECTURE §4.17). Sent without the stored token.
 * @throws ApiRequestError with the server's message (400 ticket invalid/expired, 409 ticket used,
 *   e-mail or nickname taken), else '회원가입 중 오류가 발생했습니다.'.
 */
export function registerSocial(provider: SocialProvider, ticket: string, email: string, displayName: string, consents: SignupConsents): Promise<TokenResponse> {
  const options = { auth: false, fallbackMessage: MSG.auth.signupFailed };
  return provider === 'kakao'
    ? callApi(kakaoRegisterRoute, { body: { kakaoId: ticket, email, displayName, consents } }, options)
    : callApi(googleRegisterRoute, { body: { googleId: ticket, email, displayName, consents } }, options);
}
