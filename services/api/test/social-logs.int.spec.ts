import { Logger } from '@nestjs/common';
import { SIGNUP_CONSENTS } from '@babynews/testing';
import { createTestDatabase, startApp, type TestApp, type TestDatabase } from './harness';
import { newProviderUserId, startOAuthServer, type OAuthMock } from './oauth-server';

/**
 * ARCHITECTURE §5 for social login: request logs never carry authorization codes (they travel in the
 * path), sign-up tickets, tokens or e-mails. One app in this file: nestjs-pino keeps the first
 * app's logger process-wide.
 */
describe('social login logs', () => {
  let mock: OAuthMock;
  let db: TestDatabase;
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    mock = await startOAuthServer();
    db = await createTestDatabase('sqlite');
    t = await startApp({ ...db.env, ...mock.env, LOG_LEVEL: 'info' }, logs);
    Logger.flush(); // Nest buffers its Logger until listen(), which the harness never calls
  });
  afterAll(async () => {
    await t.close();
    await mock.stop();
    await db.drop();
  });

  it('never logs authorization codes, tickets or provider tokens (ARCHITECTURE §5)', async () => {
    const userId = newProviderUserId();
    const code = await mock.authorize('google', userId, t.config.google.redirectUri);
    const first = await t.app.inject({ method: 'GET', url: `/api/google/handleLogin/${encodeURIComponent(code)}?code=${encodeURIComponent(code)}&state=s1` });
    expect(first.statusCode).toBe(202);
    const ticket = first.json().googleId as string;
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/google/registerProc',
      payload: { googleId: ticket, email: 'secret.person@example.com', displayName: '비밀엄마', consents: SIGNUP_CONSENTS },
    });
    expect(reg.statusCode).toBe(201);
    const refused = await t.app.inject({ method: 'GET', url: `/api/kakao/handleLogin/refused-code-123` });
    expect(refused.statusCode).toBe(400);

    const output = logs.join('');
    const urls = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .filter((line) => line.req?.url)
      .map((line) => `${line.req.method} ${line.req.url} ${line.res.statusCode}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'GET /api/google/handleLogin/:code?code=[REDACTED]&state=[REDACTED] 202',
        'POST /api/google/registerProc 201',
        'GET /api/kakao/handleLogin/:code 400',
      ]),
    );
    expect(output).toContain('social login failed');
    for (const secret of [
      code,
      code.slice(2),
      encodeURIComponent(code),
      'refused-code-123',
      ticket,
      ticket.split('.')[2],
      reg.json().accessToken,
      'secret.person@example.com',
      userId,
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
