import { MSG, SUMMARY_CSV_HEADER, SUMMARY_CSV_PLEDGE_HEADER, type EventWrapUp } from '@babynews/contracts';
import { Clock } from '../../common/clock';
import { testDatabases, testKit, useTestApp } from '../../../test/harness';
import { pledgeBody, pledgeCalls } from '../../pledges/testing/pledge-kit';
import { quietTitles } from '../../wishes/testing/wish-fixtures';

const GUIDE = '토스뱅크 1000-2000-3000 박부모';

/**
 * The owner's wrap-up summary with quantities, group gifts and the 축의금 fund (ARCHITECTURE §4.20, §4.22)
 * on SQLite and MariaDB: one row per reservation with its `reservationId` and units, the pledges with
 * KRW totals and received marks, the CSV's pledge section — and surprise mode hiding reservers and
 * pledgers alike from the raw text of every owner route until the reveal day.
 */
describe.each(testDatabases())('summary with gifts on %s', (db) => {
  const s = useTestApp(db);
  const api = pledgeCalls(s);
  const kit = () => testKit(s.t);
  beforeAll(() => quietTitles(s.t));
  let clockSpy: jest.SpyInstance | undefined;
  const clockAt = (iso: string) => (clockSpy = jest.spyOn(s.t.app.get(Clock), 'now').mockReturnValue(new Date(iso)));
  afterEach(() => clockSpy?.mockRestore());

  const IMO = { reservedName: '이모비밀', reservedEmail: 'imo-secret@example.com' };
  const GOMO = { reservedName: '고모비밀', reservedEmail: '010-7777-8888' };
  const FRIEND = { name: '친구비밀', contact: 'friend-secret@example.com', message: '메시지비밀하나', amount: 50_000 };
  const COLLEAGUE = { name: '동료비밀', contact: '010-4444-5555', message: '메시지비밀둘', amount: 30_000 };
  const SECRETS = [
    IMO.reservedName,
    IMO.reservedEmail,
    GOMO.reservedName,
    GOMO.reservedEmail,
    ...[FRIEND, COLLEAGUE].flatMap((p) => [p.name, p.contact, p.message]),
  ];

  /** Surprise page until 2031-03-01: a quantity-3 wish taken 1 + 2, a group gift with one pledge, a fund pledge, a free wish. */
  const giftPage = async () => {
    const { api: client, make } = kit();
    const owner = await make.ownerWithNews({
      news: { dueDate: '2031-02-20', surpriseMode: true, revealAt: '2031-03-01', fund: { enabled: true, goal: 1_000_000, transferGuide: GUIDE } },
    });
    const diapers = await make.wish(owner, { title: '기저귀 박스', price: 30_000, quantity: 3 });
    const seat = await make.wish(owner, { title: '카시트', price: 300_000, groupGift: true });
    const bottle = await make.wish(owner, { title: '젖병', price: 15_000 });
    const reserve = (who: object, quantity: number, password: string) =>
      client.reserve(diapers.id, { eventCode: owner.code, ...who, reservedPassword: password, quantity, privacyConsent: true } as never);
    expect((await reserve(IMO, 1, '1111')).status).toBe(201);
    expect((await reserve(GOMO, 2, '2222')).status).toBe(201);
    const seatPledge = await api.toWish(seat.id, pledgeBody(owner.code, FRIEND));
    expect(seatPledge.status).toBe(201);
    const fundPledge = await api.toFund(owner.code, pledgeBody(owner.code, COLLEAGUE));
    expect(fundPledge.status).toBe(201);
    return { owner, diapers, seat, bottle, seatPledgeId: seatPledge.body.pledgeId as string, fundPledgeId: fundPledge.body.pledgeId as string };
  };

  it('before the reveal day no owner route names a reserver or pledger (raw text); the rows keep ids, units and amounts', async () => {
    const { api: client } = kit();
    const page = await giftPage();
    const { owner } = page;
    clockAt('2031-02-28T14:59:59.000Z'); // 23:59:59 in Seoul, the day before
    const texts: Record<string, string> = {
      received: (await api.received(page.seatPledgeId, { received: true }, owner.token)).text,
      summary: (await api.summary(owner.code, owner.token)).text,
      csv: (await api.summary(owner.code, owner.token, 'csv')).text,
      ownerRead: (await api.read(owner.code, owner.token)).text,
      ownerReservation: (await client.ownerReservation(owner.token, page.diapers.id)).text,
      eventUpdate: (await client.updateEvent(owner.token, owner.code, { ...owner.news, fund: undefined, dueDate: undefined, revealAt: undefined })).text,
      myPage: (await client.myPage(owner.token)).text,
    };
    const naming = Object.entries(texts)
      .filter(([, text]) => SECRETS.some((secret) => text.includes(secret)))
      .map(([route]) => route);
    expect(naming).toEqual([]);

    const summary = JSON.parse(texts.summary) as EventWrapUp;
    expect(summary.reserversHidden).toBe(true);
    expect(summary.reservations).toEqual([
      expect.objectContaining({
        wishId: page.diapers.id,
        reservationId: expect.stringMatching(/^[A-Za-z0-9_-]{16,}$/),
        quantity: 1,
        reservedName: null,
        reservedEmail: null,
      }),
      expect.objectContaining({ wishId: page.diapers.id, reservationId: expect.any(String), quantity: 2, reservedName: null, reservedEmail: null }),
    ]);
    expect(summary.reservations[0]!.reservationId).not.toBe(summary.reservations[1]!.reservationId);
    expect(summary.pledges).toEqual([
      {
        pledgeId: page.seatPledgeId,
        kind: 'GROUP_GIFT',
        wishId: page.seat.id,
        wishTitle: '카시트',
        name: null,
        contact: null,
        message: null,
        amount: 50_000,
        createdAt: expect.any(String),
        received: true,
        thankYouSent: false,
        thankYouPossible: false,
      },
      {
        pledgeId: page.fundPledgeId,
        kind: 'FUND',
        wishId: null,
        wishTitle: null,
        name: null,
        contact: null,
        message: null,
        amount: 30_000,
        createdAt: expect.any(String),
        received: false,
        thankYouSent: false,
        thankYouPossible: false,
      },
    ]);
    expect(summary.totals).toMatchObject({ wishes: 3, reserved: 3, delivered: 0 });
    expect(summary.pledgeTotals).toEqual({ pledgedAmount: 80_000, fundAmount: 30_000, receivedAmount: 50_000, pledgeCount: 2 });
    expect(summary.fund).toEqual({ enabled: true, goal: 1_000_000, pledgedAmount: 30_000, giverCount: 1, transferGuide: GUIDE });
    // Fully reserved diapers are no longer wanted; the group gift short of its price and the free wish are.
    expect(summary.unreserved.map((w) => w.title).sort()).toEqual(['젖병', '카시트']);
    expect(texts.csv).toContain(MSG.parent.hiddenName);
    expect(texts.csv).toContain('50000');
  });

  it('from 00:00 Asia/Seoul of the reveal day the summary and the CSV name them; the CSV has the pledge section with KRW totals', async () => {
    const page = await giftPage();
    const { owner } = page;
    expect((await api.received(page.seatPledgeId, { received: true }, owner.token)).status).toBe(200);
    clockAt('2031-02-28T15:00:00.000Z');
    const summary = (await api.summary(owner.code, owner.token)).body as EventWrapUp;
    expect(summary.reserversHidden).toBe(false);
    expect(summary.reservations.map((r) => [r.reservedName, r.quantity])).toEqual([
      [IMO.reservedName, 1],
      [GOMO.reservedName, 2],
    ]);
    expect(summary.pledges.map((p) => [p.name, p.contact, p.message])).toEqual([
      [FRIEND.name, FRIEND.contact, FRIEND.message],
      [COLLEAGUE.name, COLLEAGUE.contact, COLLEAGUE.message],
    ]);

    const csv = await api.summary(owner.code, owner.token, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const lines = csv.text.slice(1).trimEnd().split('\r\n');
    const at = '\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}';
    expect(lines[0]).toBe(SUMMARY_CSV_HEADER.join(','));
    expect(lines[1]).toMatch(new RegExp(`^기저귀 박스,30000,이모비밀,imo-secret@example.com,배송 준비중,${at},X$`));
    expect(lines[2]).toMatch(new RegExp(`^기저귀 박스 × 2,30000,고모비밀,010-7777-8888,배송 준비중,${at},X$`));
    expect(lines[3]).toBe('');
    expect(lines[4]).toBe(SUMMARY_CSV_PLEDGE_HEADER.join(','));
    expect(lines[5]).toMatch(new RegExp(`^함께 선물하기,카시트,50000,친구비밀,friend-secret@example.com,메시지비밀하나,${at},O$`));
    expect(lines[6]).toMatch(new RegExp(`^축의금,,30000,동료비밀,010-4444-5555,메시지비밀둘,${at},X$`));
    expect(lines.slice(7)).toEqual(['', '모인 금액 합계,,80000', '축의금 합계,,30000', '받음 확인 합계,,50000']);
  });

  it('while hidden the CSV’s pledge rows read 비공개 and an empty message', async () => {
    const page = await giftPage();
    clockAt('2031-01-01T00:00:00.000Z');
    const lines = (await api.summary(page.owner.code, page.owner.token, 'csv')).text.slice(1).trimEnd().split('\r\n');
    expect(lines[1]).toMatch(/^기저귀 박스,30000,비공개,비공개,/);
    expect(lines[5]).toMatch(/^함께 선물하기,카시트,50000,비공개,비공개,,/);
    expect(lines[6]).toMatch(/^축의금,,30000,비공개,비공개,,/);
  });

  it('a page without pledges or fund keeps the reservation-only CSV', async () => {
    const { make } = kit();
    const owner = await make.ownerWithNews();
    await make.reservedWish(owner, { wish: { title: '모빌' } });
    const summary = (await api.summary(owner.code, owner.token)).body as EventWrapUp;
    expect(summary).toMatchObject({ pledges: [], fund: null, pledgeTotals: { pledgedAmount: 0, fundAmount: 0, receivedAmount: 0, pledgeCount: 0 } });
    const lines = (await api.summary(owner.code, owner.token, 'csv')).text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
  });
});
