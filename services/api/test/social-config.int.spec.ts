import { MSG } from '@babynews/contracts';
import { createServer } from 'node:net';
import { createTestDatabase, startApp, type TestApp, type TestDatabase } from './harness';
import { newProviderUserId, startOAuthServer, type OAuthMock } from './oauth-server';

/**
 * Social login edges that depend on configuration, not on the database (SQLite only): provider
 * down, provider not configured, the sign-in rate limit.
 */
describe('social login configuration, limits', () => {
  let mock: OAuthMock;
  let db: TestDatabase;
  let t: TestApp | undefined;
  beforeAll(async () => {
    mock = await startOAuthServer();
    db = await createTestDatabase('sqlite');
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  afterAll(async () => {
    await mock.stop();
    await db.drop();
  });

  /** A local port with nothing listening. */
  const deadPort = () =>
    new Promise<number>((resolve) => {
      const srv = createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as { port: number };
        srv.close(() => resolve(port));
      });
    });

  it('answers 502 when the provider cannot be reached and 503 when it is not configured', async () => {
    const port = await deadPort();
    t = await startApp({ ...db.env, ...mock.env, KAKAO_TOKEN_URL: `http://127.0.0.1:${port}/token`, GOOGLE_CLIENT_ID: '', GOOGLE_CLIENT_SECRET: '' });
    const code = await mock.authorize('kakao', newProviderUserId(), t.config.kakao.redirectUri);
    const down = await t.app.inject({ method: 'GET', url: `/api/kakao/handleLogin/${code}` });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ statusCode: 502, code: 'SOCIAL_PROVIDER_ERROR', message: MSG.auth.kakaoFailed, error: 'Bad Gateway' });
    const off = await t.app.inject({ method: 'GET', url: '/api/google/handleLogin/some-code' });
    expect(off.statusCode).toBe(503);
    expect(off.json().message).toBe(MSG.auth.socialUnavailable);
    expect((await t.app.inject({ method: 'GET', url: '/runtime-config.json' })).json().google.enabled).toBe(false);
  });

  it('answers 502 when the profile endpoint refuses the token', async () => {
    t = await startApp({ ...db.env, ...mock.env, GOOGLE_PROFILE_URL: `${mock.url}/userinfo?broken=1`, KAKAO_PROFILE_URL: `${mock.url}/jwks` });
    const code = await mock.authorize('kakao', newProviderUserId(), t.config.kakao.redirectUri);
    const res = await t.app.inject({ method: 'GET', url: `/api/kakao/handleLogin/${code}` });
    expect(res.statusCode).toBe(502); // /jwks answers no Kakao id
    expect(res.json().message).toBe(MSG.auth.kakaoFailed);
  });

  it('rate-limits social login and sign-up per IP with SIGN_IN_RATE_LIMIT_PER_MINUTE', async () => {
    t = await startApp({ ...db.env, ...mock.env, SIGN_IN_RATE_LIMIT_PER_MINUTE: '2' });
    const call = () => t!.app.inject({ method: 'GET', url: '/api/kakao/handleLogin/invented' });
    expect((await call()).statusCode).toBe(400);
    expect((await call()).statusCode).toBe(400);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: MSG.common.tooMany, error: 'Too Many Requests' });
    const signup = () => t!.app.inject({ method: 'POST', url: '/api/google/registerProc', payload: { googleId: 'x', email: 'a@b.co', displayName: '가나' } });
    expect((await signup()).statusCode).toBe(400);
    expect((await signup()).statusCode).toBe(400);
    expect((await signup()).statusCode).toBe(429);
  });
});
