import { MSG, type SocialProvider } from '@babynews/contracts';
import { Spinner } from '@babynews/ui';
import { useSocialRedirect } from '../hooks/useSocialRedirect';
import '../social.css';

const PROVIDER_NAME: Record<SocialProvider, string> = { kakao: '카카오', google: '구글' };

/**
 * `/kakao/oauth/redirect` and `/google/oauth/redirect` (spec §2 "Social redirect-back page"):
 * shows a processing message while `useSocialRedirect` decides where to go.
 */
export function SocialRedirectPage({ provider }: { provider: SocialProvider }) {
  useSocialRedirect(provider);
  return (
    <main className="social-redirect">
      <div className="social-redirect__card" role="status" aria-live="polite">
        <span className={`social-redirect__badge social-redirect__badge--${provider}`}>{PROVIDER_NAME[provider]} 로그인</span>
        <Spinner label="" />
        <p className="social-redirect__text">{MSG.auth.socialProcessing}</p>
      </div>
    </main>
  );
}

/** Route element of `/kakao/oauth/redirect`. */
export const KakaoRedirectPage = () => <SocialRedirectPage provider="kakao" />;
/** Route element of `/google/oauth/redirect`. */
export const GoogleRedirectPage = () => <SocialRedirectPage provider="google" />;
