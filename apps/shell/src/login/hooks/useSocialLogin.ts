import { useCallback, useEffect, useState } from 'react';
import { MSG, type RuntimeConfig, type SocialProvider } from '@babynews/contracts';
import { leaveTo } from '@babynews/session';
import { loadRuntimeConfig } from '../../federation/remotes';
import { authorizeUrl } from '../../social/authorizeUrl';
import { oauthState } from '../../social/oauthState';

/**
 * The login page's social buttons (spec §2 Login, §7): reads the providers' public settings from
 * /runtime-config.json (loading, error + retry), then `start(provider)` remembers a fresh `state`
 * and sends the browser to the provider's authorization page. A provider whose settings say
 * `enabled: false` cannot be started.
 */
export function useSocialLogin() {
  const [config, setConfig] = useState<RuntimeConfig | null>(null);
  const [error, setError] = useState('');
  const [leaving, setLeaving] = useState<SocialProvider | null>(null);

  const load = useCallback(() => {
    setError('');
    loadRuntimeConfig().then(setConfig, () => setError(MSG.auth.socialConfigFailed));
  }, []);
  useEffect(load, [load]);

  const start = (provider: SocialProvider) => {
    const settings = config?.[provider];
    if (!settings?.enabled) return;
    try {
      const state = oauthState.create(provider);
      setLeaving(provider);
      leaveTo(authorizeUrl(provider, settings, state));
    } catch {
      setLeaving(null);
      setError(MSG.auth.socialUnavailable);
    }
  };

  return {
    loading: !config && !error,
    error,
    retry: load,
    leaving,
    enabled: (provider: SocialProvider) => !!config?.[provider]?.enabled,
    start,
  };
}
