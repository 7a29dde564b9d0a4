import { NOTIFICATION_MSG } from '@babynews/contracts';
import { coparentApi, ownerWithCoparent } from '@babynews/testing';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { loadConfig } from '../config/load-config';
import { BASE_TEST_ENV, describeOnMariaDb, startApp, testDatabases, testKit, useTestApp, type SuiteContext } from '../../test/harness';
import { createWish, markEmailVerified, ownerWithNews } from '../../test/helpers';
import { TestMailServer } from '../../test/mail-server';
import { apiError, reservationCalls } from '../../test/reservation-kit';
import { MailWorker } from '../mail/mail-worker.service';
import { NotificationScheduler } from './notification-scheduler.service';

jest.setTimeout(120_000);

const SETTINGS = '/api/member/notificationSettings';
/** Instants as Asia/Seoul wall clock (+09:00, no daylight saving time). */
const kst = (local: string) => new Date(`${local}+09:00`);
const all = (mail: ParsedMail) => `${mail.subject}\n${mail.text}\n${typeof mail.html === 'string' ? mail.html : ''}`;

/** The calls and checks every notification suite shares, on the suite's app `s`. */
function notificationKit(s: SuiteContext, smtp: TestMailServer) {
  const api = reservationCalls(s);
  const deliver = () => s.t.app.get(MailWorker).deliverDue();
  const clockAt = (at: Date) => jest.spyOn(s.t.app.get(Clock), 'now').mockReturnValue(at);
  /** A page owner (verified address unless `verified` is false) in `mode` (unset: the default), with one wish '아기 욕조'. */
  async function owner(opts: { verified?: boolean; mode?: 'OFF' | 'EACH' | 'DAILY'; news?: Record<string, unknown> } = {}) {
    const actor = await ownerWithNews(s.t, opts.news ?? {});
    if (opts.verified !== false) await markEmailVerified(s.t, actor.username);
    if (opts.mode) expect((await api.put(SETTINGS, { mode: opts.mode }, actor.token)).statusCode).toBe(200);
    const wishId = await createWish(s.t, actor.token, actor.code, { title: '아기 욕조' });
    // The sign-up's verification mail goes now, so the tests count only what they cause.
    await deliver();
    smtp.messages.length = 0;
    return { ...actor, wishId, email: actor.member.email.toLowerCase() };
  }
  const mailsTo = (address: string) => smtp.to(address);
  return { api, clockAt, owner, deliver, mailsTo, scheduler: () => s.t.app.get(NotificationScheduler) };
}

/**
 * Notifications to page owners (ARCHITECTURE §4.23) on SQLite and MariaDB, delivered to a real SMTP
 * server: the setting route, a notice per event (mode EACH), the 20:00 Asia/Seoul digest (mode DAILY) on a
 * moved Clock, surprise mode in both, nothing to an unverified address or in mode OFF, and the test-only
 * clock control that production refuses.
 */
