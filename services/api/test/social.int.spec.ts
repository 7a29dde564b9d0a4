import { LIMITS, MSG } from '@babynews/contracts';
import { SIGNUP_CONSENTS } from '@babynews/testing';
import { DataSource } from 'typeorm';
import { ticketSigningKey } from '../src/auth/social/signup-ticket.service';
import { Member } from '../src/members/member.entity';
import { setCookies } from './cookies';
import { testDatabases, useTestApp } from './harness';
import { decodeJwt, forgeJwt, markEmailVerified, signUp } from './helpers';
import { newProviderUserId, startOAuthServer, type MockProvider, type OAuthMock } from './oauth-server';

/**
 * Social login against a real local OAuth 2.0 server (oauth2-mock-server playing Kakao and Google):
 * handleLogin → 202 ticket → registerProc → token; next login 200; ticket and uniqueness refusals.
 */
let mock: OAuthMock;
const oauthEnv: Record<string, string> = {};
beforeAll(async () => {
  mock = await startOAuthServer();
  Object.assign(oauthEnv, mock.env);
});
afterAll(() => mock?.stop());

const ID_FIELD = { kakao: 'kakaoId', google: 'googleId' } as const;
const FAILED = { kakao: MSG.auth.kakaoFailed, google: MSG.auth.googleFailed } as const;
let nameCounter = 0;
const freshFields = () => {
  nameCounter++;
  const tag = `${process.pid % 1000}s${nameCounter}`;
  return { email: `social${tag}@example.com`, displayName: `소셜${tag}`, consents: SIGNUP_CONSENTS };
};

