import { useEffect } from 'react';
import { MSG, SECURITY_MSG, type SocialProvider } from '@babynews/contracts';
import { Alert, LinkButton, LoadingState } from '@babynews/ui';
import { useSocialLogin } from '../hooks/useSocialLogin';

/** The providers `/user/login?reauth=` accepts. */
const PROVIDERS: readonly SocialProvider[] = ['kakao', 'google'];

/** The provider named by `/user/login?reauth={provider}`, or null. */
export function reauthProvider(search: string): SocialProvider | null {
  const value = new URLSearchParams(search).get('reauth');
  return PROVIDERS.find((p) => p === value) ?? null;
}

/**
 * `/user/login?reauth={provider}` for a signed-in social member (ARCHITECTURE §4.21: a withdrawal needs a
 * sign-in younger than LIMITS.reauthMaxAgeMs): starts the provider's sign-in at once (`useSocialLogin`),
 * whose redirect-back stores the fresh token and returns to the saved post-login address (the account
 * page saved it). A failed settings load or a provider that is not configured shows the reason and a way back.
 */
export function SocialReauth({ provider }: { provider: SocialProvider }) {
  const social = useSocialLogin();
  const ready = !social.loading && !social.error && social.enabled(provider);
  const { start } = social;
  useEffect(() => {
    if (ready) start(provider);
    // start is a new function each render; starting once when the settings are ready is enough
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, provider]);

  const failed = social.error || (!social.loading && !social.enabled(provider) ? MSG.auth.socialUnavailable : '');
  return (
    <main className="login">
      <div className="login__card">
        {failed ? (
          <>
            <Alert>{failed}</Alert>
            <LinkButton to="/user/account" variant="ghost" block>
              {SECURITY_MSG.backToAccount}
            </LinkButton>
          </>
        ) : (
          <LoadingState text={SECURITY_MSG.reauthRedirecting} />
        )}
      </div>
    </main>
  );
}
