import { createHash } from 'node:crypto';
import { MAIL_MSG, MEMBER_MAIL_MSG, MSG } from '@babynews/contracts';
import type { InjectOptions } from 'light-my-request';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { testDatabases, useTestApp } from '../../test/harness';
import { bearer, newMember } from '../../test/helpers';
import { TestMailServer } from '../../test/mail-server';
import { newProviderUserId, startOAuthServer, type MockProvider, type OAuthMock } from '../../test/oauth-server';
import { MailWorker } from '../mail/mail-worker.service';
import { Member } from './member.entity';

jest.setTimeout(120_000);

const BASE = 'https://babynews.test';
const VERIFY_LINK = /https:\/\/babynews\.test\/user\/verifyEmail#t=([A-Za-z0-9_-]{43})/;
const RESET_LINK = /https:\/\/babynews\.test\/user\/resetPassword#t=([A-Za-z0-9_-]{43})/;
const SUBJECT = {
  verifyEmail: '[아기소식] 이메일 주소를 확인해 주세요',
  passwordReset: '[아기소식] 비밀번호를 다시 정해 주세요',
  usernameReminder: '[아기소식] 가입하신 아이디를 알려 드려요',
} as const;
const NEW_PASSWORD = 'amber-harbor-lantern-58';

/**
 * E-mail verification, password reset and username reminder (ARCHITECTURE §4.23) on SQLite and MariaDB
 * against a real SMTP server: the mails' recipients, subjects and links; one-time links that work once,
 * expire after 30 minutes (moved Clock) and die after a reset; the same answer for unknown addresses;
 * `emailCheck` and sign-up counting verified addresses only; validation and the member-only resend.
 * The worker's timer is off: each test delivers with `deliverDue()`.
 */
