import type { RuntimeConfig, SocialProvider } from '@babynews/contracts';

/**
 * The provider's authorization address of spec §7 (authorization-code flow): response_type=code,
 * client_id, redirect_uri and state; Google also scope 'openid profile email',
 * access_type=offline and prompt=consent. `settings` comes from /runtime-config.json.
 */
export function authorizeUrl(provider: SocialProvider, settings: RuntimeConfig['kakao'], state: string): string {
  const url = new URL(settings.authUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', settings.clientId);
  url.searchParams.set('redirect_uri', settings.redirectUri);
  if (provider === 'google') {
    url.searchParams.set('scope', 'openid profile email');
    url.searchParams.set('access_type', 'offline');
    url.searchParams.set('prompt', 'consent');
  }
  url.searchParams.set('state', state);
  return url.toString();
}
