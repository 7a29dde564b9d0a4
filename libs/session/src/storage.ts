import { LIMITS, STORAGE_KEYS } from '@babynews/contracts';

/**
 * Token persistence of spec §4: localStorage 'token' plus a 1-day cookie 'token'
 * (SameSite=Lax, path /). Storage failures (private mode, disabled storage) are ignored.
 */
export const tokenStorage = {
  /** The stored token, from localStorage first, else from the cookie; '' when none. */
  read(): string {
    try {
      const stored = localStorage.getItem(STORAGE_KEYS.token);
      if (stored) return stored;
    } catch {
      /* storage unavailable */
    }
    const match = document.cookie.match(new RegExp(`(?:^|; )${STORAGE_KEYS.token}=([^;]*)`));
    return match?.[1] ? decodeURIComponent(match[1]) : '';
  },
  /** Stores the token in both places; the cookie lives LIMITS.tokenLifetimeMs (1 day). */
  write(token: string): void {
    try {
      localStorage.setItem(STORAGE_KEYS.token, token);
    } catch {
      /* storage unavailable */
    }
    const maxAge = Math.floor(LIMITS.tokenLifetimeMs / 1000);
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${STORAGE_KEYS.token}=${encodeURIComponent(token)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
  },
  /** Removes the token from both places. */
  clear(): void {
    try {
      localStorage.removeItem(STORAGE_KEYS.token);
    } catch {
      /* storage unavailable */
    }
    document.cookie = `${STORAGE_KEYS.token}=; Max-Age=0; Path=/; SameSite=Lax`;
  },
};

/**
 * The address to return to after signing in (spec §4 "saved post-login address"), kept in
 * sessionStorage so it survives the provider redirects of a social login in the same tab.
 */
export const postLoginRedirect = {
  /** Remembers a same-origin path such as '/user/mypage'. Other values are ignored. */
  save(path: string): void {
    if (!path.startsWith('/') || path.startsWith('//')) return;
    try {
      sessionStorage.setItem(STORAGE_KEYS.postLoginRedirect, path);
    } catch {
      /* storage unavailable */
    }
  },
  /** Returns and forgets the saved path; `fallback` when none was saved. */
  consume(fallback = '/'): string {
    try {
      const path = sessionStorage.getItem(STORAGE_KEYS.postLoginRedirect);
      sessionStorage.removeItem(STORAGE_KEYS.postLoginRedirect);
      if (path && path.startsWith('/') && !path.startsWith('//')) return path;
    } catch {
      /* storage unavailable */
    }
    return fallback;
  },
};
