/**
 * The one-time token of a mailed or shared link (`#t=`), read once and taken out of the address bar (ARCHITECTURE §4.23,
 * "Two parents"). Its own entry point, `@babynews/session/hash-token`: bundled only into the pages that read a token,
 * never into the shared session module every first visit loads.
 */
import { useEffect, useState } from 'react';

/** The one-time token of `#t=…` (43 base64url characters), or '' when the fragment holds none. */
export function tokenFromHash(hash: string): string {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('t') ?? '';
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : '';
}

/**
 * The mailed link's token (ARCHITECTURE §4.23): read once from `#t=` after mount, then taken out of the
 * address bar (it never reaches a server log, a Referer or the history). null before the first
 * effect ran, '' when the link carried no token.
 */
export function useHashToken(): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    setToken(tokenFromHash(window.location.hash));
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);
  return token;
}