describe.each(testDatabases())('member mail on %s', (db) => {
  const smtp = new TestMailServer();
  const env: Record<string, string> = { MAIL_WORKER_INTERVAL_MS: '0' };
  let oauth: OAuthMock;
  beforeAll(async () => {
    await smtp.start();
    oauth = await startOAuthServer();
    Object.assign(env, oauth.env, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await smtp.stop();
    await oauth?.stop();
  });
  const s = useTestApp(db, env);
  /** Each call from its own client address, so the per-address mail limit never counts across tests. */
  let lastIp = 0;
  const nextIp = () => `10.77.${(++lastIp >> 8) & 255}.${lastIp & 255}`;
  const inject = (options: InjectOptions) => s.t.app.inject({ remoteAddress: nextIp(), ...options });
  const post = (url: string, payload: object, token?: string) => inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const members = () => s.t.app.get(DataSource).getRepository(Member);
  const clockAt = (at: Date) => jest.spyOn(s.t.app.get(Clock), 'now').mockReturnValue(at);
  const deliver = () => s.t.app.get(MailWorker).deliverDue();

  beforeEach(() => {
    jest.restoreAllMocks();
    smtp.messages.length = 0;
  });

  async function join(overrides: Partial<ReturnType<typeof newMember>> = {}) {
    const body = newMember(overrides);
    const res = await post('/api/joinProc', body);
    expect(res.statusCode).toBe(201);
    return { ...body, token: res.json().accessToken as string };
  }
  /** Delivers due mail and answers the one-time token of the only `subject` message to `to`. */
  async function mailedToken(to: string, subject: string, link: RegExp): Promise<string> {
    await deliver();
    const mails = smtp.to(to).filter((m) => m.subject === subject);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const token = link.exec(mail.text ?? '')?.[1];
    expect(token).toBeDefined();
    expect(mail.html).toContain(`href="${link.exec(mail.text ?? '')![0]}"`);
    smtp.messages.length = 0;
    return token!;
  }
  const accountInfo = async (token: string) => (await inject({ method: 'GET', url: '/api/member/getAccountInfo', headers: bearer(token) })).json();
  const error = (code: string, message: string, status: number) => ({ statusCode: status, code, message, error: expect.any(String) });

  describe('verification', () => {
    it('sign-up mails a verification link; opening it verifies the address once', async () => {
      const m = await join();
      const token = await mailedToken(m.email, SUBJECT.verifyEmail, VERIFY_LINK);
      expect((await accountInfo(m.token)).emailVerified).toBe(false);

      const ok = await post('/api/member/verifyEmail', { token });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ message: MEMBER_MAIL_MSG.verified });
      expect((await accountInfo(m.token)).emailVerified).toBe(true);
      const stored = await members().findOneByOrFail({ username: m.username });
      expect(stored.verifiedEmail).toBe(m.email);
      expect(stored.emailVerifiedAt).toBeInstanceOf(Date);

      const again = await post('/api/member/verifyEmail', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual(error('RESET_LINK_INVALID', MAIL_MSG.resetLinkInvalid, 400));
    });

    it('a verification link expires after 30 minutes', async () => {
      const m = await join();
      const token = await mailedToken(m.email, SUBJECT.verifyEmail, VERIFY_LINK);
      clockAt(new Date(Date.now() + 30 * 60_000 + 1_000));
      const late = await post('/api/member/verifyEmail', { token });
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('RESET_LINK_INVALID');
      expect((await accountInfo(m.token)).emailVerified).toBe(false);
    });

    it('an unverified address is not taken: two members may name it; once one verifies it, emailCheck and sign-up answer taken and the other link conflicts', async () => {
      const email = newMember().email;
      const first = await join({ email });
      const check = await post('/api/register/emailCheck', { email });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ message: MSG.auth.emailAvailable });
      const second = await join({ email: email.toUpperCase() });
      expect(await members().countBy({ email })).toBe(2);

      await deliver();
      const links = smtp.to(email).map((mail) => VERIFY_LINK.exec(mail.text ?? '')?.[1]);
      expect(links).toHaveLength(2);
      const byMember = await Promise.all(
        links.map(async (token) => {
          const hash = createHash('sha256').update(token!).digest('hex');
          const row = await s.t.app.get(DataSource).query('SELECT subject_id FROM `one_time_token` WHERE token_hash = ?', [hash]);
          return { token: token!, memberId: Number(row[0].subject_id) };
        }),
      );
      const firstRow = await members().findOneByOrFail({ username: first.username });
      const firstLink = byMember.find((l) => l.memberId === firstRow.id)!;
      const secondLink = byMember.find((l) => l.memberId !== firstRow.id)!;

      expect((await post('/api/member/verifyEmail', { token: firstLink.token })).statusCode).toBe(200);
      const taken = await post('/api/register/emailCheck', { email });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual(error('EMAIL_TAKEN', MSG.auth.emailTaken, 409));
      const third = await post('/api/joinProc', newMember({ email }));
      expect(third.json()).toEqual(error('EMAIL_TAKEN', MSG.auth.emailTaken, 409));

      const conflict = await post('/api/member/verifyEmail', { token: secondLink.token });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toEqual(error('EMAIL_VERIFIED_ELSEWHERE', MEMBER_MAIL_MSG.emailVerifiedElsewhere, 409));
      expect((await accountInfo(second.token)).emailVerified).toBe(false);
      const resend = await post('/api/member/verifyEmailResend', {}, second.token);
      expect(resend.json()).toEqual(error('EMAIL_VERIFIED_ELSEWHERE', MEMBER_MAIL_MSG.emailVerifiedElsewhere, 409));
    });

    it('verifyEmailResend: members only; mails a new link; a verified address answers so', async () => {
      const anonymous = await post('/api/member/verifyEmailResend', {});
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual(error('UNAUTHENTICATED', MSG.common.unauthorized, 401));

      const m = await join();
      await mailedToken(m.email, SUBJECT.verifyEmail, VERIFY_LINK);
      const resent = await post('/api/member/verifyEmailResend', {}, m.token);
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toEqual({ message: MEMBER_MAIL_MSG.resendSent });
      const token = await mailedToken(m.email, SUBJECT.verifyEmail, VERIFY_LINK);
      expect((await post('/api/member/verifyEmail', { token })).statusCode).toBe(200);

      const done = await post('/api/member/verifyEmailResend', {}, m.token);
      expect(done.json()).toEqual({ message: MEMBER_MAIL_MSG.alreadyVerified });
      await deliver();
      expect(smtp.messages).toHaveLength(0);
    });

    it('refuses a malformed token with the link message', async () => {
      for (const payload of [{}, { token: 'short' }, { token: 'A'.repeat(43), extra: 1 }]) {
        const res = await post('/api/member/verifyEmail', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
      expect((await post('/api/member/verifyEmail', { token: 'short' })).json().message).toBe(MAIL_MSG.resetLinkInvalid);
    });
  });

  describe('password reset', () => {
    it('answers known and unknown addresses identically; only a member gets the mail', async () => {
      const m = await join();
      await deliver();
      smtp.messages.length = 0;
      const known = await post('/api/member/passwordResetRequest', { email: ` ${m.email.toUpperCase()} ` });
      const unknown = await post('/api/member/passwordResetRequest', { email: 'nobody-here@example.com' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ message: MEMBER_MAIL_MSG.passwordResetSent });
      await deliver();
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.to(m.email)[0].subject).toBe(SUBJECT.passwordReset);
      expect(smtp.to('nobody-here@example.com')).toHaveLength(0);
    });

    it('the link sets a new password once, ends old sessions and earlier links, verifies the address; the new password signs in', async () => {
      const m = await join();
      await deliver();
      smtp.messages.length = 0;
      await post('/api/member/passwordResetRequest', { email: m.email });
      const earlier = await mailedToken(m.email, SUBJECT.passwordReset, RESET_LINK);
      await post('/api/member/passwordResetRequest', { email: m.email });
      const token = await mailedToken(m.email, SUBJECT.passwordReset, RESET_LINK);
      expect(token).not.toBe(earlier);

      const done = await post('/api/member/passwordReset', { token, password: NEW_PASSWORD });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ message: MEMBER_MAIL_MSG.resetDone });

      const again = await post('/api/member/passwordReset', { token, password: NEW_PASSWORD });
      expect(again.json()).toEqual(error('RESET_LINK_INVALID', MAIL_MSG.resetLinkInvalid, 400));
      const old = await post('/api/member/passwordReset', { token: earlier, password: NEW_PASSWORD });
      expect(old.json().code).toBe('RESET_LINK_INVALID');

      const session = await inject({ method: 'GET', url: '/api/member/getAccountInfo', headers: bearer(m.token) });
      expect(session.statusCode).toBe(401);
      const wrong = await post('/api/loginProc', { username: m.username, password: m.password });
      expect(wrong.statusCode).toBe(401);
      const login = await post('/api/loginProc', { username: m.username, password: NEW_PASSWORD });
      expect(login.statusCode).toBe(200);
      expect((await accountInfo(login.json().accessToken)).emailVerified).toBe(true);
    });

    it('a reset link expires after 30 minutes; a weak password keeps the link usable', async () => {
      const m = await join();
      await deliver();
      smtp.messages.length = 0;
      await post('/api/member/passwordResetRequest', { email: m.email });
      const token = await mailedToken(m.email, SUBJECT.passwordReset, RESET_LINK);

      const weak = await post('/api/member/passwordReset', { token, password: m.username + '1' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().code).toBe('PASSWORD_TOO_WEAK');
      expect(weak.json().message).toMatch(/[가-힣]/);

      clockAt(new Date(Date.now() + 30 * 60_000 + 1_000));
      const late = await post('/api/member/passwordReset', { token, password: NEW_PASSWORD });
      expect(late.json()).toEqual(error('RESET_LINK_INVALID', MAIL_MSG.resetLinkInvalid, 400));
      jest.restoreAllMocks();
      expect((await post('/api/loginProc', { username: m.username, password: m.password })).statusCode).toBe(200);
    });

    it("a withdrawal takes the member's mailed links with it", async () => {
      const m = await join();
      await post('/api/member/passwordResetRequest', { email: m.email });
      const token = await mailedToken(m.email, SUBJECT.passwordReset, RESET_LINK);
      const memberId = (await members().findOneByOrFail({ username: m.username })).id;
      const tokens = () =>
        s.t.app.get(DataSource).query('SELECT token_hash FROM `one_time_token` WHERE subject_id = ? AND purpose LIKE ?', [memberId, 'member-%']);
      expect(await tokens()).toHaveLength(2); // the sign-up's verification link and the reset link
      const gone = await inject({ method: 'DELETE', url: '/api/member/withdraw', payload: { password: m.password }, headers: bearer(m.token) });
      expect(gone.statusCode).toBe(200);
      expect(await tokens()).toHaveLength(0);
      expect((await post('/api/member/passwordReset', { token, password: NEW_PASSWORD })).json().code).toBe('RESET_LINK_INVALID');
    });

    it('validation: e-mail format, password length, unknown fields (Korean messages)', async () => {
      const cases: Array<[string, object, string]> = [
        ['/api/member/passwordResetRequest', { email: '' }, MSG.auth.emailRequired],
        ['/api/member/passwordResetRequest', { email: 'nope' }, MSG.auth.emailFormat],
        ['/api/member/usernameReminder', { email: 'nope' }, MSG.auth.emailFormat],
        ['/api/member/passwordReset', { token: 'A'.repeat(43), password: 'short' }, MSG.auth.passwordLength],
        ['/api/member/passwordReset', { token: 'nope', password: NEW_PASSWORD }, MAIL_MSG.resetLinkInvalid],
        ['/api/member/usernameReminder', { email: 'a@example.com', role: 'x' }, MSG.common.unknownField('role')],
      ];
      for (const [url, payload, message] of cases) {
        const res = await post(url, payload);
        expect({ url, body: res.json() }).toEqual({ url, body: error('VALIDATION_FAILED', message, 400) });
      }
    });
  });

  describe('username reminder', () => {
    it('mails every username of the address with a login link; the same answer for an unknown address', async () => {
      const email = newMember().email;
      const a = await join({ email });
      const b = await join({ email });
      await deliver();
      smtp.messages.length = 0;
      const known = await post('/api/member/usernameReminder', { email });
      const unknown = await post('/api/member/usernameReminder', { email: 'nobody-there@example.com' });
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ message: MEMBER_MAIL_MSG.usernameReminderSent });
      await deliver();
      expect(smtp.messages).toHaveLength(1);
      const [mail] = smtp.to(email);
      expect(mail.subject).toBe(SUBJECT.usernameReminder);
      expect(mail.text).toContain(a.username);
      expect(mail.text).toContain(b.username);
      expect(mail.text).toContain(`${BASE}/user/login`);
    });
  });

  describe('social sign-up', () => {
    const ID_FIELD = { kakao: 'kakaoId', google: 'googleId' } as const;
    /** Signs in at the mock provider as a new account and registers with `email`: the new member's token. */
    async function socialJoin(provider: MockProvider, email: (userId: string) => string): Promise<{ token: string; email: string }> {
      const userId = newProviderUserId();
      const code = await oauth.authorize(provider, userId, s.t.config[provider].redirectUri);
      const ticket = (await inject({ method: 'GET', url: `/api/${provider}/handleLogin/${encodeURIComponent(code)}` })).json()[ID_FIELD[provider]];
      const fields = newMember();
      const res = await post(`/api/${provider}/registerProc`, {
        [ID_FIELD[provider]]: ticket,
        email: email(userId),
        displayName: fields.displayName,
        consents: fields.consents,
      });
      expect(res.statusCode).toBe(201);
      return { token: res.json().accessToken, email: email(userId).toLowerCase() };
    }

    it("Google's verified e-mail counts as verified: no link is mailed", async () => {
      const m = await socialJoin('google', (id) => `Google${id}@gmail.test`);
      expect((await accountInfo(m.token)).emailVerified).toBe(true);
      await deliver();
      expect(smtp.messages).toHaveLength(0);
    });

    it('another address than the provider verified gets a verification link', async () => {
      const m = await socialJoin('google', (id) => `other${id}@example.com`);
      expect((await accountInfo(m.token)).emailVerified).toBe(false);
      const token = await mailedToken(m.email, SUBJECT.verifyEmail, VERIFY_LINK);
      expect((await post('/api/member/verifyEmail', { token })).statusCode).toBe(200);
      expect((await accountInfo(m.token)).emailVerified).toBe(true);
    });

    it("Kakao's e-mail without is_email_verified is not trusted: a link is mailed", async () => {
      const m = await socialJoin('kakao', (id) => `kakao${id}@kakao.test`);
      expect((await accountInfo(m.token)).emailVerified).toBe(false);
      await mailedToken(m.email, SUBJECT.verifyEmail, VERIFY_LINK);
    });
  });
});
