import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MSG, type SocialProvider } from '@babynews/contracts';
import { postLoginRedirect, useSession } from '@babynews/session';
import { handleSocialLogin, SOCIAL_FAILED } from '../api/socialLoginApi';
import { oauthState } from '../oauthState';

const PROVIDER_ERROR: Record<SocialProvider, (error: string) => string> = { kakao: MSG.auth.kakaoError, google: MSG.auth.googleError };
const TICKET_FIELD = { kakao: 'kakaoId', google: 'googleId' } as const;

/**
 * The redirect-back logic of `/{provider}/oauth/redirect` (spec §4, §8), run once per visit:
 * `error` → alert '… 로그인 중 에러가 발생했습니다: {error}' and /user/login; no `code`, or a
 * `state` this tab did not create → alert '잘못된 접근입니다.' and /user/login without calling
 * the API; then handleLogin: 200 → store the token, go to the saved post-login address or '/';
 * 202 → `/user/register/{provider}` carrying the ticket in the history state (never in the URL);
 * a failed call → alert '… 로그인 처리 중 오류가 발생했습니다.' and /user/login.
 */
export function useSocialRedirect(provider: SocialProvider): void {
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return; // StrictMode runs effects twice; the code and the state are single use
    started.current = true;
    const params = new URLSearchParams(location.search);
    const error = params.get('error');
    const code = params.get('code');
    const fail = (message: string) => {
      window.alert(message);
      void navigate('/user/login', { replace: true });
    };
    const stateOk = oauthState.consume(provider, params.get('state'));
    if (error) return fail(PROVIDER_ERROR[provider](error.slice(0, 100)));
    if (!code || !stateOk) return fail(MSG.auth.invalidAccess);

    handleSocialLogin(provider, code).then(
      (result) => {
        if (result.kind === 'register') {
          void navigate(`/user/register/${provider}`, { replace: true, state: { [TICKET_FIELD[provider]]: result.ticket } });
        } else if (useSession.getState().login(result.accessToken)) {
          void navigate(postLoginRedirect.consume('/'), { replace: true });
        } else {
          fail(SOCIAL_FAILED[provider]);
        }
      },
      () => fail(SOCIAL_FAILED[provider]),
    );
  }, [provider, location.search, navigate]);
}
