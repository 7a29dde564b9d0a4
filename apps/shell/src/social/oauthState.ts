import { STORAGE_KEYS, type SocialProvider } from '@babynews/contracts';

/**
 * The OAuth `state` of spec §2: a random value kept in sessionStorage for one login
 * round trip, so a redirect-back that this tab did not start is refused without calling the API.
 */
export const oauthState = {
  /** Creates, remembers and returns a fresh state (32 random bytes, base64url) for `provider`. */
  create(provider: SocialProvider): string {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    const state = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    sessionStorage.setItem(STORAGE_KEYS.oauthState(provider), state);
    return state;
  },
  /**
   * True when `received` equals the state remembered for `provider`. The remembered state is
   * forgotten either way (single use). False when none was remembered or storage is unavailable.
   */
  consume(provider: SocialProvider, received: string | null): boolean {
    let expected: string | null = null;
    try {
      expected = sessionStorage.getItem(STORAGE_KEYS.oauthState(provider));
      sessionStorage.removeItem(STORAGE_KEYS.oauthState(provider));
    } catch {
      return false;
    }
    return !!expected && !!received && expected === received;
  },
};
