import { accountApi, createApiClient, createFactories } from '@babynews/testing';
import { DataSource } from 'typeorm';
import { injectTransport, testDatabases } from '../../test/harness';
import { useMailTestApp } from '../../test/mail-server';
import { Clock } from '../common/clock';
import { MailWorker } from '../mail/mail-worker.service';
import { recipientDigest, suppress } from '../mail/suppression';
import { quietTitles } from '../wishes/testing/wish-fixtures';

jest.setTimeout(120_000);

const SUBJECT = (title: string) => `[아기소식] '${title}' 소식 페이지가 닫혔어요`;

/**
 * The withdrawal tells the relatives (ARCHITECTURE §4.21, §4.24) on SQLite and MariaDB against a real SMTP
 * server: every receipt address left on the leaving member's page (reservations and pledges) gets one
 * `pageClosed` mail per page, naming the page title only; an address on the receipt suppression list gets
 * nothing; relatives without a receipt address and other pages' relatives get nothing.
 */
describe.each(testDatabases())('withdrawal page-closed mail on %s', (db) => {
  const s = useMailTestApp(db);
  const { smtp } = s;
  beforeAll(() => quietTitles(s.t));
  beforeEach(() => {
    smtp.messages.length = 0;
  });
  const kit = () => {
    const api = createApiClient(injectTransport(s.t.app));
    return { api, make: createFactories(api), account: accountApi(api) };
  };
  const deliver = () => s.t.app.get(MailWorker).deliverDue();
  const closedTo = (address: string) => smtp.to(address).filter((m) => m.subject?.includes('소식 페이지가 닫혔어요'));

  it('mails each receipt address of the page once, with the page title and no address or PIN; suppressed and other addresses get nothing', async () => {
    const { api, make, account } = kit();
    const me = await make.ownerWithNews({ prefix: 'leaving' });
    const other = await make.ownerWithNews({ prefix: 'staying' });
    await make.reservedWish(me, { reserve: { receiptEmail: 'aunt@example.com', reservedPassword: '4821' } });
    await make.reservedWish(me, { reserve: { receiptEmail: ' AUNT@example.com ', reservedPassword: '4821' } });
    await make.reservedWish(me, { reserve: { receiptEmail: 'quiet@example.com' } });
    await make.reservedWish(me, { reserve: { reservedName: '영수증없음' } });
    await make.reservedWish(other, { reserve: { receiptEmail: 'elsewhere@example.com' } });
    expect((await api.updateEvent(me.token, me.code, { ...me.news, fund: { enabled: true } })).status).toBe(200);
    const pledge = {
      eventCode: me.code,
      name: '삼촌',
      contact: '010-1111-2222',
      amount: 10000,
      password: '7395',
      privacyConsent: true,
      receiptEmail: 'uncle@example.com',
    };
    expect((await api.raw('POST', `/api/event/pledge/${me.code}`, { body: pledge })).status).toBe(201);
    await suppress(s.t.app.get(DataSource), recipientDigest('quiet@example.com').toString('hex'), 'receipt', s.t.app.get(Clock).now());
    await deliver();
    smtp.messages.length = 0;

    expect((await account.withdraw(me.token)).status).toBe(200);
    await deliver();

    expect(closedTo('aunt@example.com')).toHaveLength(1);
    expect(closedTo('uncle@example.com')).toHaveLength(1);
    expect(closedTo('quiet@example.com')).toHaveLength(0);
    expect(closedTo('elsewhere@example.com')).toHaveLength(0);
    expect(smtp.messages).toHaveLength(2);
    const [mail] = closedTo('aunt@example.com');
    expect(mail!.subject).toBe(SUBJECT(me.news.title));
    const text = `${mail!.text ?? ''}${mail!.html || ''}`;
    expect(text).toContain(me.news.title);
    for (const secret of ['4821', '7395', me.news.address, me.news.detailAddress, me.member.displayName].filter(Boolean)) expect(text).not.toContain(secret);
    // The receipt group's one-click unsubscribe rides along.
    expect(mail!.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(true);

    // Rows were keyed per page and address: a replay of the same keys would be a duplicate.
    const rows = await s.t.app.get(DataSource).query("SELECT idempotency_key AS k FROM `mail_outbox` WHERE kind = 'pageClosed'");
    expect(rows.map((r: { k: string }) => r.k)).toHaveLength(2);
  });

  it('sends nothing when the withdrawal is refused', async () => {
    const { make, account } = kit();
    const me = await make.ownerWithNews({ prefix: 'refused' });
    await make.reservedWish(me, { reserve: { receiptEmail: 'refused-aunt@example.com' } });
    expect((await account.withdraw(me.token, { password: 'wrong-password' })).status).toBe(401);
    await deliver();
    expect(closedTo('refused-aunt@example.com')).toHaveLength(0);
  });
});
