import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GIFT_MSG, MAIL_MSG, MSG } from '@babynews/contracts';
import { NEWS_ADDRESS } from '@babynews/testing';
import { simpleParser } from 'mailparser';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { sqlTimestamp } from '../database/sql-timestamp';
import { describeOnMariaDb, testDatabases, useTestApp } from '../../test/harness';
import { bearer, createWish, dropVerificationMail, newsBody, ownerWithNews, signUp } from '../../test/helpers';
import { TestMailServer, useMailTestApp } from '../../test/mail-server';
import { apiError, reservationCalls } from '../../test/reservation-kit';
import { ReservationEntity } from '../reservations/reservation.entity';
import { MailOutboxEntity } from './mail-outbox.entity';
import { MailWorker } from './mail-worker.service';
import { backoffMs, MAX_ATTEMPTS, SENT_RETENTION_MS } from './outbox-policy';

jest.setTimeout(120_000);

const ADMIN = { username: 'mail_admin', password: 'admin-password-1' };
const PIN = '8264';

/**
 * The mail outbox (ARCHITECTURE §4.23) on SQLite and MariaDB against a real SMTP server the test
 * starts: the reservation receipt (recipient, subject, link; never the PIN or the address), backoff
 * while the server is down, giving up after 8 tries and the administrator's retry, a claim whose
 * lease ran out, the per-recipient limit and the 30-day retention. The worker's timer is off
 * (MAIL_WORKER_INTERVAL_MS=0): each test delivers with `deliverDue()` on a moved Clock.
 */
