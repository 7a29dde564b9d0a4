import { useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand';
import { MSG, SESSION_ID, type Role, type SessionBlock } from '@babynews/contracts';
import { decodeToken, isExpired } from './token';
import { tokenStorage } from './storage';
import { isServerRender, takeInlineJson } from './api/inline-data';

/** Identity of the signed-in member; every field is '' when signed out (spec §3 "Session"). */
export interface SessionState {
  token: string;
  username: string;
  role: Role | '';
  displayName: string;
  /**
   * Signs in with a token from loginProc/joinProc: stores it (localStorage; the server set its own
   * HttpOnly session cookie) and decodes username, role and displayName. Returns false (and stays signed out) when the token
   * cannot be decoded or is already expired.
   */
  login(token: string): boolean;
  /**
   * Forgets the session in this browser: clears the stored token and empties all identity fields
   * (spec §4). Tells the server nothing: a member's own sign-out is `signOut`, which also revokes the token.
   */
  logout(): void;
  /**
   * Reloads the stored token at start (spec §4). A token that cannot be decoded logs
   * 'Invalid token' and empties the identity; an expired token is treated as signed out.
   */
  hydrate(): void;
}

const signedOut = { token: '', username: '', role: '' as const, displayName: '' };

const store = createStore<SessionState>()((set) => ({
  ...signedOut,
  login(token) {
    const claims = decodeToken(token);
    if (!claims || isExpired(claims)) {
      if (!claims) console.error(MSG.auth.invalidToken);
      tokenStorage.clear();
      set(signedOut);
      return false;
    }
    tokenStorage.write(token);
    set({ token, username: claims.username, role: claims.role, displayName: claims.displayName });
    return true;
  },
  logout() {
    tokenStorage.clear();
    set(signedOut);
  },
  hydrate() {
    const token = tokenStorage.read();
    if (!token) {
      set(signedOut);
      return;
    }
    const claims = decodeToken(token);
    if (!claims) {
      console.error(MSG.auth.invalidToken);
      tokenStorage.clear();
      set(signedOut);
      return;
    }
    if (isExpired(claims)) {
      tokenStorage.clear();
      set(signedOut);
      return;
    }
    set({ token, username: claims.username, role: claims.role, displayName: claims.displayName });
  },
}));

/**
 * The session a server-rendered page's first render draws (ARCHITECTURE "How a first visit travels"),
 * on the server and in the browser's hydration alike:
 * - on the server, the member the page is rendered for (the `SESSION_ID` block, without the token),
 *   or signed out;
 * - in the browser, this browser's session when the page was rendered for the member its stored token
 *   names, else signed out (the page then shows this browser's own session right after hydration).
 *   The same object while neither changes: hydration must read one value throughout.
 */
function firstRenderSession(): SessionState {
  const drawn = takeInlineJson<SessionBlock>(SESSION_ID);
  const own = store.getState();
  if (isServerRender()) return { ...own, ...signedOut, ...(drawn && { username: drawn.username, role: drawn.role, displayName: drawn.displayName }) };
  if (!hydration || hydration.drawn !== drawn || hydration.own !== own) {
    const session = drawn && own.token && drawn.username === own.username ? own : { ...own, ...signedOut };
    hydration = { drawn, own, session };
  }
  return hydration.session;
}
/** The last hydration session and what it was made from: the same inputs give the very same object. */
let hydration: { drawn: SessionBlock | undefined; own: SessionState; session: SessionState } | undefined;

/**
 * The one session store of the app (zustand, spec §3 "Session"). Shared as a Module Federation
 * singleton, so the shell and every remote read the same state. In components
 * `useSession(selector)`, which draws `firstRenderSession()` while React hydrates a server render;
 * outside React `useSession.getState()`, `setState`, `subscribe`.
 */
export const useSession: typeof useSessionState & StoreApi<SessionState> = Object.assign(useSessionState, store);

/** See `useSession`: what `selector` picks from the session. */
function useSessionState<T>(selector: (state: SessionState) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(firstRenderSession()),
  );
}

/** True when a member is signed in (spec §6: a display name is required); on the server, the member a page is rendered for (no token there). */
export const selectSignedIn = (s: SessionState): boolean => Boolean(s.username && s.displayName);
/** True when the signed-in member is an administrator. */
export const selectIsAdmin = (s: SessionState): boolean => selectSignedIn(s) && s.role === 'ROLE_ADMIN';
