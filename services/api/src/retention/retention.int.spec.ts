import {
  cancellationRetentionEndsAt,
  ERASE_MSG,
  GIFT_MSG,
  MSG,
  pledgeEraseRoute,
  reservationEraseRoute,
  retentionEndsAt,
  type EventWrapUp,
} from '@babynews/contracts';
import { quizBody, reserveBody } from '@babynews/testing';
import { DataSource } from 'typeorm';
import { describeOnMariaDb, startApp, testDatabases, testKit, useTestApp, type SuiteContext } from '../../test/harness';
import { apiError } from '../../test/reservation-kit';
import { Clock } from '../common/clock';
import { sqlTimestamp } from '../database/sql-timestamp';
import { pledgeBody, pledgeCalls } from '../pledges/testing/pledge-kit';
import { quietTitles } from '../wishes/testing/wish-fixtures';
import { RetentionService } from './retention.service';

/**
 * Retention and the relatives' own erase (ARCHITECTURE §4.24) on SQLite and MariaDB: the daily round
 * anonymises each row from the instant `retentionEndsAt` names (1 ms before it the row is kept), keeps
 * every count and amount, does nothing the second time and once across two instances; the erase routes
 * delete or anonymise with the PIN rules of the other PIN calls.
 */
jest.setTimeout(120_000);

const DAY = 86_400_000;
/** Rows' creation instant in the boundary cases (set in the database). */
const CREATED = new Date('2026-01-10T03:00:00.000Z');

type Row = Record<string, unknown>;

/** Helpers over one suite's app: pages with rows of every kind, the database, the Clock. */
function retentionKit(s: SuiteContext) {
  const ds = () => s.t.app.get(DataSource);
  const kit = () => testKit(s.t);
  const one = async (sql: string, values: unknown[]): Promise<Row> => ((await ds().query(sql, values)) as Row[])[0]!;
  /** Runs a round with the app's Clock at `at` (and `app`, another instance, when given). */
  const roundAt = async (at: Date, app = s.t.app) => {
    const spy = jest.spyOn(app.get(Clock), 'now').mockImplementation(() => new Date(at));
    try {
      return await app.get(RetentionService).runDue();
    } finally {
      spy.mockRestore();
    }
  };
  /**
   * A news page (due date `dueDate` or none) with a quantity-3 wish reserved by three relatives, a group
   * gift with two pledges (one with a receipt address) and a quiz answered by two visitors; every row's
   * `created_at` is `created`.
   */
  const page = async (dueDate: string | null, created = CREATED) => {
    const { make, api } = kit();
    const owner = await make.ownerWithNews({ news: { fund: { enabled: true, goal: 500_000, transferGuide: '안내' } } });
    await ds().query('UPDATE `event` SET due_date = ? WHERE code = ?', [dueDate, owner.code]);
    const wish = await make.wish(owner, { title: '기저귀', quantity: 3 });
    const reservations: string[] = [];
    for (const [i, name] of ['김이모', '박삼촌', '최고모'].entries()) {
      const reply = await api.reserve(
        wish.id,
        reserveBody(owner.code, { reservedName: name, reservedEmail: `010-0000-000${i}`, receiptEmail: `r${i}@example.com` }),
      );
      expect(reply.status).toBe(201);
      reservations.push(reply.body.reservationId);
    }
    const gift = await make.wish(owner, { title: '유모차', price: 100_000, groupGift: true });
    const pledges = pledgeCalls(s);
    const pledgeIds: string[] = [];
    for (const body of [
      pledgeBody(owner.code, { name: '이친구', receiptEmail: 'p@example.com' }),
      pledgeBody(owner.code, { name: '정친구', amount: 20_000 }),
    ]) {
      const reply = await pledges.toWish(gift.id, body);
      expect(reply.status).toBe(201);
      pledgeIds.push(reply.body.pledgeId);
    }
    const quizzes = [];
    for (let q = 0; q < 2; q++) {
      const quiz = (await api.createQuiz(owner.token, owner.code, quizBody())).body;
      quizzes.push(quiz);
      for (const [name, contactInfo] of [
        ['홍길동', '010-5555-0001'],
        ['임꺽정', '010-5555-0002'],
      ])
        expect(
          (await api.submitQuiz(quiz.id, { eventCode: owner.code, selectedOptionId: quiz.options[q]!.id, name, contactInfo, privacyConsent: true })).status,
        ).toBe(201);
    }
    const stamp = sqlTimestamp(created);
    await ds().query('UPDATE `reservation` SET created_at = ? WHERE wish_id = ?', [stamp, wish.id]);
    await ds().query('UPDATE `pledge` SET created_at = ? WHERE wish_id = ?', [stamp, gift.id]);
    for (const quiz of quizzes) await ds().query('UPDATE `quiz_submission` SET created_at = ? WHERE quiz_id = ?', [stamp, quiz.id]);
    return { owner, wish, gift, reservations, pledgeIds, quizIds: quizzes.map((q) => q.id) };
  };
  type Page = Awaited<ReturnType<typeof page>>;
  /** Every relative row of page `p`, oldest first, as stored. */
  const rowsOf = async (p: Page) => ({
    reservations: (await ds().query(
      'SELECT id, reserved_name, reserved_email, receipt_email, quantity, order_status, anonymized_at FROM `reservation` WHERE wish_id = ? ORDER BY id',
      [p.wish.id],
    )) as Row[],
    pledges: (await ds().query(
      'SELECT id, name, contact, receipt_email, message, amount, received, anonymized_at FROM `pledge` WHERE wish_id = ? ORDER BY id',
      [p.gift.id],
    )) as Row[],
    answers: (await ds().query(
      `SELECT id, quiz_id, name, contact_info, normalized_contact, anonymized_at FROM \`quiz_submission\` WHERE quiz_id IN (?, ?) ORDER BY id`,
      p.quizIds,
    )) as Row[],
  });
  /** The owner's summary without the relatives' names and contacts: what must not change. */
  const totalsOf = async (p: Page) => {
    const summary = (await pledgeCalls(s).summary(p.owner.code, p.owner.token)).body as EventWrapUp;
    return {
      totals: summary.totals,
      pledgeTotals: summary.pledgeTotals,
      quizCount: summary.quizCount,
      reservations: summary.reservations.map((r) => ({ quantity: r.quantity, orderStatus: r.orderStatus, wishId: r.wishId })),
      pledges: summary.pledges.map((r) => ({ amount: r.amount, received: r.received })),
      ranking: summary.quizRanking.map((r) => ({ rank: r.rank, score: r.score, answered: r.answered })),
      unreserved: summary.unreserved,
    };
  };
  const isAnonymized = (row: Row) => row.anonymized_at !== null;
  return { ds, kit, one, roundAt, page, rowsOf, totalsOf, isAnonymized };
}

