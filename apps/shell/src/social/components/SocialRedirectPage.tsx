import { MSG, type SocialProvider } from '@babynews/contracts';
import { Spinner } from '@babynews/ui';
import { PROVIDER_NAME, ProviderBadge } from '@babynews/ui/login';
import { useSocialRedirect } from '../hooks/useSocialRedirect';
import '../social.css';

/**
 * `/kakao/oauth/redirect` and `/google/oauth/redirect` (spec §2 "Social redirect-back page"):
 * shows a processing message while `useSocialRedirect` decides where to go.
 */
export function SocialRedirectPage({ provider }: { provider: SocialProvider }) {
  useSocialRedirect(provider);
  return (
    <main className="social-redirect">
      <div className="social-redirect__card" role="status" aria-live="polite">
        <ProviderBadge provider={provider}>{PROVIDER_NAME[provider]} 로그인</ProviderBadge>
        <Spinner label="" />
        <p className="social-redirect__text">{MSG.auth.socialProcessing}</p>
      </div>
    </main>
  );
}
