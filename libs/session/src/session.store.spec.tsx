import { MSG, STORAGE_KEYS } from '@babynews/contracts';
import { selectIsAdmin, selectSignedIn, useSession } from './session.store';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;
const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;
const member = (extra: object = {}) => jwt({ sub: '7', username: 'kongi_mom', role: 'ROLE_USER', displayName: '콩이엄마', exp: inOneHour(), ...extra });

let consoleError: jest.SpyInstance;
beforeEach(() => {
  useSession.getState().logout();
  localStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('session store (spec §4 "Session")', () => {
  it("login decodes username, role and displayName and stores the token in localStorage only (the cookie is the server's, HttpOnly)", () => {
    const token = member();
    expect(useSession.getState().login(token)).toBe(true);
    expect(useSession.getState()).toMatchObject({ token, username: 'kongi_mom', role: 'ROLE_USER', displayName: '콩이엄마' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(document.cookie).toBe('');
    expect(selectSignedIn(useSession.getState())).toBe(true);
    expect(selectIsAdmin(useSession.getState())).toBe(false);
  });

  it("login with an undecodable token logs 'Invalid token' and stays signed out", () => {
    expect(useSession.getState().login('not.a-token')).toBe(false);
    expect(consoleError).toHaveBeenCalledWith(MSG.auth.invalidToken);
    expect(useSession.getState()).toMatchObject({ token: '', username: '', role: '', displayName: '' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('login with an expired token is refused without the Invalid token log', () => {
    expect(useSession.getState().login(member({ exp: Math.floor(Date.now() / 1000) - 1 }))).toBe(false);
    expect(consoleError).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('');
  });

  it('logout empties every field and the store', () => {
    useSession.getState().login(member());
    useSession.getState().logout();
    expect(useSession.getState()).toMatchObject({ token: '', username: '', role: '', displayName: '' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('hydrate reloads the token stored in localStorage', () => {
    const token = member({ role: 'ROLE_ADMIN' });
    localStorage.setItem(STORAGE_KEYS.token, token);
    useSession.getState().hydrate();
    expect(useSession.getState()).toMatchObject({ token, username: 'kongi_mom', role: 'ROLE_ADMIN' });
    expect(selectIsAdmin(useSession.getState())).toBe(true);
  });

  it('hydrate never reads a token from a cookie (only the server reads its HttpOnly session cookie)', () => {
    document.cookie = `token=${encodeURIComponent(member())}; Path=/`;
    useSession.getState().hydrate();
    expect(useSession.getState().token).toBe('');
    document.cookie = 'token=; Max-Age=0; Path=/';
  });

  it("hydrate with a stored token that cannot be decoded logs 'Invalid token', empties the identity and clears storage", () => {
    localStorage.setItem(STORAGE_KEYS.token, 'garbage');
    useSession.getState().hydrate();
    expect(consoleError).toHaveBeenCalledWith(MSG.auth.invalidToken);
    expect(useSession.getState()).toMatchObject({ token: '', username: '', role: '', displayName: '' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('hydrate with an expired stored token signs out and clears storage', () => {
    localStorage.setItem(STORAGE_KEYS.token, member({ exp: Math.floor(Date.now() / 1000) - 60 }));
    useSession.getState().hydrate();
    expect(useSession.getState().token).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
