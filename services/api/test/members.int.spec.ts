import { MSG } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { Member } from '../src/members/member.entity';
import { testDatabases, useTestApp } from './harness';
import { bearer, markEmailVerified, newsBody, signUp } from './helpers';

describe.each(testDatabases())('members on %s', (db) => {
  const s = useTestApp(db);
  const post = (url: string, payload: unknown) => s.t.app.inject({ method: 'POST', url, payload: payload as object });

  describe('duplicate checks', () => {
    const checks = [
      {
        url: '/api/register/emailCheck',
        field: 'email' as const,
        fresh: 'fresh@example.com',
        available: MSG.auth.emailAvailable,
        taken: MSG.auth.emailTaken,
        takenCode: 'EMAIL_TAKEN',
        invalid: [
          ['', MSG.auth.emailRequired],
          ['nope', MSG.auth.emailFormat],
        ],
      },
      {
        url: '/api/register/displayNameCheck',
        field: 'displayName' as const,
        fresh: '새로운닉네임',
        available: MSG.auth.displayNameAvailable,
        taken: MSG.auth.displayNameTaken,
        takenCode: 'DISPLAY_NAME_TAKEN',
        invalid: [
          ['  ', MSG.auth.displayNameRequired],
          ['가'.repeat(21), MSG.auth.displayNameLength],
        ],
      },
      {
        url: '/api/register/usernameCheck',
        field: 'username' as const,
        fresh: 'fresh_user',
        available: MSG.auth.usernameAvailable,
        taken: MSG.auth.usernameTaken,
        takenCode: 'USERNAME_TAKEN',
        invalid: [
          ['', MSG.auth.usernameRequired],
          ['UPPER', MSG.auth.usernameFormat],
        ],
      },
    ];

    it.each(checks)('$url: 200 available, 409 taken, 400 invalid', async ({ url, field, fresh, available, taken, takenCode, invalid }) => {
      const ok = await post(url, { [field]: fresh });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: available });

      const { member } = await signUp(s.t);
      await markEmailVerified(s.t, member.username); // only a verified address is taken (ARCHITECTURE §4.23)
      const dup = await post(url, { [field]: member[field] });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({ statusCode: 409, code: takenCode, message: taken, error: 'Conflict' });

      for (const [value, message] of invalid) {
        const bad = await post(url, { [field]: value });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message, error: 'Bad Request' });
      }
      const missing = await post(url, {});
      expect(missing.statusCode).toBe(400);
      expect(HANGUL.test(missing.json().message)).toBe(true);
    });

    it('e-mail check is case-insensitive', async () => {
      const { member } = await signUp(s.t);
      await markEmailVerified(s.t, member.username);
      const res = await post('/api/register/emailCheck', { email: member.email.toUpperCase() });
      expect(res.statusCode).toBe(409);
    });
  });

  describe('GET /api/member/getMyPageData', () => {
    it('answers 401 in Korean without a token', async () => {
      const res = await s.t.app.inject({ method: 'GET', url: '/api/member/getMyPageData' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: MSG.common.unauthorized, error: 'Unauthorized' });
    });

    it('returns the member without news, then with news and the invite link', async () => {
      const { token, member } = await signUp(s.t);
      const before = await s.t.app.inject({ method: 'GET', url: '/api/member/getMyPageData', headers: bearer(token) });
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({ username: member.username, displayName: member.displayName, event: null, inviteUrl: null, following: [] });

      const created = await s.t.app.inject({ method: 'POST', url: '/api/event/create', headers: bearer(token), payload: newsBody({ title: '봄에 만나요' }) });
      const code = created.json().code;
      const after = await s.t.app.inject({ method: 'GET', url: '/api/member/getMyPageData', headers: bearer(token) });
      expect(after.json()).toEqual({
        username: member.username,
        displayName: member.displayName,
        event: {
          code,
          title: '봄에 만나요',
          description: newsBody().description,
          dueDate: null,
          surpriseMode: false,
          revealAt: null,
          hideCountdown: false,
          birth: null,
        },
        inviteUrl: `https://babynews.test/event/${code}`,
        following: [],
      });
    });

    it('answers 401 when the token belongs to a deleted member', async () => {
      const { token, member } = await signUp(s.t);
      await s.t.app.get(DataSource).getRepository(Member).delete({ username: member.username });
      const res = await s.t.app.inject({ method: 'GET', url: '/api/member/getMyPageData', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    });
  });
});

const HANGUL = /[\u3131-\uD79D]/;