describe.each(testDatabases())('retention of relatives’ data on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));
  const r = retentionKit(s);

  it('anonymises each kind of row from its retention instant on: 1 ms before it kept, 1 ms after it gone; counts stay; a second round changes nothing', async () => {
    const days = s.t.config.retentionDays;
    // The due date first; the due date far away (creation + 300 days first); no due date (the row's creation).
    const dueFirst = await r.page('2026-03-01');
    const capFirst = await r.page('2031-01-01');
    const noDueDate = await r.page(null);
    const cases = [
      { name: 'due date', p: dueFirst, end: retentionEndsAt({ dueDate: '2026-03-01', createdAt: CREATED }, days) },
      { name: 'creation cap', p: capFirst, end: retentionEndsAt({ dueDate: '2031-01-01', createdAt: CREATED }, days) },
      { name: 'no due date', p: noDueDate, end: retentionEndsAt({ dueDate: null, createdAt: CREATED }, days) },
    ];
    // The rule as numbers: 00:00 KST of the due date + 365 days; creation + 300 + 365 days; creation + 365 days.
    expect(cases.map((c) => c.end.toISOString())).toEqual([
      new Date(Date.parse('2026-02-28T15:00:00.000Z') + 365 * DAY).toISOString(),
      new Date(CREATED.getTime() + 665 * DAY).toISOString(),
      new Date(CREATED.getTime() + 365 * DAY).toISOString(),
    ]);
    const before = new Map<string, unknown>();
    for (const c of cases) before.set(c.name, await r.totalsOf(c.p));

    for (const c of [...cases].sort((a, b) => a.end.getTime() - b.end.getTime())) {
      await r.roundAt(new Date(c.end.getTime() - 1));
      const kept = await r.rowsOf(c.p);
      expect([...kept.reservations, ...kept.pledges, ...kept.answers].filter(r.isAnonymized)).toEqual([]);
      expect(kept.reservations.map((x) => x.reserved_name)).toEqual(['김이모', '박삼촌', '최고모']);

      const result = await r.roundAt(new Date(c.end.getTime() + 1));
      expect(result.ran).toBe(true);
      const gone = await r.rowsOf(c.p);
      expect(gone.reservations).toEqual(
        [1, 2, 3].map((n) =>
          expect.objectContaining({ reserved_name: ERASE_MSG.anonymousName(n), reserved_email: '', receipt_email: null, order_status: 'PREPARING' }),
        ),
      );
      expect(gone.reservations.map((x) => Number(x.quantity))).toEqual([1, 1, 1]);
      expect(gone.pledges).toEqual(
        [1, 2].map((n) => expect.objectContaining({ name: ERASE_MSG.anonymousName(n), contact: '', receipt_email: null, message: '' })),
      );
      expect(gone.pledges.map((x) => Number(x.amount))).toEqual([10_000, 20_000]);
      // One visitor's two answers keep one placeholder (the ranking groups by it) and one name.
      const [a1, a2, b1, b2] = gone.answers;
      expect(gone.answers.every((x) => x.contact_info === '' && String(x.normalized_contact).startsWith('anonymized:'))).toBe(true);
      expect([a1!.normalized_contact, a1!.name]).toEqual([`anonymized:${a1!.id}`, ERASE_MSG.anonymousName(1)]);
      expect([a2!.normalized_contact, a2!.name]).toEqual([`anonymized:${a2!.id}`, ERASE_MSG.anonymousName(2)]);
      expect([b1!.normalized_contact, b2!.normalized_contact]).toEqual([a1!.normalized_contact, a2!.normalized_contact]);
      expect(await r.totalsOf(c.p)).toEqual(before.get(c.name));

      // A second round at the same time finds nothing and leaves every row as it was.
      const again = await r.roundAt(new Date(c.end.getTime() + 1));
      expect(again.anonymized).toEqual({ reservation: 0, pledge: 0, quiz_submission: 0, reservation_cancellation: 0 });
      expect(await r.rowsOf(c.p)).toEqual(gone);
    }
  });

  it('the owner’s copy of a cancelled reservation loses the name 30 days after the cancellation, not before', async () => {
    const { api } = r.kit();
    const p = await r.page(null, new Date());
    expect((await api.unreserve(p.wish.id, { eventCode: p.owner.code, password: '1234', reservationId: p.reservations[0]! })).status).toBe(200);
    const cancelledAt = new Date(Date.now() - 5 * DAY);
    await r.ds().query('UPDATE `reservation_cancellation` SET cancelled_at = ? WHERE wish_id = ?', [sqlTimestamp(cancelledAt), p.wish.id]);
    const end = cancellationRetentionEndsAt(cancelledAt);
    const copy = () => r.one('SELECT reserved_name, reserved_email, anonymized_at FROM `reservation_cancellation` WHERE wish_id = ?', [p.wish.id]);

    await r.roundAt(new Date(end.getTime() - 1));
    expect(await copy()).toMatchObject({ reserved_name: '김이모', reserved_email: '010-0000-0000', anonymized_at: null });
    await r.roundAt(new Date(end.getTime() + 1));
    expect(await copy()).toMatchObject({ reserved_name: ERASE_MSG.anonymousName(1), reserved_email: '' });
    // The live reservations (created now) are far from their retention.
    expect((await r.rowsOf(p)).reservations.map((x) => x.reserved_name)).toEqual(['박삼촌', '최고모']);
    const owner = (await api.ownerReservation(p.owner.token, p.wish.id)).body;
    expect(owner.cancelledReservations).toEqual([expect.objectContaining({ reservedName: ERASE_MSG.anonymousName(1), reservedEmail: '' })]);
  });

  describe('erase by the relative', () => {
    const erase = (wishId: number, body: object, ip = '203.0.113.7') =>
      s.t.app.inject({ method: 'POST', url: `/api/wish/reservation/erase/${wishId}`, payload: body, remoteAddress: ip });
    const errorOf = (res: { statusCode: number; json: () => Row }) => ({ statusCode: res.statusCode, ...res.json() });
    expect(reservationEraseRoute.path).toBe('/wish/reservation/erase/{wishId}');
    expect(pledgeEraseRoute.path).toBe('/pledge/erase/{pledgeId}');

    it('a reservation still PREPARING is deleted: the gift is free again for another relative, the owner keeps only an anonymous copy', async () => {
      const { make, api } = r.kit();
      const owner = await make.ownerWithNews();
      const wish = await make.wish(owner, { title: '젖병' });
      const reserved = await api.reserve(wish.id, reserveBody(owner.code, { reservedName: '김이모', receiptEmail: 'aunt@example.com' }));
      const reservationId = reserved.body.reservationId;

      const res = await erase(wish.id, { eventCode: owner.code, reservationId, password: '1234' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ erased: 'deleted' });
      expect(await r.ds().query('SELECT id FROM `reservation` WHERE wish_id = ?', [wish.id])).toEqual([]);
      expect((await api.reserve(wish.id, reserveBody(owner.code, { reservedName: '박삼촌' }))).status).toBe(201);
      const view = (await api.ownerReservation(owner.token, wish.id)).body;
      expect(view.cancelledReservations).toEqual([expect.objectContaining({ reservedName: ERASE_MSG.anonymousName(1), reservedEmail: '' })]);
      expect(JSON.stringify(view)).not.toContain('김이모');
      const stored = JSON.stringify(await r.ds().query('SELECT * FROM `reservation_cancellation` WHERE wish_id = ?', [wish.id]));
      expect(stored).not.toContain('김이모');
      expect(stored).not.toContain('010-1234-5678');
    });

    it('a reservation on its way is anonymised and stays taken; a wrong PIN changes nothing; another page’s code is 404', async () => {
      const { make, api } = r.kit();
      const owner = await make.ownerWithNews();
      const other = await make.ownerWithNews();
      const wish = await make.wish(owner, { title: '카시트' });
      const reservationId = (await api.reserve(wish.id, reserveBody(owner.code, { reservedName: '최고모', receiptEmail: 'aunt@example.com' }))).body
        .reservationId;
      expect((await api.reserverStatus(wish.id, { eventCode: owner.code, password: '1234', orderStatus: 'SHIPPING', reservationId })).status).toBe(200);
      const stored = () => r.one('SELECT reserved_name, reserved_email, receipt_email, order_status, quantity FROM `reservation` WHERE wish_id = ?', [wish.id]);
      const untouched = await stored();

      expect(errorOf(await erase(wish.id, { eventCode: owner.code, reservationId, password: '9999' }))).toEqual(apiError('RESERVATION_PIN_WRONG'));
      expect(errorOf(await erase(wish.id, { eventCode: other.code, reservationId, password: '1234' }))).toEqual(apiError('WISH_NOT_FOUND'));
      expect(errorOf(await erase(wish.id, { eventCode: owner.code, reservationId: 'no-such-reservation', password: '1234' }))).toEqual(
        apiError('RESERVATION_NOT_FOUND'),
      );
      expect(await stored()).toEqual(untouched);

      const res = await erase(wish.id, { eventCode: owner.code, reservationId, password: '1234' });
      expect(res.json()).toEqual({ erased: 'anonymized' });
      expect(await stored()).toEqual({ ...untouched, reserved_name: ERASE_MSG.anonymousName(1), reserved_email: '', receipt_email: null });
      expect((await api.reserve(wish.id, reserveBody(owner.code))).body).toMatchObject({ code: 'RESERVATION_TAKEN' });
      expect((await api.ownerReservation(owner.token, wish.id)).body.reservations).toEqual([
        expect.objectContaining({ reservedName: ERASE_MSG.anonymousName(1), orderStatus: 'SHIPPING' }),
      ]);
    });

    it('refuses an invalid body with the field’s Korean message (400) before any PIN attempt', async () => {
      const { make } = r.kit();
      const owner = await make.ownerWithNews();
      const wish = await make.wish(owner);
      expect(errorOf(await erase(wish.id, { eventCode: owner.code, password: '1234' }))).toEqual(apiError('VALIDATION_FAILED', GIFT_MSG.reservationIdInvalid));
      expect(errorOf(await erase(wish.id, { eventCode: owner.code, reservationId: 'r', password: '12' }))).toEqual(
        apiError('VALIDATION_FAILED', MSG.reserve.gatePassword),
      );
      expect(errorOf(await erase(wish.id, { reservationId: 'r', password: '1234' }))).toEqual(apiError('VALIDATION_FAILED', MSG.reserve.eventCodeRequired));
    });

    it('a pledge not yet received is deleted (its amount freed); a received one is anonymised and its amount stays; wrong PIN, other code, bad body', async () => {
      const { make } = r.kit();
      const pledges = pledgeCalls(s);
      const owner = await make.ownerWithNews();
      const other = await make.ownerWithNews();
      const gift = await make.wish(owner, { title: '유모차', price: 100_000, groupGift: true });
      const open = (await pledges.toWish(gift.id, pledgeBody(owner.code, { name: '이친구', amount: 30_000 }))).body.pledgeId as string;
      const received = (await pledges.toWish(gift.id, pledgeBody(owner.code, { name: '정친구', amount: 20_000, receiptEmail: 'f@example.com' }))).body
        .pledgeId as string;
      expect((await pledges.received(received, { received: true }, owner.token)).status).toBe(200);
      const funded = async () => Number((await r.one('SELECT funded_amount FROM `wish` WHERE id = ?', [gift.id])).funded_amount);
      expect(await funded()).toBe(50_000);
      const eraseCall = (pledgeId: string, body: object) => pledges.call('POST', `/api/pledge/erase/${pledgeId}`, body, null, '203.0.113.9');

      expect(await eraseCall(open, { eventCode: owner.code, password: '9999' })).toMatchObject({ status: 401, body: { code: 'RESERVATION_PIN_WRONG' } });
      expect(await eraseCall(open, { eventCode: other.code, password: '1234' })).toMatchObject({ status: 404, body: { code: 'PLEDGE_NOT_FOUND' } });
      expect(await eraseCall(open, { eventCode: owner.code, password: '12' })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: MSG.reserve.gatePassword },
      });
      expect(await funded()).toBe(50_000);

      expect(await eraseCall(open, { eventCode: owner.code, password: '1234' })).toMatchObject({ status: 200, body: { erased: 'deleted' } });
      expect(await funded()).toBe(20_000);
      expect(await eraseCall(received, { eventCode: owner.code, password: '1234' })).toMatchObject({ status: 200, body: { erased: 'anonymized' } });
      expect(await funded()).toBe(20_000);
      // The first pledge is gone, so the received one is now the page's first.
      expect(await r.one('SELECT name, contact, message, receipt_email, amount, received FROM `pledge` WHERE public_id = ?', [received])).toMatchObject({
        name: ERASE_MSG.anonymousName(1),
        contact: '',
        message: '',
        receipt_email: null,
      });
      const summary = (await pledges.summary(owner.code, owner.token)).body as EventWrapUp;
      expect(summary.pledgeTotals).toMatchObject({ pledgedAmount: 20_000, receivedAmount: 20_000, pledgeCount: 1 });
      expect(JSON.stringify(summary)).not.toContain('정친구');
    });
  });
});

describeOnMariaDb('retention with two instances on one database (%s)', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));
  const r = retentionKit(s);

  it('two instances’ rounds at once anonymise every due row exactly once, numbered once', async () => {
    const p = await r.page(null);
    const second = await startApp({ WEB_DIST_DIR: s.webDist, ...s.db.env });
    try {
      const at = new Date(retentionEndsAt({ dueDate: null, createdAt: CREATED }, s.t.config.retentionDays).getTime() + 1);
      const calls = await Promise.all([r.roundAt(at), r.roundAt(at, second.app), r.roundAt(at), r.roundAt(at, second.app)]);
      // Calls during an instance's round get that round's answer: count each round once.
      const results = [...new Set(calls)];
      expect(results.length).toBeLessThanOrEqual(2);
      const sum = (table: 'reservation' | 'pledge' | 'quiz_submission') => results.reduce((n, x) => n + x.anonymized[table], 0);
      expect([sum('reservation'), sum('pledge'), sum('quiz_submission')]).toEqual([3, 2, 4]);
      expect((await r.rowsOf(p)).reservations.map((x) => x.reserved_name)).toEqual([1, 2, 3].map(ERASE_MSG.anonymousName));
    } finally {
      await second.close();
    }
  });
});