describe.each(testDatabases())('mail outbox on %s', (db) => {
  const s = useMailTestApp(db, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  const { smtp } = s;
  const api = reservationCalls(s);
  /** Each call from its own client address, so the per-address mail limit (10 an hour) counts only where a test means it to. */
  let lastIp = 0;
  const nextIp = () => `10.${(++lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
  const reserve = (wishId: number, code: string, overrides: Record<string, unknown>, ip = nextIp()) => api.reserve(wishId, code, overrides, ip);
  const requestReset = (wishId: number, body: object, ip = nextIp()) => api.post(`/api/wish/reservation/pinResetRequest/${wishId}`, body, undefined, ip);
  const worker = () => s.t.app.get(MailWorker);
  const outbox = () => s.t.app.get(DataSource).getRepository(MailOutboxEntity);
  /** Moves the app's Clock to `at`. */
  const clockAt = (at: Date) => jest.spyOn(s.t.app.get(Clock), 'now').mockReturnValue(at);
  let adminToken = '';

  beforeAll(async () => {
    adminToken = (await s.t.app.inject({ method: 'POST', url: '/api/loginProc', payload: ADMIN })).json().accessToken;
  });
  beforeEach(async () => {
    jest.restoreAllMocks();
    await smtp.start().catch(() => undefined);
    smtp.messages.length = 0;
  });

  /** A news page with one wish of `quantity` units. */
  async function page(quantity = 1) {
    const owner = await ownerWithNews(s.t);
    await dropVerificationMail(s.t); // only this test's messages count
    const wishId = await createWish(s.t, owner.token, owner.code, { title: '아기 욕조', quantity });
    return { ...owner, wishId };
  }

  it('a reservation with receiptEmail: one receipt to that address with the gift, the page and the reservation link; never the PIN or the address', async () => {
    const { code, wishId, member } = await page();
    const res = await reserve(wishId, code, { receiptEmail: ' Aunt@Example.com ', reservedPassword: PIN, quantity: 1 });
    expect(res.statusCode).toBe(201);
    const { reservationId } = res.json();

    expect(await worker().deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.to('aunt@example.com');
    expect(mail.subject).toBe("[아기소식] '아기 욕조' 선물을 예약했어요");
    const link = `https://babynews.test/event/wishReserved/${wishId}?code=${code}&reservation=${reservationId}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.text).toContain(member.displayName);
    expect(mail.from?.text).toContain('no-reply@babynews.test');
    expect(mail.messageId).toMatch(/^<outbox-\d+\.[0-9a-f]{16}@babynews\.test>$/);
    expect(mail.date?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    for (const secret of [PIN, NEWS_ADDRESS.address, NEWS_ADDRESS.detailAddress, NEWS_ADDRESS.postCode]) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(secret);
    }
    expect(await outbox().findOneByOrFail({ idempotencyKey: `reservationReceipt:${reservationId}` })).toMatchObject({ status: 'sent', attempts: 1 });
    // Delivered once: the next round finds nothing due.
    expect(await worker().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('without receiptEmail (or with a blank one) nothing is enqueued; a bad address is 400 with the form message and nothing is stored', async () => {
    const { code, wishId } = await page(3);
    const before = await outbox().count();
    expect((await reserve(wishId, code, { reservedName: '삼촌' })).statusCode).toBe(201);
    expect((await reserve(wishId, code, { reservedName: '고모', receiptEmail: '  ' })).statusCode).toBe(201);
    expect(await outbox().count()).toBe(before);

    const bad = await reserve(wishId, code, { reservedName: '이모', receiptEmail: 'aunt@' });
    expect(bad.json()).toEqual(apiError('VALIDATION_FAILED', MAIL_MSG.receiptEmailFormat));
    expect(await s.t.app.get(DataSource).getRepository(ReservationEntity).countBy({ wishId })).toBe(2);
    expect(await outbox().count()).toBe(before);
  });

  it('SMTP down: the try fails and waits 1 minute; once the server is back and the minute passed, the receipt arrives once', async () => {
    const { code, wishId } = await page();
    await smtp.stop();
    const { reservationId } = (await reserve(wishId, code, { receiptEmail: 'down@example.com' })).json();
    const t0 = new Date();
    clockAt(t0);
    expect(await worker().deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const row = await outbox().findOneByOrFail({ idempotencyKey: `reservationReceipt:${reservationId}` });
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|ESOCKET|ECONNECTION/) });
    expect(row.nextAttemptAt.getTime()).toBe(t0.getTime() + backoffMs(1));

    await smtp.start();
    expect(await worker().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clockAt(new Date(t0.getTime() + backoffMs(1) + 1));
    expect(await worker().deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.to('down@example.com')).toHaveLength(1);
  });

  it('after 8 failed tries the message is failed; the administrator sees it, retries it, and it is delivered; retry answers 404/409 otherwise and needs an administrator', async () => {
    const { code, wishId } = await page();
    const stats = async () => (await s.t.app.inject({ method: 'GET', url: '/api/admin/mail/stats', headers: bearer(adminToken) })).json();
    const before = await stats();
    await smtp.stop();
    const { reservationId } = (await reserve(wishId, code, { receiptEmail: 'giveup@example.com' })).json();
    let at = Date.now();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      clockAt(new Date(at));
      const round = await worker().deliverDue();
      expect(round).toEqual(attempt < MAX_ATTEMPTS ? { sent: 0, retried: 1, failed: 0 } : { sent: 0, retried: 0, failed: 1 });
      at += backoffMs(attempt) + 1;
    }
    const row = await outbox().findOneByOrFail({ idempotencyKey: `reservationReceipt:${reservationId}` });
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    const after = await stats();
    expect(after).toMatchObject({ pending: before.pending, sending: before.sending, sent: before.sent, failed: before.failed + 1 });
    // The latest failures, newest first, to retry by id: the address masked, the error a code.
    expect(after.recentFailures).toContainEqual({
      id: row.id,
      kind: 'reservationReceipt',
      recipient: 'gi***@example.com',
      attempts: MAX_ATTEMPTS,
      lastError: expect.stringMatching(/ECONNREFUSED|ESOCKET|ECONNECTION/),
      createdAt: row.createdAt.toISOString(),
    });

    const retry = (id: number | string, token?: string) =>
      s.t.app.inject({ method: 'POST', url: `/api/admin/mail/retry/${id}`, headers: token ? bearer(token) : {} });
    const member = await signUp(s.t);
    await dropVerificationMail(s.t); // only this test's messages count
    expect((await retry(row.id)).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    expect((await retry(row.id, member.token)).json()).toMatchObject({ statusCode: 403 });
    expect((await s.t.app.inject({ method: 'GET', url: '/api/admin/mail/stats', headers: bearer(member.token) })).statusCode).toBe(403);

    const ok = await retry(row.id, adminToken);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: row.id, status: 'pending' });
    await smtp.start();
    expect(await worker().deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.to('giveup@example.com')).toHaveLength(1);
    expect((await retry(row.id, adminToken)).json()).toEqual(apiError('MAIL_NOT_FAILED'));
    expect((await retry(987654, adminToken)).json()).toEqual(apiError('MAIL_NOT_FOUND'));
    expect((await retry('x1', adminToken)).json()).toEqual(apiError('MAIL_NOT_FOUND'));
  });

  it('a claim whose instance died mid-send is taken again once its lease ran out (at least once)', async () => {
    const { code, wishId } = await page();
    const { reservationId } = (await reserve(wishId, code, { receiptEmail: 'lease@example.com' })).json();
    const now = new Date();
    const key = `reservationReceipt:${reservationId}`;
    // As a worker leaves a row when its process is killed after the claim.
    await outbox().update({ idempotencyKey: key }, { status: 'sending', attempts: 1, leaseUntil: new Date(now.getTime() + 120_000) });
    clockAt(now);
    expect(await worker().deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clockAt(new Date(now.getTime() + 120_001));
    expect(await worker().deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(smtp.to('lease@example.com')).toHaveLength(1);
    expect(await outbox().findOneByOrFail({ idempotencyKey: key })).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('at most 3 receipts an hour to one address: the fourth reservation stands without a receipt', async () => {
    const { code, wishId } = await page(4);
    for (const name of ['가', '나', '다', '라']) {
      expect((await reserve(wishId, code, { reservedName: name, receiptEmail: 'flood@example.com' })).statusCode).toBe(201);
    }
    expect(await outbox().countBy({ recipient: 'flood@example.com' })).toBe(3);
    expect(await s.t.app.get(DataSource).getRepository(ReservationEntity).countBy({ wishId })).toBe(4);
    expect(await worker().deliverDue()).toEqual({ sent: 3, retried: 0, failed: 0 });
    expect(smtp.to('flood@example.com')).toHaveLength(3);
  });

  it('at most 10 mails an hour caused from one client address: the 11th reservation keeps its receipt address, without a receipt', async () => {
    const { code, wishId } = await page(12);
    const ip = nextIp();
    for (let i = 0; i < 11; i++) {
      expect((await reserve(wishId, code, { reservedName: `이웃${i}`, receiptEmail: `n${i}@example.com` }, ip)).statusCode).toBe(201);
    }
    const rows = await outbox().find({ where: { kind: 'reservationReceipt' } });
    expect(rows.filter((r) => /^n\d+@example\.com$/.test(r.recipient))).toHaveLength(10);
    expect(await s.t.app.get(DataSource).getRepository(ReservationEntity).findOneByOrFail({ wishId, reservedName: '이웃10' })).toMatchObject({
      receiptEmail: 'n10@example.com',
    });
    // Another address is not held back by it.
    expect((await reserve(wishId, code, { reservedName: '다른집', receiptEmail: 'other-house@example.com' })).statusCode).toBe(201);
    expect(await outbox().countBy({ recipient: 'other-house@example.com' })).toBe(1);
    await worker().deliverDue();
  });

  it('sent messages lose recipient and data after 30 days; link tokens go a day after they expired', async () => {
    const { code, wishId } = await page();
    const { reservationId } = (await reserve(wishId, code, { receiptEmail: 'old@example.com' })).json();
    const tokens = () =>
      s.t.app
        .get(DataSource)
        .query('SELECT COUNT(*) AS n FROM `one_time_token`')
        .then((r: Array<{ n: unknown }>) => Number(r[0].n));
    await requestReset(wishId, { eventCode: code, reservationId });
    expect(await tokens()).toBeGreaterThan(0);
    expect((await worker().deliverDue()).sent).toBe(2);
    const key = `reservationReceipt:${reservationId}`;
    clockAt(new Date(Date.now() + SENT_RETENTION_MS - 2 * 3_600_000));
    await worker().deliverDue();
    expect(await outbox().findOneByOrFail({ idempotencyKey: key })).toMatchObject({ recipient: 'old@example.com' });
    clockAt(new Date(Date.now() + SENT_RETENTION_MS + 60_000));
    await worker().deliverDue();
    expect(await outbox().findOneByOrFail({ idempotencyKey: key })).toMatchObject({ status: 'sent', recipient: '', data: '{}' });
    // Link tokens a day past their expiry are gone too.
    expect(await tokens()).toBe(0);
  });

  describe("'PIN을 잊으셨나요?' (ARCHITECTURE §4.23)", () => {
    const reset = (body: object) => api.post('/api/pin/reset', body);
    /** The token of the newest reset mail to `to`. */
    async function mailedToken(to: string): Promise<string> {
      await worker().deliverDue();
      const mail = smtp.to(to).at(-1)!;
      expect(mail.subject).toBe('[아기소식] 예약 PIN을 다시 정해 주세요');
      const link = /https:\/\/babynews\.test\/pin\/reset#t=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
      expect(link).not.toBeNull();
      expect(mail.html).toContain(`href="${link![0]}"`);
      return link![1];
    }

    it('mails a one-time link to the receipt address; the new PIN opens the reservation, the old one and the used link no longer work; the lock is cleared', async () => {
      const { code, wishId } = await page();
      const { reservationId } = (await reserve(wishId, code, { receiptEmail: 'forgot@example.com', reservedPassword: PIN })).json();
      await worker().deliverDue();
      const answer = await requestReset(wishId, { eventCode: code, reservationId });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: MAIL_MSG.pinResetSent });
      const token = await mailedToken('forgot@example.com');
      await s.t.app.get(DataSource).query('INSERT INTO `wish_pin_lock` (wish_id, locked_at) VALUES (?, ?)', [wishId, sqlTimestamp()]);

      const done = await reset({ token, password: '9753' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ kind: 'reservation', wishId, eventCode: code, reservationId });
      const view = (pin: string) => api.post(`/api/event/fetchWishReservedData/${wishId}`, { eventCode: code, password: pin, reservationId });
      expect((await view('9753')).statusCode).toBe(200);
      expect((await view(PIN)).json()).toEqual(apiError('RESERVATION_PIN_WRONG'));
      expect((await reset({ token, password: '1111' })).json()).toEqual(apiError('RESET_LINK_INVALID'));
      expect((await view('9753')).statusCode).toBe(200);
    });

    it('the same answer and no mail without a receipt address or for another reservation id; 404 for another page; validation messages', async () => {
      const { code, wishId } = await page(2);
      const { reservationId } = (await reserve(wishId, code, { reservedName: '무메일' })).json();
      const before = await outbox().count();
      for (const id of [reservationId, 'not-a-reservation']) {
        expect((await requestReset(wishId, { eventCode: code, reservationId: id })).json()).toEqual({ message: MAIL_MSG.pinResetSent });
      }
      expect(await outbox().count()).toBe(before);
      expect((await requestReset(wishId, { eventCode: 'ZZZZZZZZ', reservationId })).json()).toEqual(apiError('WISH_NOT_FOUND'));
      expect((await requestReset(wishId, { eventCode: code })).json()).toEqual(apiError('VALIDATION_FAILED', GIFT_MSG.reservationIdInvalid));
      expect((await reset({ token: 'A'.repeat(43), password: '12' })).json()).toEqual(apiError('VALIDATION_FAILED', MSG.reserve.passwordLength));
      expect((await reset({ token: 'short', password: '1234' })).json()).toEqual(apiError('VALIDATION_FAILED', MAIL_MSG.resetLinkInvalid));
    });

    it('a link expires after 30 minutes; using one link revokes the earlier ones of its reservation', async () => {
      const { code, wishId } = await page();
      const { reservationId } = (await reserve(wishId, code, { receiptEmail: 'expire@example.com' })).json();
      await requestReset(wishId, { eventCode: code, reservationId });
      const first = await mailedToken('expire@example.com');
      await requestReset(wishId, { eventCode: code, reservationId });
      const second = await mailedToken('expire@example.com');
      expect(second).not.toBe(first);

      clockAt(new Date(Date.now() + 31 * 60_000));
      expect((await reset({ token: first, password: '2222' })).json()).toEqual(apiError('RESET_LINK_INVALID'));
      jest.restoreAllMocks();
      expect((await reset({ token: second, password: '2222' })).statusCode).toBe(200);
      expect((await reset({ token: first, password: '3333' })).json()).toEqual(apiError('RESET_LINK_INVALID'));
    });
  });

  it('a fund pledge with receiptEmail: the receipt names 축의금, the amount and the pledge page; never the PIN or the transfer guide', async () => {
    const owner = await ownerWithNews(s.t);
    await dropVerificationMail(s.t); // only this test's messages count
    const guide = '국민은행 123-456-789012 김엄마';
    const opened = await api.put(`/api/event/update/${owner.code}`, { ...newsBody(), fund: { enabled: true, transferGuide: guide } }, owner.token);
    expect(opened.statusCode).toBe(200);
    const pledge = await api.post(
      `/api/event/pledge/${owner.code}`,
      {
        eventCode: owner.code,
        name: '이동료',
        contact: '010-1111-2222',
        amount: 30_000,
        password: PIN,
        receiptEmail: 'Colleague@Example.com',
        privacyConsent: true,
      },
      undefined,
      nextIp(),
    );
    expect(pledge.statusCode).toBe(201);
    const { pledgeId } = pledge.json();
    expect(await worker().deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [mail] = smtp.to('colleague@example.com');
    expect(mail.subject).toBe("[아기소식] '축의금'에 마음을 보탰어요");
    expect(mail.text).toContain('30,000원');
    expect(mail.text).toContain(`https://babynews.test/event/pledge/${pledgeId}?code=${owner.code}`);
    for (const secret of [PIN, guide, '123-456-789012']) expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(secret);
  });

  it("a pledge's PIN reset: the link goes to its receipt address, sets the PIN once and lifts the pledge's lock; the same answer without an address", async () => {
    const owner = await ownerWithNews(s.t);
    await dropVerificationMail(s.t); // only this test's messages count
    await api.put(`/api/event/update/${owner.code}`, { ...newsBody(), fund: { enabled: true, transferGuide: '국민은행 1-2-3' } }, owner.token);
    const pledgeWith = async (receiptEmail?: string) =>
      (
        await api.post(
          `/api/event/pledge/${owner.code}`,
          {
            eventCode: owner.code,
            name: '이동료',
            contact: '010-1111-2222',
            amount: 10_000,
            password: PIN,
            privacyConsent: true,
            ...(receiptEmail ? { receiptEmail } : {}),
          },
          undefined,
          nextIp(),
        )
      ).json().pledgeId as string;
    const pledgeId = await pledgeWith('pledger@example.com');
    const silent = await pledgeWith();
    const request = (id: string, body: object) => api.post(`/api/pledge/pinResetRequest/${id}`, body, undefined, nextIp());
    const reset = (body: object) => api.post('/api/pin/reset', body);
    const view = (pin: string) => api.post(`/api/pledge/view/${pledgeId}`, { eventCode: owner.code, password: pin }, undefined, nextIp());
    for (let i = 0; i < 5; i++) await view('0000');
    expect((await view(PIN)).json()).toEqual(apiError('RESERVATION_LOCKED'));

    const before = await outbox().count();
    expect((await request(silent, { eventCode: owner.code })).json()).toEqual({ message: MAIL_MSG.pledgePinResetSent });
    expect(await outbox().count()).toBe(before);
    expect((await request(pledgeId, { eventCode: owner.code })).json()).toEqual({ message: MAIL_MSG.pledgePinResetSent });
    await worker().deliverDue();
    const mail = smtp.to('pledger@example.com').at(-1)!;
    expect(mail.text).toContain('축의금');
    const token = /\/pin\/reset#t=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')![1];

    const done = await reset({ token, password: '9753' });
    expect(done.json()).toEqual({ kind: 'pledge', pledgeId, eventCode: owner.code });
    expect((await view('9753')).statusCode).toBe(200);
    expect((await reset({ token, password: '1111' })).json()).toEqual(apiError('RESET_LINK_INVALID'));
    expect((await request(pledgeId, { eventCode: 'ZZZZZZZZ' })).json()).toEqual(apiError('PLEDGE_NOT_FOUND'));
    expect((await request('not a pledge', { eventCode: owner.code })).json()).toEqual(apiError('PLEDGE_NOT_FOUND'));
    expect((await request(pledgeId, {})).statusCode).toBe(400);
  });

  it('SMTP down while 50 relatives reserve with receipts: once it is back, all 50 arrive, each once', async () => {
    const { code, wishId } = await page(50);
    await smtp.stop();
    for (let i = 0; i < 50; i++) {
      expect((await reserve(wishId, code, { reservedName: `친척${i}`, receiptEmail: `r${i}@example.com` })).statusCode).toBe(201);
    }
    const t0 = new Date();
    clockAt(t0);
    expect(await worker().deliverDue()).toEqual({ sent: 0, retried: 50, failed: 0 });
    await smtp.start();
    clockAt(new Date(t0.getTime() + backoffMs(1) + 1));
    expect(await worker().deliverDue()).toEqual({ sent: 50, retried: 0, failed: 0 });
    for (let i = 0; i < 50; i++) expect(smtp.to(`r${i}@example.com`)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(50);
  });
});

/** The embedded default (no SMTP_URL): each message is an `.eml` file under DATA_DIR/mail, deleted after 7 days. */
describe.each(testDatabases())('mail as .eml files on %s', (db) => {
  const s = useTestApp(db, { MAIL_WORKER_INTERVAL_MS: '0' });
  const api = reservationCalls(s);

  it('writes the receipt with Message-ID, Date, a text and an HTML part; prunes it after 7 days', async () => {
    const owner = await ownerWithNews(s.t);
    await dropVerificationMail(s.t); // only this test's messages count
    const wishId = await createWish(s.t, owner.token, owner.code, { title: '손싸개' });
    await api.reserve(wishId, owner.code, { receiptEmail: 'eml@example.com' });
    expect(await s.t.app.get(MailWorker).deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const folder = join(s.t.config.dataDir, 'mail');
    const files = readdirSync(folder).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(readFileSync(join(folder, files[0])));
    expect(mail.subject).toBe("[아기소식] '손싸개' 선물을 예약했어요");
    expect(mail.to).toMatchObject({ text: 'eml@example.com' });
    expect(mail.messageId).toMatch(/^<outbox-\d+\./);
    expect(mail.date).toBeInstanceOf(Date);
    expect(mail.text).toContain(`/event/wishReserved/${wishId}?code=${owner.code}`);
    expect(mail.html).toContain('<html');

    jest.spyOn(s.t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 8 * 86_400_000));
    await s.t.app.get(MailWorker).deliverDue();
    expect(readdirSync(folder).filter((f) => f.endsWith('.eml'))).toHaveLength(0);
  });
});

/** Delivery claims across instances (ARCHITECTURE §4.23): two instances on one MariaDB never send a message twice. */
describeOnMariaDb('two instances delivering on %s', (db) => {
  const smtp = new TestMailServer();
  const env: Record<string, string> = { MAIL_WORKER_INTERVAL_MS: '0' };
  beforeAll(async () => {
    await smtp.start();
    env.SMTP_URL = smtp.url;
  });
  afterAll(() => smtp.stop());
  const s = useTestApp(db, env);

  it('200 messages, both workers running rounds at once: each arrives exactly once', async () => {
    const { startApp } = await import('../../test/harness');
    const second = await startApp({ WEB_DIST_DIR: s.webDist, ...s.db.env, ...env });
    try {
      const now = sqlTimestamp();
      const values = Array.from({ length: 200 }, (_, i) => [
        `test:${i}`,
        'verifyEmail',
        `m${i}@example.com`,
        JSON.stringify({ displayName: `회원${i}`, verifyUrl: `https://babynews.test/v#t=${i}` }),
        now,
        now,
      ]);
      const ds = s.t.app.get(DataSource);
      for (const row of values) {
        await ds.query(
          "INSERT INTO `mail_outbox` (idempotency_key, kind, recipient, data, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)",
          row,
        );
      }
      const workers = [s.t.app.get(MailWorker), second.app.get(MailWorker)];
      const rounds = await Promise.all([...workers, ...workers].map((w) => w.deliverDue()));
      expect(rounds.reduce((n, r) => n + r.sent, 0)).toBe(200);
      await smtp.waitFor(200);
      const ids = smtp.messages.map((m) => m.messageId);
      expect(new Set(ids).size).toBe(200);
      expect(smtp.messages).toHaveLength(200);
      // Both instances took part.
      expect(
        rounds
          .slice(0, 1)
          .concat(rounds.slice(2, 3))
          .some((r) => r.sent > 0),
      ).toBe(true);
      expect(
        rounds
          .slice(1, 2)
          .concat(rounds.slice(3, 4))
          .some((r) => r.sent > 0),
      ).toBe(true);
    } finally {
      await second.close();
    }
  });
});
