import { MAIL_MSG, type MailGroup } from '@babynews/contracts';
import { MAIL_SAMPLES } from '@babynews/mail';
import type { ParsedMail } from 'mailparser';
import { DataSource } from 'typeorm';
import { transactional } from '../database/atomic-statement';
import { testDatabases } from '../../test/harness';
import { createWish, ownerWithNews } from '../../test/helpers';
import { useMailTestApp } from '../../test/mail-server';
import { apiError, reservationCalls } from '../../test/reservation-kit';
import { ReservationEntity } from '../reservations/reservation.entity';
import { MailOutboxEntity } from './mail-outbox.entity';
import { MailWorker } from './mail-worker.service';
import { MailService } from './mail.service';
import { Unsubscribe } from './unsubscribe';

jest.setTimeout(120_000);

const ONE_CLICK = 'List-Unsubscribe=One-Click';

/**
 * One-click unsubscribe (ARCHITECTURE §4.23, RFC 8058) on SQLite and MariaDB against a real SMTP
 * server: a receipt carries `List-Unsubscribe` + `List-Unsubscribe-Post` and the footer link; the
 * token works from a mail client's form post and from the page's JSON, again and again; after it the
 * next receipt to that address is not sent (the reservation still stands); a forged or altered token
 * is refused; a receipt token does not stop notifications.
 */
