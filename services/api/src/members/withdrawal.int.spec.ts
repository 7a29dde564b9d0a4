import { ERROR_CODES, LIMITS, MSG, normalizeContact } from '@babynews/contracts';
import { accountApi, accountBody, createApiClient, createFactories, guestbookApi, MEMBER_PASSWORD, RESERVER, type OwnerActor } from '@babynews/testing';
import { DataSource, EntityManager } from 'typeorm';
import { injectTransport, testDatabases, useTestApp } from '../../test/harness';
import { orphans, reachable } from '../../test/schema-probes';
import { Clock } from '../common/clock';
import { TokenService } from '../auth/token.service';
import { loadReferenceEdges } from '../database/foreign-keys';
import { quietTitles } from '../wishes/testing/wish-fixtures';

/**
 * Withdrawal (ARCHITECTURE §4.21, `DELETE /api/member/withdraw`) on SQLite and MariaDB. Which rows belong
 * to the member is read from the schema (foreign keys, as the news deletion does), so a table added
 * later that references the member — directly or through the news page, a wish, a quiz... — is covered
 * by these checks without editing them.
 */
jest.setTimeout(120_000);

const utc = () => new Date().toISOString().replace('T', ' ').replace('Z', '');

describe.each(testDatabases())('member withdrawal on %s', (db) => {
  const s = useTestApp(db, { ADMIN_USERNAME: 'site_admin', ADMIN_PASSWORD: 'admin-password-1' });
  const ds = () => s.t.app.get(DataSource);
  beforeAll(() => quietTitles(s.t));
  const kit = () => {
    const api = createApiClient(injectTransport(s.t.app));
    return { api, make: createFactories(api), account: accountApi(api) };
  };
  const memberId = async (username: string) => Number((await ds().query('SELECT id FROM `member` WHERE username = ?', [username]))[0].id);

  /**
   * A member with something in every place personal data can sit: settings, a full news page (follower,
   * wishes, a reservation, a cancelled one, a PIN lock, a quiz with an answer), a follow of another page,
   * quiz answers on that page under their phone and their e-mail, a spent social ticket, login failures.
   * Returns the member and the other family's page, whose data must survive.
   */
  let phones = 0;
  async function fullMember() {
    const { api, make, account } = kit();
    const me = await make.ownerWithNews({ prefix: 'leaver' });
    const phone = `010-5555-${String(1000 + ++phones)}`;
    expect((await account.update(me.token, accountBody({ phoneNumber: phone }))).status).toBe(200);
    const fan = await make.member({ prefix: 'fan' });
    expect((await api.follow(fan.token, me.code)).status).toBeLessThan(300);
    const reserved = await make.reservedWish(me);
    await make.wish(me, { title: '손수건' });
    const cancelled = await make.reservedWish(me, { reserve: { reservedPassword: '1111' } });
    expect((await api.unreserve(cancelled.wish.id, { eventCode: me.code, password: '1111' })).status).toBe(200);
    expect((await api.reservationView(reserved.wish.id, { eventCode: me.code, password: '9999' })).status).toBe(401);
    await ds().query('INSERT INTO `wish_pin_lock` (wish_id, locked_at) VALUES (?, ?)', [reserved.wish.id, utc()]);
    const myQuiz = await make.quiz(me);
    expect(
      (
        await api.submitQuiz(myQuiz.id, {
          eventCode: me.code,
          selectedOptionId: myQuiz.options[0]!.id,
          name: '삼촌',
          contactInfo: '010-2222-3333',
          privacyConsent: true,
        })
      ).status,
    ).toBe(201);
    // Pledges on the page (ARCHITECTURE §4.22): to a group gift and to the fund (opened here).
    expect((await api.updateEvent(me.token, me.code, { ...me.news, fund: { enabled: true } })).status).toBe(200);
    const gift = await make.wish(me, { title: '유모차', price: 300000, groupGift: true });
    const pledge = { eventCode: me.code, name: '친구', contact: '010-1111-2222', amount: 10000, password: '1234', privacyConsent: true };
    for (const url of [`/api/wish/pledge/${gift.id}`, `/api/event/pledge/${me.code}`]) expect((await api.raw('POST', url, { body: pledge })).status).toBe(201);
    // A guestbook entry on the page (ARCHITECTURE "Guestbook"), from an address of its own (5 posts per address per 10 minutes).
    await guestbookApi(createApiClient(injectTransport(s.t.app, `192.0.2.${++phones}`))).entry(me.code);

    const other: OwnerActor = await make.ownerWithNews({ prefix: 'other' });
    expect((await api.follow(me.token, other.code)).status).toBeLessThan(300);
    const otherQuiz = await make.quiz(other);
    const answer = (contactInfo: string, name: string) =>
      api.submitQuiz(otherQuiz.id, { eventCode: other.code, selectedOptionId: otherQuiz.options[1]!.id, name, contactInfo, privacyConsent: true });
    expect((await answer(phone.replace(/-/g, ' '), '나')).status).toBe(201);
    const quiz2 = await make.quiz(other, { question: '예정일은?' });
    expect(
      (
        await api.submitQuiz(quiz2.id, {
          eventCode: other.code,
          selectedOptionId: quiz2.options[0]!.id,
          name: '나',
          contactInfo: me.member.email.toUpperCase(),
          privacyConsent: true,
        })
      ).status,
    ).toBe(201);
    expect((await answer('010-7777-8888', '고모')).status).toBe(201);
    const otherReserved = await make.reservedWish(other);

    // A social member's spent sign-up ticket: the member row is made social directly (the social
    // sign-up itself is tested in services/api/test/social.int.spec.ts).
    const id = await memberId(me.username);
    await ds().query('UPDATE `member` SET provider = ?, provider_user_id = ? WHERE id = ?', ['kakao', `kakao-${id}`, id]);
    await ds().query('INSERT INTO `social_signup_ticket` (jti, provider, provider_user_id, used_at) VALUES (?, ?, ?, ?)', [
      `jti-${id}`,
      'kakao',
      `kakao-${id}`,
      utc(),
    ]);
    expect((await api.login({ username: me.username, password: 'wrong-password' })).status).toBe(401);
    // A notice they signed as a former administrator (ON DELETE SET NULL: kept, reference cleared).
    await ds().query('INSERT INTO `notice` (title, content, image_path, author_id, created_at, updated_at) VALUES (?, ?, NULL, ?, ?, ?)', [
      `공지 ${id}`,
      '<p>안내</p>',
      id,
      utc(),
      utc(),
    ]);
    return { me, id, phone, fan, other, otherQuiz, otherReserved };
  }

  /** Personal data of `id` kept without a foreign key (what the schema cannot point at). */
  async function unlinkedData(me: OwnerActor, id: number, phone: string) {
    const contacts = [normalizeContact(me.member.email), normalizeContact(phone)];
    const q = async (sql: string, params: unknown[]) => Number((await ds().query(sql, params))[0].n);
    return {
      quizAnswers: await q('SELECT COUNT(*) AS n FROM `quiz_submission` WHERE normalized_contact IN (?, ?)', contacts),
      socialTickets: await q('SELECT COUNT(*) AS n FROM `social_signup_ticket` WHERE provider_user_id = ?', [`kakao-${id}`]),
      loginFailures: await q('SELECT COUNT(*) AS n FROM `auth_attempt` WHERE scope = ? AND subject = ?', ['login', me.username]),
      members: await q('SELECT COUNT(*) AS n FROM `member` WHERE id = ? OR username = ? OR email = ?', [id, me.username, me.member.email]),
    };
  }

  it('deletes the member and every row that references them, in every table the schema links to them, and signs them out', async () => {
    const edges = await loadReferenceEdges(ds().manager);
    const { me, id, phone, fan, other, otherQuiz, otherReserved } = await fullMember();
    const kept = await fullMember();
    const before = await reachable(ds(), edges, 'member', 'id', [id]);
    const keptBefore = await reachable(ds(), edges, 'member', 'id', [kept.id]);
    // The fixture reaches every table that references the member (a new such table should get a row in it).
    for (const table of [
      'event',
      'event_follower',
      'wish',
      'reservation',
      'reservation_cancellation',
      'wish_pin_lock',
      'quiz',
      'quiz_option',
      'quiz_submission',
      'pledge',
      'guestbook_entry',
    ]) {
      expect({ table, n: (before[table] ?? 0) > 0 }).toEqual({ table, n: true });
    }
    expect(await unlinkedData(me, id, phone)).toEqual({ quizAnswers: 2, socialTickets: 1, loginFailures: 1, members: 1 });

    const res = await kit().account.withdraw(me.token);
    expect(res).toMatchObject({ status: 200, body: { withdrawn: true } });

    const after = await reachable(ds(), edges, 'member', 'id', [id]);
    for (const table of Object.keys(before)) expect({ table, n: after[table] ?? 0 }).toEqual({ table, n: 0 });
    // Their answers on the other family's page were given as a relative, matched by no link to the account: they stay.
    expect(await unlinkedData(me, id, phone)).toEqual({ quizAnswers: 2, socialTickets: 0, loginFailures: 0, members: 0 });
    expect(await orphans(ds(), edges)).toEqual([]);
    expect(await ds().query('SELECT author_id AS a FROM `notice` WHERE title = ?', [`공지 ${id}`])).toEqual([{ a: null }]);

    // Nobody else lost anything but their link to the withdrawn member's page.
    const { api } = kit();
    expect(await reachable(ds(), edges, 'member', 'id', [kept.id])).toEqual(keptBefore);
    expect((await api.myPage(fan.token)).body.following).toEqual([]);
    expect((await api.fetchInfoByCode(me.code)).status).toBe(404);
    const page = await api.fetchInfoByCode(other.code, other.token);
    expect(page.status).toBe(200);
    const manage = await api.manageQuizzes(other.token, other.code);
    const submissions = JSON.stringify(manage.body);
    expect(submissions).toContain('고모');
    expect(submissions).toContain(phone.replace(/-/g, ' '));
    expect(submissions).toContain(me.member.email.toUpperCase());
    expect((await api.ownerReservation(other.token, otherReserved.wish.id)).status).toBe(200);
    expect(otherQuiz.id).toBeGreaterThan(0);

    // Signed out for good: the token is refused, the password no longer signs in, a second withdrawal is 401.
    expect((await api.myPage(me.token)).status).toBe(401);
    expect((await kit().account.info(me.token)).status).toBe(401);
    expect((await kit().account.withdraw(me.token)).body).toMatchObject({ code: 'UNAUTHENTICATED' });
    const login = await api.login({ username: me.username, password: MEMBER_PASSWORD });
    expect(login.body).toEqual({ statusCode: 401, code: 'LOGIN_FAILED', message: ERROR_CODES.LOGIN_FAILED.message, error: expect.any(String) });
    // The id is never handed out again, so the old token cannot become someone else's.
    const next = await kit().make.member();
    expect(await memberId(next.username)).toBeGreaterThan(id);
    expect((await api.myPage(me.token)).status).toBe(401);
    // The username and e-mail are free again.
    expect((await api.join({ ...me.member })).status).toBe(201);
  });

  it('is one transaction: a failure while deleting leaves the member and everything of theirs in place', async () => {
    const edges = await loadReferenceEdges(ds().manager);
    const { me, id, phone } = await fullMember();
    const before = await reachable(ds(), edges, 'member', 'id', [id]);
    const unlinked = await unlinkedData(me, id, phone);
    const original = EntityManager.prototype.query;
    const spy = jest.spyOn(EntityManager.prototype, 'query').mockImplementation(function (
      this: EntityManager,
      sql: string,
      params?: Parameters<EntityManager['query']>[1],
    ) {
      if (/^DELETE FROM `member` /.test(sql)) return Promise.reject(new Error('simulated failure'));
      return original.call(this, sql, params);
    });
    try {
      const res = await kit().account.withdraw(me.token);
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ code: 'INTERNAL_ERROR', message: MSG.common.server });
    } finally {
      spy.mockRestore();
    }
    expect(await reachable(ds(), edges, 'member', 'id', [id])).toEqual(before);
    expect(await unlinkedData(me, id, phone)).toEqual(unlinked);
    expect((await kit().api.fetchInfoByCode(me.code)).status).toBe(200);
    expect((await kit().api.myPage(me.token)).status).toBe(200);
  });

  it('concurrent reserves, follows and account edits during a withdrawal never leave orphans or answer 500', async () => {
    const edges = await loadReferenceEdges(ds().manager);
    for (let round = 0; round < 3; round++) {
      const { api, make, account } = kit();
      const me = await make.ownerWithNews({ prefix: 'racer' });
      const wishes = await Promise.all(Array.from({ length: 6 }, (_, i) => make.wish(me, { title: `선물 ${i}` })));
      const fans = await Promise.all([make.member(), make.member()]);
      const calls = [
        ...wishes.map((w, i) => api.reserve(w.id, { eventCode: me.code, ...RESERVER, reservedName: `손님${i}` })),
        ...fans.map((f) => api.follow(f.token, me.code)),
        account.update(me.token, accountBody()),
        account.withdraw(me.token),
        ...wishes.slice(3).map((w) => api.reserve(w.id, { eventCode: me.code, ...RESERVER, reservedName: '늦은 손님' })),
      ];
      const replies = await Promise.all(calls);
      for (const reply of replies)
        expect({ status: reply.status, body: reply.status >= 500 ? reply.body : null }).toEqual({ status: expect.any(Number), body: null });
      expect(replies.find((r) => (r.body as { withdrawn?: boolean } | undefined)?.withdrawn)).toBeDefined();
      for (const reply of replies) expect([200, 201, 401, 404, 409]).toContain(reply.status);
      expect(await orphans(ds(), edges)).toEqual([]);
      const id: Array<{ id: number }> = await ds().query('SELECT id FROM `member` WHERE username = ?', [me.username]);
      expect(id).toEqual([]);
      const left: Array<{ n: number | string }> = await ds().query(
        `SELECT COUNT(*) AS n FROM \`reservation\` WHERE wish_id IN (${wishes.map(() => '?').join(', ')})`,
        wishes.map((w) => w.id),
      );
      expect(Number(left[0]!.n)).toBe(0);
    }
  });

  it('permission: 401 without a token, 403 for an administrator; a member only ever withdraws themselves', async () => {
    const { make, account, api } = kit();
    expect((await account.withdraw(null)).body).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: ERROR_CODES.UNAUTHENTICATED.message,
      error: expect.any(String),
    });
    const admin = await make.admin({ username: 'site_admin', password: 'admin-password-1' });
    expect((await account.withdraw(admin.token)).body).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    expect((await api.myPage(admin.token)).status).toBe(200);
    const [a, b] = [await make.ownerWithNews(), await make.ownerWithNews()];
    expect((await account.withdraw(a.token)).status).toBe(200);
    expect((await api.myPage(b.token)).status).toBe(200);
    expect((await api.fetchInfoByCode(b.code)).status).toBe(200);
  });
  it("a member's e-mail and phone identify nobody's answers: a relative with the same contact keeps them", async () => {
    const { api, make, account } = kit();
    const family = await make.ownerWithNews({ prefix: 'family' });
    const quiz = await make.quiz(family);
    const victim = { phone: '010-4242-0001', email: `aunt.${Date.now()}@example.com` };
    const submit = (q: typeof quiz, code: string, contactInfo: string) =>
      api.submitQuiz(q.id, { eventCode: code, selectedOptionId: q.options[0]!.id, name: '이모', contactInfo, privacyConsent: true });
    expect((await submit(quiz, family.code, victim.phone)).status).toBe(201);
    const quiz2 = await make.quiz(family, { question: '아기 이름은?' });
    expect((await submit(quiz2, family.code, victim.email)).status).toBe(201);
    // A throwaway account carrying the relative's e-mail and (unverified) phone number, with its own page and an answer on it.
    const attacker = await make.ownerWithNews({ prefix: 'thief', member: { email: victim.email } });
    expect((await account.update(attacker.token, accountBody({ phoneNumber: victim.phone }))).status).toBe(200);
    const own = await make.quiz(attacker);
    expect((await submit(own, attacker.code, victim.phone)).status).toBe(201);
    const answers = async (quizId: number) => Number((await ds().query('SELECT COUNT(*) AS n FROM `quiz_submission` WHERE quiz_id = ?', [quizId]))[0].n);

    expect((await account.withdraw(attacker.token)).status).toBe(200);
    expect([await answers(quiz.id), await answers(quiz2.id), await answers(own.id)]).toEqual([1, 1, 0]);
    const manage = (await api.manageQuizzes(family.token, family.code)).body;
    expect(manage.quizzes.flatMap((q) => q.submissions.map((a) => a.contactInfo)).sort()).toEqual([victim.phone, victim.email].sort());
  });

  describe('re-authentication', () => {
    const clockAt = (ms: number) => jest.spyOn(s.t.app.get(Clock), 'now').mockReturnValue(new Date(ms));
    afterEach(() => jest.restoreAllMocks());

    it('a wrong password is 401 PASSWORD_MISMATCH and keeps the member and their session; none is 400; the right one withdraws', async () => {
      const { api, make, account } = kit();
      const me = await make.ownerWithNews({ prefix: 'confirm' });
      const wrong = await account.withdraw(me.token, { password: 'not-my-password-9' });
      expect(wrong.body).toEqual({ statusCode: 401, code: 'PASSWORD_MISMATCH', message: '비밀번호가 일치하지 않습니다.', error: expect.any(String) });
      expect(ERROR_CODES.PASSWORD_MISMATCH.message).toBe('비밀번호가 일치하지 않습니다.');
      for (const body of [{}, { password: '' }, null]) {
        const res = body === null ? await api.raw('DELETE', '/api/member/withdraw', { token: me.token }) : await account.withdraw(me.token, body);
        expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', message: MSG.auth.passwordRequired });
      }
      expect((await account.withdraw(me.token, { password: 'x', role: 'ROLE_ADMIN' })).body).toMatchObject({ code: 'VALIDATION_FAILED' });
      // Still signed in, still there.
      expect((await api.myPage(me.token)).status).toBe(200);
      expect((await api.fetchInfoByCode(me.code)).status).toBe(200);
      expect(await memberId(me.username)).toBeGreaterThan(0);

      expect(await account.withdraw(me.token, { password: MEMBER_PASSWORD })).toMatchObject({ status: 200, body: { withdrawn: true } });
      expect(await ds().query('SELECT id FROM `member` WHERE username = ?', [me.username])).toEqual([]);
    });

    it('wrong passwords count like failed sign-ins: after LIMITS.loginFailuresMax the account is locked, for sign-in too', async () => {
      const { api, make, account } = kit();
      const me = await make.ownerWithNews({ prefix: 'guess' });
      for (let i = 0; i < LIMITS.loginFailuresMax; i++) expect((await account.withdraw(me.token, { password: `guess-number-${i}` })).status).toBe(401);
      expect((await account.withdraw(me.token, { password: MEMBER_PASSWORD })).body).toMatchObject({ statusCode: 429, code: 'LOGIN_LOCKED' });
      expect((await api.login({ username: me.username, password: MEMBER_PASSWORD })).body).toMatchObject({ code: 'LOGIN_LOCKED' });
      expect((await api.myPage(me.token)).status).toBe(200);
      // The window passes: the right password withdraws.
      clockAt(Date.now() + LIMITS.attemptWindowMs + 1000);
      expect((await account.withdraw(me.token, { password: MEMBER_PASSWORD })).status).toBe(200);
    });

    it('a social member needs a token issued less than LIMITS.reauthMaxAgeMs ago: an older one is 401 REAUTH_REQUIRED, a fresh one withdraws', async () => {
      const { api, make, account } = kit();
      const me = await make.ownerWithNews({ prefix: 'social' });
      const id = await memberId(me.username);
      await ds().query('UPDATE `member` SET password_hash = NULL, provider = ?, provider_user_id = ? WHERE id = ?', ['kakao', `kakao-re-${id}`, id]);
      expect(LIMITS.reauthMaxAgeMs).toBe(5 * 60 * 1000);

      clockAt(Date.now() + LIMITS.reauthMaxAgeMs + 5000);
      const old = await account.withdraw(me.token, {});
      expect(old.body).toEqual({ statusCode: 401, code: 'REAUTH_REQUIRED', message: '보안을 위해 다시 로그인한 뒤 탈퇴해주세요.', error: expect.any(String) });
      // A password is no way around it (the member has none).
      expect((await account.withdraw(me.token, { password: MEMBER_PASSWORD })).body).toMatchObject({ code: 'REAUTH_REQUIRED' });
      expect((await api.myPage(me.token)).status).toBe(200);
      jest.restoreAllMocks();

      // A token signed now (as the provider's sign-in would issue it).
      const fresh = await s.t.app.get(TokenService).sign({ id, username: me.username, role: 'ROLE_USER', displayName: me.member.displayName });
      clockAt(Date.now() + LIMITS.reauthMaxAgeMs - 30_000);
      expect(await account.withdraw(fresh, {})).toMatchObject({ status: 200, body: { withdrawn: true } });
      expect((await api.myPage(me.token)).status).toBe(401);
    });
  });
});
