import { STORAGE_KEYS } from '@babynews/contracts';

/**
 * Token persistence of spec §4: localStorage 'token', sent as the bearer token of API calls. The
 * cookie 'token' of the same name is the server's own (HttpOnly, set by the sign-in answers and deleted
 * by sign-out, ARCHITECTURE §5 sessions): no script reads or writes it. Storage failures (private mode,
 * disabled storage) are ignored.
 */
export const tokenStorage = {
  /** The stored token; '' when none. */
  read(): string {
    try {
      return localStorage.getItem(STORAGE_KEYS.token) ?? '';
    } catch {
      return '';
    }
  },
  /** Stores the token. */
  write(token: string): void {
    try {
      localStorage.setItem(STORAGE_KEYS.token, token);
    } catch {
      /* storage unavailable */
    }
  },
  /** Removes the token. */
  clear(): void {
    try {
      localStorage.removeItem(STORAGE_KEYS.token);
    } catch {
      /* storage unavailable */
    }
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