describe.each(testDatabases())('notifications on %s', (db) => {
  const smtp = new TestMailServer();
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await smtp.start();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.stop());
  const s = useTestApp(db, env);
  const { api, clockAt, owner, deliver, mailsTo, scheduler } = notificationKit(s, smtp);
  beforeEach(() => {
    jest.restoreAllMocks();
    smtp.messages.length = 0;
  });

  describe('GET / PUT /api/member/notificationSettings', () => {
    it('answers DAILY until the member chooses, stores the choice and says whether the address is verified', async () => {
      const { token, username } = await ownerWithNews(s.t);
      expect((await api.get(SETTINGS, token)).json()).toEqual({ mode: 'DAILY', emailVerified: false });
      const put = await api.put(SETTINGS, { mode: 'EACH' }, token);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual({ mode: 'EACH', emailVerified: false });
      await markEmailVerified(s.t, username);
      expect((await api.get(SETTINGS, token)).json()).toEqual({ mode: 'EACH', emailVerified: true });
      expect((await api.put(SETTINGS, { mode: 'OFF' }, token)).json()).toEqual({ mode: 'OFF', emailVerified: true });
      expect((await api.get(SETTINGS, token)).json()).toEqual({ mode: 'OFF', emailVerified: true });
    });

    it('refuses a mode outside OFF / EACH / DAILY with the Korean message, and changes nothing', async () => {
      const { token } = await ownerWithNews(s.t);
      for (const body of [{ mode: 'WEEKLY' }, {}, { mode: 'EACH', extra: 1 }, { mode: null }]) {
        const res = await api.put(SETTINGS, body, token);
        expect(res.statusCode).toBe(400);
        if ('extra' in body) expect(res.json().code).toBe('VALIDATION_FAILED');
        else expect(res.json()).toEqual(apiError('VALIDATION_FAILED', NOTIFICATION_MSG.modeInvalid));
      }
      expect((await api.get(SETTINGS, token)).json().mode).toBe('DAILY');
    });

    it('answers 401 without a session', async () => {
      expect((await api.get(SETTINGS)).json()).toEqual(apiError('UNAUTHENTICATED'));
      expect((await api.put(SETTINGS, { mode: 'OFF' })).json()).toEqual(apiError('UNAUTHENTICATED'));
    });
  });

  describe('mode EACH', () => {
    it('mails one notice per reservation, cancellation, pledge and quiz answer to the verified owner, with the summary link and no contact', async () => {
      const o = await owner({ mode: 'EACH' });
      const giftId = await createWish(s.t, o.token, o.code, { title: '유모차', groupGift: true, price: 300000 });
      const { make } = testKit(s.t);
      const quiz = await make.quiz(o, { question: '아기의 태명은?' });

      expect((await api.reserve(o.wishId, o.code, { reservedName: '김이모', reservedEmail: '010-5555-7777' })).statusCode).toBe(201);
      expect((await api.unreserve(o.wishId, o.code, '1234')).statusCode).toBe(200);
      const pledge = await api.post(`/api/wish/pledge/${giftId}`, {
        eventCode: o.code,
        name: '박삼촌',
        contact: '010-2222-3333',
        amount: 50000,
        password: '4321',
        privacyConsent: true,
      });
      expect(pledge.statusCode).toBe(201);
      const answered = await api.post(`/api/quiz/submit/${quiz.id}`, {
        eventCode: o.code,
        selectedOptionId: quiz.options[0]!.id,
        name: '최고모',
        contactInfo: '010-9999-8888',
        privacyConsent: true,
      });
      expect(answered.statusCode).toBe(201);

      expect((await deliver()).sent).toBe(4);
      const mails = mailsTo(o.email);
      expect(mails.map((m) => m.subject).sort()).toEqual(
        [
          '[아기소식] 김이모님이 아기 욕조를 예약했어요',
          '[아기소식] 김이모님이 아기 욕조 예약을 취소했어요',
          '[아기소식] 박삼촌님이 유모차에 마음을 보탰어요',
          "[아기소식] 최고모님이 퀴즈 '아기의 태명은?'에 답했어요",
        ].sort(),
      );
      for (const mail of mails) {
        expect(mail.text).toContain(`https://babynews.test/event/summary/${o.code}`);
        expect(mail.text).toContain(o.news.title);
        for (const contact of ['010-5555-7777', '010-2222-3333', '010-9999-8888', '01055557777']) expect(all(mail)).not.toContain(contact);
      }
      expect(smtp.messages).toHaveLength(4);
      // Nothing is sent twice.
      expect((await deliver()).sent).toBe(0);
    });

    it('sends nothing to an unverified address, nor in mode OFF', async () => {
      const unverified = await owner({ mode: 'EACH', verified: false });
      const off = await owner({ mode: 'OFF' });
      expect((await api.reserve(unverified.wishId, unverified.code, { reservedName: '김이모' })).statusCode).toBe(201);
      expect((await api.reserve(off.wishId, off.code, { reservedName: '김이모' })).statusCode).toBe(201);
      expect((await deliver()).sent).toBe(0);
      expect(smtp.messages).toHaveLength(0);
      const rows = await s.t.app
        .get(DataSource)
        .query('SELECT COUNT(*) AS n FROM `notification_event` WHERE member_id IN (SELECT owner_id FROM `event` WHERE code IN (?, ?))', [
          unverified.code,
          off.code,
        ]);
      expect(Number(rows[0].n)).toBe(0);
    });

    it('a page with two parents: each owner hears by their own setting (ARCHITECTURE "Two parents")', async () => {
      const o = await owner({ mode: 'EACH' });
      const { api: client, make } = testKit(s.t);
      const { coparent } = await ownerWithCoparent(client, make, { creator: o });
      await markEmailVerified(s.t, coparent.username);
      expect((await api.put(SETTINGS, { mode: 'EACH' }, coparent.token)).statusCode).toBe(200);
      await deliver();
      smtp.messages.length = 0;
      const coparentEmail = coparent.member.email.toLowerCase();

      expect((await api.reserve(o.wishId, o.code, { reservedName: '김이모' })).statusCode).toBe(201);
      expect((await deliver()).sent).toBe(2);
      for (const to of [o.email, coparentEmail]) expect(mailsTo(to).map((m) => m.subject)).toEqual(['[아기소식] 김이모님이 아기 욕조를 예약했어요']);
      expect(mailsTo(coparentEmail)[0]!.text).toContain(coparent.member.displayName);

      // The co-parent turns notices off: the creator still hears, the co-parent no more.
      expect((await api.put(SETTINGS, { mode: 'OFF' }, coparent.token)).statusCode).toBe(200);
      smtp.messages.length = 0;
      expect((await api.unreserve(o.wishId, o.code, '1234')).statusCode).toBe(200);
      expect((await deliver()).sent).toBe(1);
      expect(mailsTo(o.email)).toHaveLength(1);
      expect(mailsTo(coparentEmail)).toHaveLength(0);
    });

    it('surprise mode: before the reveal day the notice names nobody; from 00:00 Asia/Seoul of that day it names the relative', async () => {
      const o = await owner({ mode: 'EACH', news: { surpriseMode: true, revealAt: '2031-04-01' } });
      const second = await createWish(s.t, o.token, o.code, { title: '모빌' });
      clockAt(kst('2031-03-31T23:59:00'));
      expect((await api.reserve(o.wishId, o.code, { reservedName: '김이모' })).statusCode).toBe(201);
      expect((await deliver()).sent).toBe(1);
      const [before] = mailsTo(o.email);
      expect(before!.subject).toBe('[아기소식] 누군가 아기 욕조를 예약했어요');
      expect(all(before!)).not.toContain('김이모');

      clockAt(kst('2031-04-01T00:00:00'));
      expect((await api.reserve(second, o.code, { reservedName: '박삼촌' })).statusCode).toBe(201);
      expect((await deliver()).sent).toBe(1);
      expect(mailsTo(o.email)[1]!.subject).toBe('[아기소식] 박삼촌님이 모빌을 예약했어요');
    });
  });

  describe('mode DAILY (the default)', () => {
    it('sends nothing before 20:00 Asia/Seoul, then one digest of the day, once however often the scheduler runs', async () => {
      const o = await owner();
      const second = await createWish(s.t, o.token, o.code, { title: '모빌', quantity: 2 });
      clockAt(kst('2030-03-10T09:15:00'));
      expect((await api.reserve(o.wishId, o.code, { reservedName: '김이모' })).statusCode).toBe(201);
      clockAt(kst('2030-03-10T13:40:00'));
      expect((await api.reserve(second, o.code, { reservedName: '박삼촌' })).statusCode).toBe(201);
      expect((await deliver()).sent).toBe(0);

      clockAt(kst('2030-03-10T19:59:59'));
      expect(await scheduler().runDue()).toBe(0);
      expect((await deliver()).sent).toBe(0);

      clockAt(kst('2030-03-10T20:00:00'));
      expect(await scheduler().runDue()).toBe(1);
      expect(await scheduler().runDue()).toBe(0);
      expect((await deliver()).sent).toBe(1);
      const [digest, ...rest] = mailsTo(o.email);
      expect(rest).toEqual([]);
      expect(digest!.subject).toBe('[아기소식] 3월 10일 소식 알림 2건');
      expect(digest!.text).toContain('09:15 김이모님이 아기 욕조를 예약했어요');
      expect(digest!.text).toContain('13:40 박삼촌님이 모빌을 예약했어요');
      expect(digest!.text).toContain(`https://babynews.test/event/summary/${o.code}`);
      expect(all(digest!)).not.toContain('010-1234-5678');

      // An event after 20:00 waits for the next day's digest.
      clockAt(kst('2030-03-10T20:30:00'));
      expect((await api.reserve(second, o.code, { reservedName: '최고모' })).statusCode).toBe(201);
      expect(await scheduler().runDue()).toBe(0);
      clockAt(kst('2030-03-11T20:00:01'));
      expect(await scheduler().runDue()).toBe(1);
      expect((await deliver()).sent).toBe(1);
      expect(mailsTo(o.email)[1]!.subject).toBe('[아기소식] 3월 11일 소식 알림 1건');
      expect(mailsTo(o.email)[1]!.text).toContain('20:30 최고모님이 모빌을 예약했어요');
    });

    it('a co-parent removed before 20:00 gets no digest of that page (nor its notices in their export); the creator still does', async () => {
      const o = await owner();
      const { api: client, make } = testKit(s.t);
      const { coparent } = await ownerWithCoparent(client, make, { creator: o });
      await markEmailVerified(s.t, coparent.username);
      await deliver();
      smtp.messages.length = 0;
      clockAt(kst('2030-07-01T10:00:00'));
      expect((await api.reserve(o.wishId, o.code, { reservedName: '김이모' })).statusCode).toBe(201);
      const coparentRows = () =>
        s.t.app
          .get(DataSource)
          .query('SELECT COUNT(*) AS n FROM `notification_event` n JOIN `member` m ON m.id = n.member_id WHERE m.username = ?', [coparent.username]) as Promise<
          Array<{ n: number | string }>
        >;
      expect(Number((await coparentRows())[0]!.n)).toBe(1);

      expect((await coparentApi(client).remove(o.token, o.code)).status).toBe(200);
      expect(Number((await coparentRows())[0]!.n)).toBe(0);
      clockAt(kst('2030-07-01T20:00:00'));
      expect(await scheduler().runDue()).toBe(1);
      expect((await deliver()).sent).toBe(1);
      expect(mailsTo(o.email).map((m) => m.subject)).toEqual(['[아기소식] 7월 1일 소식 알림 1건']);
      expect(mailsTo(coparent.member.email.toLowerCase())).toHaveLength(0);
    });

    it('no digest for an unverified address or in mode OFF', async () => {
      const unverified = await owner({ verified: false });
      const off = await owner({ mode: 'OFF' });
      clockAt(kst('2030-06-01T10:00:00'));
      for (const o of [unverified, off]) expect((await api.reserve(o.wishId, o.code, { reservedName: '김이모' })).statusCode).toBe(201);
      clockAt(kst('2030-06-01T21:00:00'));
      expect(await scheduler().runDue()).toBe(0);
      expect((await deliver()).sent).toBe(0);
    });

    it('surprise mode: the digest before the reveal day names nobody; the one of the reveal day names the relatives', async () => {
      const o = await owner({ news: { surpriseMode: true, revealAt: '2030-05-02' } });
      const second = await createWish(s.t, o.token, o.code, { title: '모빌' });
      clockAt(kst('2030-05-01T10:00:00'));
      expect((await api.reserve(o.wishId, o.code, { reservedName: '김이모' })).statusCode).toBe(201);
      clockAt(kst('2030-05-01T20:00:00'));
      expect(await scheduler().runDue()).toBe(1);
      expect((await deliver()).sent).toBe(1);
      const [hidden] = mailsTo(o.email);
      expect(hidden!.text).toContain('10:00 누군가 아기 욕조를 예약했어요');
      expect(all(hidden!)).not.toContain('김이모');

      clockAt(kst('2030-05-02T11:00:00'));
      expect((await api.reserve(second, o.code, { reservedName: '박삼촌' })).statusCode).toBe(201);
      clockAt(kst('2030-05-02T20:00:00'));
      expect(await scheduler().runDue()).toBe(1);
      expect((await deliver()).sent).toBe(1);
      expect(mailsTo(o.email)[1]!.text).toContain('11:00 박삼촌님이 모빌을 예약했어요');
    });
  });

  describe('the test-only clock control', () => {
    it('does not exist without TEST_CLOCK_CONTROL (404), and the configuration refuses it under NODE_ENV=production', async () => {
      const res = await s.t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { now: '2030-01-01T11:00:00.000Z' } });
      expect(res.statusCode).toBe(404);
      expect(Math.abs(s.t.app.get(Clock).now().getTime() - Date.now())).toBeLessThan(60_000);
      expect(() => loadConfig({ ...BASE_TEST_ENV, ...s.db.env, TEST_CLOCK_CONTROL: '1', NODE_ENV: 'production' })).toThrow(/TEST_CLOCK_CONTROL/);
      expect(() => loadConfig({ ...BASE_TEST_ENV, ...s.db.env, TEST_CLOCK_CONTROL: '1', NODE_ENV: 'test' })).not.toThrow();
    });

    it('with TEST_CLOCK_CONTROL=1 moves the Clock to `now` and back with null; an unreadable instant is 400', async () => {
      const t = await s.restart({ TEST_CLOCK_CONTROL: '1' });
      try {
        const move = (now: unknown) => t.app.inject({ method: 'POST', url: '/api/test/clock', payload: { now } });
        const moved = await move('2030-01-01T11:00:00.000Z');
        expect(moved.statusCode).toBe(200);
        const clock = t.app.get(Clock);
        expect(Math.abs(clock.now().getTime() - Date.parse('2030-01-01T11:00:00.000Z'))).toBeLessThan(10_000);
        expect((await move('tomorrow')).json().code).toBe('VALIDATION_FAILED');
        expect((await move(null)).statusCode).toBe(200);
        expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(10_000);
      } finally {
        await s.restart();
      }
    });
  });
});

