import { DataSource } from 'typeorm';
import { setCookies } from '../../test/cookies';
import { startApp, testDatabases, useTestApp, type TestApp } from '../../test/harness';
import { bearer, decodeJwt, forgeJwt, newMember, signUp } from '../../test/helpers';
import { RevokedToken } from './revoked-token.entity';

/**
 * Sessions (ARCHITECTURE §5 sessions): sign-out puts the token's jti on a deny list in the database, so
 * every instance refuses it; sign-out everywhere raises the token version; the server sets and deletes
 * the HttpOnly session cookie itself, and that cookie authenticates no API call.
 */
jest.setTimeout(120_000);

describe.each(testDatabases())('sign-out and the session cookie on %s', (db) => {
  const s = useTestApp(db);
  let other: TestApp;
  beforeAll(async () => {
    // a second instance on the same database (as behind a load balancer)
    other = await startApp({ WEB_DIST_DIR: s.webDist, ...s.db.env });
  });
  afterAll(() => other?.close());

  const MY_PAGE = '/api/member/getMyPageData';
  const get = (t: TestApp, token: string) => t.app.inject({ method: 'GET', url: MY_PAGE, headers: bearer(token) });
  const post = (t: TestApp, url: string, token?: string) => t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });
  const login = (t: TestApp, username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/loginProc', payload: { username, password } });

  it('every token carries a random jti besides iat and exp', async () => {
    const { token, member } = await signUp(s.t);
    const again = (await login(s.t, member.username, member.password)).json().accessToken as string;
    const [a, b] = [decodeJwt(token), decodeJwt(again)];
    expect(a.jti).toMatch(/^[0-9a-f]{32}$/);
    expect(b.jti).toMatch(/^[0-9a-f]{32}$/);
    expect(a.jti).not.toBe(b.jti);
    expect(typeof a.iat).toBe('number');
    expect(a.exp).toBe((a.iat as number) + 86_400);
  });

  it("logout ends the presented token on the other instance too; the member's other tokens live on", async () => {
    const { token, member } = await signUp(s.t);
    const second = (await login(s.t, member.username, member.password)).json().accessToken as string;
    expect((await get(other, token)).statusCode).toBe(200);

    const out = await post(s.t, '/api/member/logout', token);
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect(setCookies(out.headers).token).toEqual({ value: '', attributes: expect.objectContaining({ 'max-age': '0', path: '/', httponly: '' }) });

    for (const t of [other, s.t]) {
      const refused = await get(t, token);
      expect([refused.statusCode, refused.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    }
    // a second logout with it is refused too (it no longer authenticates anything)
    expect((await post(other, '/api/member/logout', token)).statusCode).toBe(401);
    expect((await get(other, second)).statusCode).toBe(200);
    // the deny-list row lives until the token's own expiry
    const row = await s.t.app
      .get(DataSource)
      .getRepository(RevokedToken)
      .findOneByOrFail({ jti: decodeJwt(token).jti as string });
    expect(row.expiresAt.getTime()).toBe((decodeJwt(token).exp as number) * 1000);
  });

  it('logout prunes deny-list rows whose tokens expired anyway', async () => {
    const repo = s.t.app.get(DataSource).getRepository(RevokedToken);
    await repo.insert({ jti: 'e'.repeat(32), expiresAt: new Date(Date.now() - 1000) });
    await repo.insert({ jti: 'f'.repeat(32), expiresAt: new Date(Date.now() + 60_000) });
    const { token } = await signUp(s.t);
    expect((await post(s.t, '/api/member/logout', token)).statusCode).toBe(204);
    expect(await repo.existsBy({ jti: 'e'.repeat(32) })).toBe(false);
    expect(await repo.existsBy({ jti: 'f'.repeat(32) })).toBe(true);
  });

  it("logoutAll ends every token of the member, on every instance, and no one else's", async () => {
    const a = await signUp(s.t);
    const b = await signUp(s.t);
    const tokens = [a.token, (await login(other, a.member.username, a.member.password)).json().accessToken as string];
    const out = await post(other, '/api/member/logoutAll', tokens[1]);
    expect(out.statusCode).toBe(204);
    expect(setCookies(out.headers).token.attributes['max-age']).toBe('0');
    for (const t of [s.t, other]) for (const token of tokens) expect((await get(t, token)).statusCode).toBe(401);
    expect((await get(s.t, b.token)).statusCode).toBe(200);
    // signing in again works
    const fresh = (await login(s.t, a.member.username, a.member.password)).json().accessToken as string;
    expect((await get(other, fresh)).statusCode).toBe(200);
  });

  it('logout and logoutAll need a bearer token (401 UNAUTHENTICATED)', async () => {
    for (const url of ['/api/member/logout', '/api/member/logoutAll']) {
      const res = await post(s.t, url);
      expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 'UNAUTHENTICATED']);
    }
  });

  it("a token without a jti (issued before sign-out existed) still works, and its logout ends all the member's tokens", async () => {
    const { token, member } = await signUp(s.t);
    const { jti: _jti, ...claims } = decodeJwt(token);
    const legacy = forgeJwt({ alg: 'HS256', typ: 'JWT' }, claims, s.t.config.jwtSecret);
    expect((await get(s.t, legacy)).statusCode).toBe(200);
    const second = (await login(s.t, member.username, member.password)).json().accessToken as string;
    expect((await post(s.t, '/api/member/logout', legacy)).statusCode).toBe(204);
    expect((await get(s.t, legacy)).statusCode).toBe(401);
    expect((await get(s.t, second)).statusCode).toBe(401);
  });

  it('a sign-in answer sets the HttpOnly session cookie (Secure over https), and the cookie alone authenticates no API call', async () => {
    const { member } = await signUp(s.t);
    const res = await login(s.t, member.username, member.password);
    const session = setCookies(res.headers).token;
    expect(session.value).toBe(res.json().accessToken);
    expect(session.attributes).toEqual({ 'max-age': '86400', path: '/', httponly: '', samesite: 'Lax' });
    const cookieOnly = await s.t.app.inject({ method: 'GET', url: MY_PAGE, headers: { cookie: `token=${session.value}` } });
    expect([cookieOnly.statusCode, cookieOnly.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    const logoutByCookie = await s.t.app.inject({ method: 'POST', url: '/api/member/logout', headers: { cookie: `token=${session.value}` } });
    expect(logoutByCookie.statusCode).toBe(401);
    expect((await get(s.t, session.value)).statusCode).toBe(200);

    // sign-up signs in: same cookie
    const joined = await s.t.app.inject({ method: 'POST', url: '/api/joinProc', payload: newMember() });
    expect(joined.statusCode).toBe(201);
    expect(setCookies(joined.headers).token.value).toBe(joined.json().accessToken);
  });

  it('over https (X-Forwarded-Proto from a trusted proxy) the cookies are Secure', async () => {
    const proxied = await startApp({ WEB_DIST_DIR: s.webDist, ...s.db.env, TRUST_PROXY: '1' });
    try {
      const { member } = await signUp(s.t);
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/loginProc',
        payload: { username: member.username, password: member.password },
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(res.statusCode).toBe(200);
      const cookies = setCookies(res.headers);
      expect(cookies.token.attributes).toHaveProperty('secure');
      expect(cookies.bn_device.attributes).toHaveProperty('secure');
    } finally {
      await proxied.close();
    }
  });
});