describe.each(testDatabases())('mail unsubscribe on %s', (db) => {
  const s = useMailTestApp(db);
  const { smtp } = s;
  const api = reservationCalls(s);
  let lastIp = 0;
  const nextIp = () => `10.77.${(++lastIp >> 8) & 255}.${lastIp & 255}`;
  const worker = () => s.t.app.get(MailWorker);
  const outbox = () => s.t.app.get(DataSource).getRepository(MailOutboxEntity);
  beforeEach(() => {
    smtp.messages.length = 0;
  });

  /** A news page with one wish of `quantity` units. */
  async function page(quantity = 3) {
    const owner = await ownerWithNews(s.t);
    const wishId = await createWish(s.t, owner.token, owner.code, { title: '아기 욕조', quantity });
    return { ...owner, wishId };
  }
  const reserve = (wishId: number, code: string, overrides: Record<string, unknown>) => api.reserve(wishId, code, overrides, nextIp());

  /** A mail client's RFC 8058 one-click post: the form body, no cookies, the URL of `List-Unsubscribe`. */
  const oneClick = (url: string) =>
    s.t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: ONE_CLICK });
  /** The page's call: the same field as JSON. */
  const fromPage = (token: string) =>
    s.t.app.inject({ method: 'POST', url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`, payload: { 'List-Unsubscribe': 'One-Click' } });

  /** The raw value of header `name` of a message (unfolded), or undefined (mailparser folds List-* into a structure of its own). */
  function header(mail: ParsedMail, name: string): string | undefined {
    const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/\r?\n[ \t]+/g, '');
    return line?.slice(name.length + 1).trim();
  }
  /** The URL of a message's `List-Unsubscribe` header, or null. */
  function listUnsubscribe(mail: ParsedMail): string | null {
    return /^<([^>]+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1] ?? null;
  }

  /** Reserves with `receiptEmail` = `to`, delivers, and answers the arrived receipt. */
  async function receiptTo(to: string, name: string) {
    const { code, wishId } = await page();
    const res = await reserve(wishId, code, { reservedName: name, receiptEmail: to });
    expect(res.statusCode).toBe(201);
    await worker().deliverDue();
    const [mail] = smtp.to(to);
    expect(mail).toBeDefined();
    return { mail, code, wishId, reservationId: res.json().reservationId as string };
  }

  it('a receipt carries List-Unsubscribe (the API one-click URL), List-Unsubscribe-Post and the footer link to the page', async () => {
    const { mail } = await receiptTo('headers@example.com', '이모');
    expect(header(mail, 'List-Unsubscribe-Post')).toBe(ONE_CLICK);
    const url = listUnsubscribe(mail);
    expect(url).toMatch(/^https:\/\/babynews\.test\/api\/mail\/unsubscribe\?token=/);
    const token = decodeURIComponent(url!.split('token=')[1]);
    expect(token).toMatch(/^receipt\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    // The token names no address.
    expect(token).not.toContain('headers');
    const pageLink = `https://babynews.test/mail/unsubscribe#t=${token}`;
    expect(mail.text).toContain(pageLink);
    expect(mail.html).toContain(`href="${pageLink}"`);
  });

  it('the one-click form post and the JSON call both unsubscribe, repeatedly with the same answer; the next receipt is not sent and the reservation still succeeds', async () => {
    const to = 'stop@example.com';
    const { mail } = await receiptTo(to, '고모');
    const url = listUnsubscribe(mail)!.replace('https://babynews.test', '');
    const token = decodeURIComponent(url.split('token=')[1]);
    for (let i = 0; i < 2; i++) {
      const form = await oneClick(url);
      expect(form.statusCode).toBe(200);
      expect(form.json()).toEqual({ group: 'receipt' });
      const json = await fromPage(token);
      expect(json.statusCode).toBe(200);
      expect(json.json()).toEqual({ group: 'receipt' });
    }
    const rows = await s.t.app.get(DataSource).query('SELECT recipient_hash, mail_group FROM `mail_suppression`');
    // Stored as a digest, never the address.
    expect(JSON.stringify(rows)).not.toContain(to);

    const { code, wishId } = await page();
    const again = await reserve(wishId, code, { reservedName: '고모', receiptEmail: 'STOP@example.com' });
    expect(again.statusCode).toBe(201);
    expect(await s.t.app.get(DataSource).getRepository(ReservationEntity).countBy({ wishId })).toBe(1);
    expect(await outbox().countBy({ recipient: to })).toBe(1);
    await worker().deliverDue();
    expect(smtp.to(to)).toHaveLength(1);
  });

  it('a receipt enqueued before the unsubscribe is not sent at delivery (suppressed)', async () => {
    const to = 'late@example.com';
    const { code, wishId } = await page();
    const { reservationId } = (await reserve(wishId, code, { reservedName: '삼촌', receiptEmail: to })).json();
    expect((await fromPage(s.t.app.get(Unsubscribe).token(to, 'receipt'))).statusCode).toBe(200);
    await worker().deliverDue();
    expect(smtp.to(to)).toHaveLength(0);
    expect(await outbox().findOneByOrFail({ idempotencyKey: `reservationReceipt:${reservationId}` })).toMatchObject({ status: 'suppressed' });
  });

  it('a forged or altered token is 400 UNSUBSCRIBE_LINK_INVALID with the Korean message; a malformed one is VALIDATION_FAILED with it; nothing is stored', async () => {
    const real = s.t.app.get(Unsubscribe).token('forge@example.com', 'receipt');
    const [, digest, signature] = real.split('.');
    const flip = (part: string) => `${part.slice(0, 10)}${part[10] === 'A' ? 'B' : 'A'}${part.slice(11)}`;
    const count = async () => Number((await s.t.app.get(DataSource).query('SELECT COUNT(*) AS n FROM `mail_suppression`'))[0].n);
    const before = await count();
    for (const forged of [`receipt.${flip(digest)}.${signature}`, `receipt.${digest}.${flip(signature)}`, `notification.${digest}.${signature}`]) {
      const res = await fromPage(forged);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(apiError('UNSUBSCRIBE_LINK_INVALID'));
      expect(res.json().message).toBe(MAIL_MSG.unsubscribeLinkInvalid);
    }
    for (const bad of ['', 'receipt.short.sig', `other.${digest}.${signature}`]) {
      expect((await fromPage(bad)).json()).toEqual(apiError('VALIDATION_FAILED', MAIL_MSG.unsubscribeLinkInvalid));
    }
    const noBody = await s.t.app.inject({ method: 'POST', url: `/api/mail/unsubscribe?token=${real}`, payload: { 'List-Unsubscribe': 'Two-Clicks' } });
    expect(noBody.json()).toEqual(apiError('VALIDATION_FAILED', MAIL_MSG.unsubscribeLinkInvalid));
    expect(await count()).toBe(before);
    // The real token still works, for an address that never got mail: the same answer.
    expect((await fromPage(real)).json()).toEqual({ group: 'receipt' });
  });

  it("a receipt token does not stop notifications; a notification's own token does", async () => {
    const to = 'parent@example.com';
    const unsubscribe = s.t.app.get(Unsubscribe);
    const mailService = s.t.app.get(MailService);
    const enqueue = (group: MailGroup, key: string) =>
      transactional(s.t.app.get(DataSource), (run, read) =>
        group === 'notification'
          ? mailService.enqueue(run, read, { kind: 'activityNotice', to, idempotencyKey: key, data: MAIL_SAMPLES.activityNotice })
          : mailService.enqueue(run, read, { kind: 'reservationReceipt', to, idempotencyKey: key, data: MAIL_SAMPLES.reservationReceipt }),
      );
    expect((await fromPage(unsubscribe.token(to, 'receipt'))).json()).toEqual({ group: 'receipt' });
    expect(await enqueue('receipt', 'test-receipt:1')).toBe('suppressed');
    expect(await enqueue('notification', 'test-notice:1')).toBeNull();
    await worker().deliverDue();
    const [notice] = smtp.to(to);
    expect(header(notice, 'List-Unsubscribe-Post')).toBe(ONE_CLICK);
    const noticeToken = unsubscribe.token(to, 'notification');
    expect(notice.text).toContain(`https://babynews.test/mail/unsubscribe#t=${noticeToken}`);
    expect(notice.text).not.toContain('Nt5w2Qe8Ry1u');

    expect((await fromPage(noticeToken)).json()).toEqual({ group: 'notification' });
    expect(await enqueue('notification', 'test-notice:2')).toBe('suppressed');
  });

  it('a PIN reset mail has no unsubscribe', async () => {
    const to = 'pin@example.com';
    const { code, wishId, reservationId } = await receiptTo(to, '할머니');
    expect((await fromPage(s.t.app.get(Unsubscribe).token(to, 'receipt'))).statusCode).toBe(200);
    smtp.messages.length = 0;
    const answer = await api.post(`/api/wish/reservation/pinResetRequest/${wishId}`, { eventCode: code, reservationId }, undefined, nextIp());
    expect(answer.statusCode).toBe(200);
    await worker().deliverDue();
    const [mail] = smtp.to(to);
    expect(header(mail, 'List-Unsubscribe')).toBeUndefined();
    expect(header(mail, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(mail.text).not.toContain('/mail/unsubscribe');
  });
});
