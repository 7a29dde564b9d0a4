import { loginRoute, logoutAllRoute, logoutRoute, MSG } from '@babynews/contracts';
import { errorAnswer, installFakeFetch } from '@babynews/testing';
import { leaveTo } from '../navigation';
import { useSession } from '../session.store';
import { loginProc, signOut, signOutEverywhere } from './auth';
import { ApiRequestError } from './client';

jest.mock('../navigation', () => ({ leaveTo: jest.fn() }));

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = `${b64url({ alg: 'HS256' })}.${b64url({ sub: '1', username: 'kongi_mom', role: 'ROLE_USER', displayName: '콩이엄마' })}.sig`;
const noContent = () => ({ status: 204 });

beforeEach(() => {
  useSession.getState().login(token);
  jest.mocked(leaveTo).mockClear();
});

describe('sign-out (ARCHITECTURE §5 sessions)', () => {
  it('signOut revokes the token on the server with POST /api/member/logout, and the session ends', async () => {
    const calls = installFakeFetch(noContent);
    await signOut();
    expect(calls).toEqual([
      expect.objectContaining({ path: '/member/logout', method: 'POST', headers: expect.objectContaining({ Authorization: `Bearer ${token}` }) }),
    ]);
    expect(useSession.getState().token).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signOut ends the session at once, even before the answer, and when the server is away', async () => {
    let answer: (value: { status: number }) => void = () => undefined;
    installFakeFetch(() => new Promise((resolve) => (answer = resolve)));
    const done = signOut();
    expect(useSession.getState().token).toBe('');
    answer({ status: 503 });
    await expect(done).resolves.toBeUndefined();

    useSession.getState().login(token);
    installFakeFetch(() => {
      throw new Error('offline');
    });
    await expect(signOut()).resolves.toBeUndefined();
    expect(useSession.getState().token).toBe('');
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it('signOut without a session calls nothing', async () => {
    useSession.getState().logout();
    const calls = installFakeFetch(() => errorAnswer('UNAUTHENTICATED'));
    await signOut();
    expect(calls).toEqual([]);
  });

  it('signOutEverywhere calls POST /api/member/logoutAll and then ends the session', async () => {
    const calls = installFakeFetch(noContent);
    await signOutEverywhere();
    expect(calls.map((c) => [c.method, c.path, c.headers.Authorization])).toEqual([['POST', '/member/logoutAll', `Bearer ${token}`]]);
    expect(useSession.getState().token).toBe('');
  });

  it('signOutEverywhere keeps the session when the server did not confirm, so the member can retry', async () => {
    installFakeFetch(() => {
      throw new Error('offline');
    });
    const error = await signOutEverywhere().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 0, message: MSG.auth.logoutAllFailed });
    expect(useSession.getState().token).toBe(token);
    // a dead token: signed out anyway
    installFakeFetch(() => errorAnswer('UNAUTHENTICATED'));
    await signOutEverywhere();
    expect(useSession.getState().token).toBe('');
    expect(leaveTo).not.toHaveBeenCalled();
  });
});

describe("the sign-in and sign-out calls name the API table's paths", () => {
  it('loginProc, signOut and signOutEverywhere call loginRoute, logoutRoute and logoutAllRoute', async () => {
    const calls = installFakeFetch((call) => (call.path === loginRoute.path ? { status: 200, body: { accessToken: token } } : noContent()));
    await loginProc('kongi_mom', 'pw');
    await signOutEverywhere();
    useSession.getState().login(token);
    await signOut();
    expect(calls.map((call) => [call.method, call.path])).toEqual([
      [loginRoute.method, loginRoute.path],
      [logoutAllRoute.method, logoutAllRoute.path],
      [logoutRoute.method, logoutRoute.path],
    ]);
  });
});
