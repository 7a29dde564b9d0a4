import { createTestDatabase, startApp, type TestApp, type TestDatabase } from './harness';
import { bearer, newsBody, signUp } from './helpers';

describe('request logs (ARCHITECTURE §5: no tokens, passwords, codes, e-mails)', () => {
  let db: TestDatabase;
  let t: TestApp;
  const logs: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    t = await startApp({ ...db.env, LOG_LEVEL: 'info' }, logs);
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('logs every API request as JSON with a request id but never the secrets', async () => {
    const password = 'TopSecret-Pass-123';
    const email = 'private.mail@example.com';
    const { token, member } = await signUp(t, { password, email });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/loginProc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: member.username, password }).toString(),
    });
    expect(login.statusCode).toBe(200);
    const { code } = (
      await t.app.inject({ method: 'POST', url: '/api/event/create', headers: bearer(token), payload: newsBody({ address: '비밀시 비밀구 1' }) })
    ).json();
    await t.app.inject({ method: 'GET', url: '/api/member/getMyPageData', headers: { ...bearer(token), cookie: `token=${token}` } });
    await t.app.inject({
      method: 'GET',
      url: `/api/event/fetchInfoByCode/${code}?token=${token}&email=${encodeURIComponent(email)}&page=2`,
      headers: { 'x-request-id': 'trace-me-1' },
    });
    await t.app.inject({ method: 'GET', url: `/api/kakao/handleLogin/oauth-code-xyz?code=oauth-code-xyz&state=s1` });

    const output = logs.join('');
    const lines = output
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const requests = lines.filter((l) => l.req?.url);
    expect(requests.map((l) => l.req.method + ' ' + l.req.url)).toEqual(
      expect.arrayContaining([
        'POST /api/joinProc',
        'POST /api/loginProc',
        'GET /api/member/getMyPageData',
        'GET /api/event/fetchInfoByCode/:code?token=[REDACTED]&email=[REDACTED]&page=2',
        'GET /api/kakao/handleLogin/:code?code=[REDACTED]&state=[REDACTED]',
      ]),
    );
    expect(requests.find((l) => l.req.url.startsWith('/api/event/fetchInfoByCode'))).toMatchObject({ req: { id: 'trace-me-1' }, res: { statusCode: 200 } });
    for (const secret of [password, token, token.split('.')[2], email, code, 'oauth-code-xyz', '비밀시']) {
      expect(output).not.toContain(secret);
    }
  });
});
