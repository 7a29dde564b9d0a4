import { LIMITS, MSG } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { AuthAttempt } from '../src/attempts/attempt.entity';
import { Member } from '../src/members/member.entity';
import { startApp, testDatabases, useTestApp } from './harness';
import { bearer, decodeJwt, forgeJwt, markEmailVerified, newMember, signUp } from './helpers';

const form = (body: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(body).toString(),
});

describe.each(testDatabases())('auth on %s', (db) => {
  const s = useTestApp(db, { ADMIN_USERNAME: 'site_admin', ADMIN_PASSWORD: 'admin-password-1' });
  // Each call from its own client address: these tests are about the per-account lock, not the
  // per-address budget of failures (LIMITS.attemptBudgetMax, test/lockout and login-burst specs).
  let address = 0;
  const login = (body: Record<string, string>) =>
    s.t.app.inject({ method: 'POST', url: '/api/loginProc', ...form(body), remoteAddress: `192.0.2.${(address++ % 250) + 1}` });

  describe('POST /api/joinProc', () => {
    it('creates a member and answers 201 {accessToken} with the claims of ARCHITECTURE §4.3', async () => {
      const member = newMember({ email: 'Mixed.Case@Example.com', displayName: '행복한엄마' });
      const res = await s.t.app.inject({ method: 'POST', url: '/api/joinProc', payload: member });
      expect(res.statusCode).toBe(201);
      const claims = decodeJwt(res.json().accessToken);
      expect(claims).toMatchObject({ username: member.username, role: 'ROLE_USER', displayName: '행복한엄마' });
      expect(claims.sub).toMatch(/^\d+$/);
      expect((claims.exp as number) - (claims.iat as number)).toBe(LIMITS.tokenLifetimeMs / 1000);
      const header = JSON.parse(Buffer.from(res.json().accessToken.split('.')[0], 'base64url').toString());
      expect(header.alg).toBe('HS256');
      const stored = await s.t.app.get(DataSource).getRepository(Member).findOneByOrFail({ username: member.username });
      expect(stored.email).toBe('mixed.case@example.com');
      expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
      expect(stored.provider).toBe('regular');
    });

    it.each([
      ['username', { username: '' }, MSG.auth.usernameRequired],
      ['username format', { username: 'Ab!' }, MSG.auth.usernameFormat],
      ['password', { password: '' }, MSG.auth.passwordRequired],
      ['password length', { password: 'short' }, MSG.auth.passwordLength],
      ['email', { email: '' }, MSG.auth.emailRequired],
      ['email format', { email: 'not-an-email' }, MSG.auth.emailFormat],
      ['displayName', { displayName: '  ' }, MSG.auth.displayNameRequired],
      ['displayName length', { displayName: '가'.repeat(21) }, MSG.auth.displayNameLength],
    ])('refuses a bad %s with the Korean message', async (_name, override, message) => {
      const res = await s.t.app.inject({ method: 'POST', url: '/api/joinProc', payload: newMember(override) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, error: 'Bad Request' });
    });

    it("refuses a weak password ('password1', one made of the username) with zxcvbn's reason in Korean, and creates nobody", async () => {
      const weak = newMember({ password: 'password1' });
      const res = await s.t.app.inject({ method: 'POST', url: '/api/joinProc', payload: weak });
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'PASSWORD_TOO_WEAK',
        message: '흔히 쓰이는 비밀번호예요. 다른 비밀번호를 사용해주세요.',
        error: 'Bad Request',
      });
      const own = newMember();
      const mine = await s.t.app.inject({ method: 'POST', url: '/api/joinProc', payload: { ...own, password: `${own.username}1` } });
      expect(mine.json()).toMatchObject({ statusCode: 400, code: 'PASSWORD_TOO_WEAK', message: expect.stringMatching(/[\uAC00-\uD7A3]/) });
      expect(
        await s.t.app
          .get(DataSource)
          .getRepository(Member)
          .countBy([{ username: weak.username }, { username: own.username }]),
      ).toBe(0);
      expect((await s.t.app.inject({ method: 'POST', url: '/api/joinProc', payload: { ...weak, password: 'gold-river-lamp-42' } })).statusCode).toBe(201);
    });

    it('refuses unknown fields (no role smuggling)', async () => {
      const res = await s.t.app.inject({ method: 'POST', url: '/api/joinProc', payload: { ...newMember(), role: 'ROLE_ADMIN' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG.common.unknownField('role'));
    });

    it('answers 409 with the specific message for a taken username, e-mail or display name', async () => {
      const { member } = await signUp(s.t);
      await markEmailVerified(s.t, member.username); // only a verified address is taken (ARCHITECTURE §4.23)
      const cases: Array<[Record<string, string>, string, string]> = [
        [{ username: member.username }, 'USERNAME_TAKEN', MSG.auth.usernameTaken],
        [{ email: member.email.toUpperCase() }, 'EMAIL_TAKEN', MSG.auth.emailTaken],
        [{ displayName: member.displayName }, 'DISPLAY_NAME_TAKEN', MSG.auth.displayNameTaken],
      ];
      for (const [override, code, message] of cases) {
        const res = await s.t.app.inject({ method: 'POST', url: '/api/joinProc', payload: newMember(override) });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ statusCode: 409, code, message, error: 'Conflict' });
      }
    });
  });

  describe('POST /api/loginProc', () => {
    it('accepts form-encoded and JSON credentials and answers {accessToken}', async () => {
      const { member } = await signUp(s.t);
      const res = await login({ username: member.username, password: member.password });
      expect(res.statusCode).toBe(200);
      expect(decodeJwt(res.json().accessToken)).toMatchObject({ username: member.username, role: 'ROLE_USER' });
      const asJson = await s.t.app.inject({ method: 'POST', url: '/api/loginProc', payload: { username: member.username, password: member.password } });
      expect(asJson.statusCode).toBe(200);
    });

    it('answers the same 401 for an unknown user and a wrong password', async () => {
      const { member } = await signUp(s.t);
      const wrong = await login({ username: member.username, password: 'wrong-password' });
      const unknown = await login({ username: 'nobody_here', password: 'wrong-password' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ statusCode: 401, code: 'LOGIN_FAILED', message: MSG.auth.loginFailed, error: 'Unauthorized' });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('requires both fields with the Korean message', async () => {
      const bodies: Array<Record<string, string>> = [{ username: 'someone' }, { password: 'x' }, { username: '', password: '' }];
      for (const body of bodies) {
        const res = await login(body);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(MSG.auth.loginFieldsRequired);
      }
    });

    it('locks an account after 10 failures in 15 minutes (429), also after a restart', async () => {
      const { member } = await signUp(s.t);
      for (let i = 0; i < LIMITS.loginFailuresMax; i++) {
        expect((await login({ username: member.username, password: `bad-${i}` })).statusCode).toBe(401);
      }
      const locked = await login({ username: member.username, password: member.password });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ statusCode: 429, code: 'LOGIN_LOCKED', message: MSG.auth.loginLocked, error: 'Too Many Requests' });
      // Other accounts are not affected.
      const other = await signUp(s.t);
      expect((await login({ username: other.member.username, password: other.member.password })).statusCode).toBe(200);

      await s.restart();
      const afterRestart = await login({ username: member.username.toUpperCase(), password: member.password });
      expect(afterRestart.statusCode).toBe(429);

      // The window passing unlocks it: age the recorded failures by 16 minutes.
      const old = new Date(Date.now() - LIMITS.attemptWindowMs - 60_000);
      await s.t.app.get(DataSource).createQueryBuilder().update(AuthAttempt).set({ createdAt: old }).execute();
      expect((await login({ username: member.username, password: member.password })).statusCode).toBe(200);
    });

    it('a success clears earlier failures', async () => {
      const { member } = await signUp(s.t);
      for (let i = 0; i < LIMITS.loginFailuresMax - 1; i++) await login({ username: member.username, password: 'bad' });
      expect((await login({ username: member.username, password: member.password })).statusCode).toBe(200);
      for (let i = 0; i < LIMITS.loginFailuresMax - 1; i++) await login({ username: member.username, password: 'bad' });
      expect((await login({ username: member.username, password: member.password })).statusCode).toBe(200);
    });
  });

  describe('JWT checks (ARCHITECTURE §5)', () => {
    const myPage = (token: string) => s.t.app.inject({ method: 'GET', url: '/api/member/getMyPageData', headers: bearer(token) });

    it('accepts a genuine token and refuses none / HS512 / expired / edited ones with 401', async () => {
      const { token } = await signUp(s.t);
      expect((await myPage(token)).statusCode).toBe(200);
      const claims = decodeJwt(token);
      const secret = s.t.config.jwtSecret;
      const now = Math.floor(Date.now() / 1000);
      const [head, , sig] = token.split('.');
      const edited = `${head}.${Buffer.from(JSON.stringify({ ...claims, role: 'ROLE_ADMIN' })).toString('base64url')}.${sig}`;
      const attacks = {
        none: forgeJwt({ alg: 'none', typ: 'JWT' }, claims, secret),
        hs512: forgeJwt({ alg: 'HS512', typ: 'JWT' }, claims, secret),
        expired: forgeJwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 90_000, exp: now - 3_600 }, secret),
        otherSecret: forgeJwt({ alg: 'HS256', typ: 'JWT' }, claims, 'x'.repeat(40)),
        edited,
        garbage: 'not.a.jwt',
      };
      for (const [name, bad] of Object.entries(attacks)) {
        const res = await myPage(bad);
        expect([name, res.statusCode]).toEqual([name, 401]);
        expect(res.json().message).toBe(MSG.common.unauthorized);
      }
      // The same HS256 forge with the right secret works: the refusals above are about the attack.
      const forged = forgeJwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now, exp: now + 60 }, secret);
      expect((await myPage(forged)).statusCode).toBe(200);
    });
  });

  describe('administrator from ADMIN_USERNAME/ADMIN_PASSWORD', () => {
    it('is created at start with ROLE_ADMIN and can log in', async () => {
      const res = await login({ username: 'site_admin', password: 'admin-password-1' });
      expect(res.statusCode).toBe(200);
      expect(decodeJwt(res.json().accessToken)).toMatchObject({ username: 'site_admin', role: 'ROLE_ADMIN' });
    });

    it('is updated at start with a new password, and never re-promotes a demoted administrator', async () => {
      const admin = await s.t.app.get(DataSource).getRepository(Member).findOneByOrFail({ username: 'site_admin' });
      await s.restart({ ADMIN_PASSWORD: 'admin-password-2' });
      const repo = s.t.app.get(DataSource).getRepository(Member);
      const after = await repo.findOneByOrFail({ username: 'site_admin' });
      expect(after.role).toBe('ROLE_ADMIN');
      expect(after.id).toBe(admin.id);
      expect((await login({ username: 'site_admin', password: 'admin-password-1' })).statusCode).toBe(401);
      expect((await login({ username: 'site_admin', password: 'admin-password-2' })).statusCode).toBe(200);
      // Demoted on purpose: the next start refuses rather than promoting it again (ARCHITECTURE §5).
      await repo.update(admin.id, { role: 'ROLE_USER' });
      await expect(startApp({ WEB_DIST_DIR: s.webDist, ...s.db.env, ADMIN_USERNAME: 'site_admin', ADMIN_PASSWORD: 'admin-password-2' })).rejects.toThrow(
        /ADMIN_USERNAME "site_admin" belongs to an existing member who is not an administrator/,
      );
      expect((await repo.findOneByOrFail({ id: admin.id })).role).toBe('ROLE_USER');
    });
  });
});