/** Two instances on one MariaDB (ARCHITECTURE §4.23): the digest's claim makes exactly one of them send it. */
describeOnMariaDb('the daily digest with two instances on %s', (db) => {
  const smtp = new TestMailServer();
  const env: Record<string, string> = {};
  beforeAll(async () => {
    await smtp.start();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.stop());
  const s = useTestApp(db, env);
  const { api, clockAt, owner, deliver, mailsTo } = notificationKit(s, smtp);

  it('both schedulers running at 20:00 Asia/Seoul at once: one digest per owner', async () => {
    const second = await startApp({ WEB_DIST_DIR: s.webDist, ...s.db.env, ...env });
    try {
      const owners = [await owner(), await owner(), await owner()];
      clockAt(kst('2030-07-07T12:00:00'));
      for (const o of owners) expect((await api.reserve(o.wishId, o.code, { reservedName: '김이모' })).statusCode).toBe(201);
      clockAt(kst('2030-07-07T20:00:00'));
      jest.spyOn(second.app.get(Clock), 'now').mockReturnValue(kst('2030-07-07T20:00:00'));
      const schedulers = [s.t.app.get(NotificationScheduler), second.app.get(NotificationScheduler)];
      const sent = await Promise.all([schedulers[0]!.runDue(), schedulers[1]!.runDue()]);
      expect(sent[0]! + sent[1]!).toBe(3);
      expect(await schedulers[1]!.runDue()).toBe(0);
      expect((await deliver()).sent).toBe(3);
      for (const o of owners) expect(mailsTo(o.email).map((m) => m.subject)).toEqual(['[아기소식] 7월 7일 소식 알림 1건']);
    } finally {
      await second.close();
    }
  });
});