describe.each(testDatabases())('social login on %s', (db) => {
  const s = useTestApp(db, oauthEnv);
  const redirectUri = (provider: MockProvider) => s.t.config[provider].redirectUri;
  const handleLogin = (provider: MockProvider, code: string, query = '') =>
    s.t.app.inject({ method: 'GET', url: `/api/${provider}/handleLogin/${encodeURIComponent(code)}${query}` });
  const register = (provider: MockProvider, payload: Record<string, unknown>) =>
    s.t.app.inject({ method: 'POST', url: `/api/${provider}/registerProc`, payload });
  /** Provider login as `userId` up to our API's answer. */
  const loginAs = async (provider: MockProvider, userId: string) => handleLogin(provider, await mock.authorize(provider, userId, redirectUri(provider)));
  /** A fresh ticket for a new provider account. */
  const ticketFor = async (provider: MockProvider, userId = newProviderUserId()) => {
    const res = await loginAs(provider, userId);
    expect(res.statusCode).toBe(202);
    return res.json()[ID_FIELD[provider]] as string;
  };
  const members = () => s.t.app.get(DataSource).getRepository(Member);

  describe.each(['kakao', 'google'] as const)('%s', (provider) => {
    it('new account: 202 with a signed ticket, registerProc signs in, next login answers 200', async () => {
      const userId = newProviderUserId();
      const first = await loginAs(provider, userId);
      expect(first.statusCode).toBe(202);
      const ticket = first.json()[ID_FIELD[provider]];
      expect(Object.keys(first.json())).toEqual([ID_FIELD[provider]]);
      expect(ticket).not.toBe(userId); // a signed ticket, not the raw provider id
      expect(ticket.split('.')).toHaveLength(3);
      const claims = decodeJwt(ticket);
      expect(claims).toMatchObject({ purpose: 'social-signup', provider, pid: userId });
      expect((claims.exp as number) - (claims.iat as number)).toBe(LIMITS.socialTicketMs / 1000);
      expect(claims.jti).toEqual(expect.any(String));

      const fields = freshFields();
      const created = await register(provider, { [ID_FIELD[provider]]: ticket, ...fields });
      expect(created.statusCode).toBe(201);
      // the sign-in answers set the HttpOnly session cookie (ARCHITECTURE §5 sessions); the ticket answer does not
      expect(setCookies(first.headers).token).toBeUndefined();
      expect(setCookies(created.headers).token).toMatchObject({ value: created.json().accessToken, attributes: { httponly: '', path: '/' } });
      const token = decodeJwt(created.json().accessToken);
      expect(token).toMatchObject({ role: 'ROLE_USER', displayName: fields.displayName });
      expect(token.username).toMatch(new RegExp(`^${provider}_[a-z0-9]{12}$`));
      const stored = await members().findOneByOrFail({ id: Number(token.sub) });
      expect(stored).toMatchObject({ provider, providerUserId: userId, email: fields.email, passwordHash: null });

      const again = await loginAs(provider, userId);
      expect(again.statusCode).toBe(200);
      expect(Object.keys(again.json())).toEqual(['accessToken']);
      expect(setCookies(again.headers).token.value).toBe(again.json().accessToken);
      expect(decodeJwt(again.json().accessToken)).toMatchObject({ sub: token.sub, username: token.username });
    });

    it('a code is exchanged once: a replayed or invented code is refused with the provider message', async () => {
      const code = await mock.authorize(provider, newProviderUserId(), redirectUri(provider));
      expect((await handleLogin(provider, code)).statusCode).toBe(202);
      for (const bad of [code, 'invented-code']) {
        const res = await handleLogin(provider, bad);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ statusCode: 400, code: 'SOCIAL_LOGIN_REFUSED', message: FAILED[provider], error: 'Bad Request' });
      }
    });

    it('exchanges the code with the configured redirect URI, never one from the request', async () => {
      const stolen = await mock.authorize(provider, newProviderUserId(), 'https://evil.example/callback');
      const refused = await handleLogin(provider, stolen, `?redirect_uri=${encodeURIComponent('https://evil.example/callback')}`);
      expect(refused.statusCode).toBe(400);
      const code = await mock.authorize(provider, newProviderUserId(), redirectUri(provider));
      const ok = await handleLogin(provider, code, `?redirect_uri=${encodeURIComponent('https://evil.example/callback')}&error=access_denied`);
      expect(ok.statusCode).toBe(202);
    });

    it('refuses a forged, edited, expired, foreign or login-token ticket with 400', async () => {
      const key = ticketSigningKey(s.t.config.jwtSecret);
      const now = Math.floor(Date.now() / 1000);
      const claims = { purpose: 'social-signup', provider, pid: newProviderUserId(), jti: `forged-${newProviderUserId()}`, iat: now, exp: now + 600 };
      const real = await ticketFor(provider);
      const [head, body] = real.split('.');
      const edited = `${head}.${Buffer.from(JSON.stringify({ ...decodeJwt(real), pid: '1' })).toString('base64url')}.${real.split('.')[2]}`;
      const { token: loginToken } = await signUp(s.t);
      const other = provider === 'kakao' ? 'google' : 'kakao';
      const bad = [
        forgeJwt({ alg: 'HS256', typ: 'JWT' }, claims, 'a-guessed-secret-that-is-long-enough-123'),
        forgeJwt({ alg: 'HS256', typ: 'JWT' }, claims, s.t.config.jwtSecret), // the login-token key is not the ticket key
        forgeJwt({ alg: 'none', typ: 'JWT' }, claims, key),
        forgeJwt({ alg: 'HS512', typ: 'JWT' }, claims, key),
        forgeJwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 700, exp: now - 100 }, key), // expired
        forgeJwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, provider: other }, key), // the other provider's ticket
        forgeJwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, purpose: 'login' }, key),
        edited,
        `${head}.${body}`,
        loginToken,
        'not-a-ticket',
      ];
      for (const ticket of bad) {
        const res = await register(provider, { [ID_FIELD[provider]]: ticket, ...freshFields() });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ statusCode: 400, code: 'SIGNUP_TICKET_INVALID', message: MSG.auth.ticketInvalid, error: 'Bad Request' });
      }
      // A well-formed ticket signed with the ticket key is accepted (the cases above fail for their flaw only).
      const good = forgeJwt({ alg: 'HS256', typ: 'JWT' }, claims, key);
      expect((await register(provider, { [ID_FIELD[provider]]: good, ...freshFields() })).statusCode).toBe(201);
    });

    it('a replayed ticket answers 409, also when sent concurrently', async () => {
      const ticket = await ticketFor(provider);
      expect((await register(provider, { [ID_FIELD[provider]]: ticket, ...freshFields() })).statusCode).toBe(201);
      const replay = await register(provider, { [ID_FIELD[provider]]: ticket, ...freshFields() });
      expect(replay.statusCode).toBe(409);
      expect(replay.json()).toEqual({ statusCode: 409, code: 'SIGNUP_TICKET_USED', message: MSG.auth.ticketUsed, error: 'Conflict' });

      const racing = await ticketFor(provider);
      const answers = await Promise.all([1, 2, 3, 4].map(() => register(provider, { [ID_FIELD[provider]]: racing, ...freshFields() })));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
      expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().message === MSG.auth.ticketUsed)).toBe(true);
      expect(await members().countBy({ provider, providerUserId: decodeJwt(racing).pid as string })).toBe(1);
    });

    it('a taken e-mail or nickname is refused with its message and the ticket stays usable', async () => {
      const { member } = await signUp(s.t);
      await markEmailVerified(s.t, member.username); // only a verified address is taken (ARCHITECTURE §4.23)
      const ticket = await ticketFor(provider);
      const id = { [ID_FIELD[provider]]: ticket };
      const takenEmail = await register(provider, { ...id, ...freshFields(), email: member.email.toUpperCase() });
      expect(takenEmail.statusCode).toBe(409);
      expect(takenEmail.json().message).toBe(MSG.auth.emailTaken);
      const takenName = await register(provider, { ...id, ...freshFields(), displayName: member.displayName });
      expect(takenName.statusCode).toBe(409);
      expect(takenName.json().message).toBe(MSG.auth.displayNameTaken);
      expect((await register(provider, { ...id, ...freshFields() })).statusCode).toBe(201);
    });

    it('validates the body with the Korean messages (fields in the spec order, no extra fields)', async () => {
      const ticket = await ticketFor(provider);
      const missing = provider === 'kakao' ? MSG.auth.kakaoMissing : MSG.auth.googleMissing;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...freshFields() }, missing],
        [{ [ID_FIELD[provider]]: '', ...freshFields() }, missing],
        [{ [ID_FIELD[provider]]: ticket, ...freshFields(), email: '' }, MSG.auth.emailRequired],
        [{ [ID_FIELD[provider]]: ticket, ...freshFields(), email: 'nope' }, MSG.auth.emailFormat],
        [{ [ID_FIELD[provider]]: ticket, ...freshFields(), displayName: '  ' }, MSG.auth.displayNameRequired],
        [{ [ID_FIELD[provider]]: ticket, ...freshFields(), role: 'ROLE_ADMIN' }, MSG.common.unknownField('role')],
      ];
      for (const [payload, message] of cases) {
        const res = await register(provider, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, error: 'Bad Request' });
      }
      expect(
        (await s.t.app.inject({ method: 'POST', url: `/api/${provider}/registerProc`, payload: '[1]', headers: { 'content-type': 'application/json' } }))
          .statusCode,
      ).toBe(400);
    });
  });

  it('a Kakao user and a Google user with the same provider id are different members', async () => {
    const sameId = newProviderUserId();
    const kakao = await register('kakao', { kakaoId: await ticketFor('kakao', sameId), ...freshFields() });
    const google = await register('google', { googleId: await ticketFor('google', sameId), ...freshFields() });
    expect([kakao.statusCode, google.statusCode]).toEqual([201, 201]);
    const kakaoSub = decodeJwt(kakao.json().accessToken).sub;
    const googleSub = decodeJwt(google.json().accessToken).sub;
    expect(kakaoSub).not.toBe(googleSub);
    expect(decodeJwt((await loginAs('kakao', sameId)).json().accessToken).sub).toBe(kakaoSub);
    expect(decodeJwt((await loginAs('google', sameId)).json().accessToken).sub).toBe(googleSub);
    const rows = await members().find({ where: { providerUserId: sameId }, order: { id: 'ASC' } });
    expect(rows.map((m) => m.provider)).toEqual(['kakao', 'google']);
  });

  it('a malformed code in the path is 400 invalid access without calling the provider', async () => {
    const res = await handleLogin('kakao', 'x'.repeat(1025));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.auth.invalidAccess);
    expect((await handleLogin('google', 'bad code')).json().message).toBe(MSG.auth.invalidAccess);
  });

  it('/runtime-config.json carries each provider’s public settings, never the secret', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/runtime-config.json' });
    const body = res.json();
    expect(body.kakao).toEqual({
      authUrl: `${mock.url}/authorize`,
      clientId: 'kakao-test-client',
      redirectUri: 'https://babynews.test/kakao/oauth/redirect',
      enabled: true,
    });
    expect(body.google).toMatchObject({ clientId: oauthEnv.GOOGLE_CLIENT_ID, redirectUri: 'https://babynews.test/google/oauth/redirect', enabled: true });
    expect(res.body).not.toContain(oauthEnv.KAKAO_CLIENT_SECRET);
    expect(res.body).not.toContain(oauthEnv.GOOGLE_CLIENT_SECRET);
  });
});
