import { create } from 'zustand';
import { MSG, type Role } from '@babynews/contracts';
import { decodeToken, isExpired } from './token';
import { tokenStorage } from './storage';

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

/**
 * The one session store of the app (zustand). Shared as a Module Federation singleton, so the
 * shell and every remote read the same state. Use `useSession(selector)` in components and
 * `useSession.getState()` outside React.
 */
export const useSession = create<SessionState>()((set) => ({
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

/** True when a member is signed in (spec §6: a display name is required). */
export const selectSignedIn = (s: SessionState): boolean => Boolean(s.token && s.displayName);
/** True when the signed-in member is an administrator. */
export const selectIsAdmin = (s: SessionState): boolean => Boolean(s.token && s.displayName && s.role === 'ROLE_ADMIN');
