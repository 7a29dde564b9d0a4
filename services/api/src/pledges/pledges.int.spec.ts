import { GIFT_LIMITS, GIFT_MSG, LIMITS, MSG, type FundOwner, type PlannedWishPublic } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { testDatabases, testKit, useTestApp } from '../../test/harness';
import { apiError } from '../../test/reservation-kit';
import { quietTitles } from '../wishes/testing/wish-fixtures';
import { pledgePinHash } from '../pins/pledge-pin';
import { pledgeBody, pledgeCalls, type PledgeReply } from './testing/pledge-kit';

const MINUTE = 60_000;
const GUIDE = '카카오뱅크 3333-01-2345678 김아기 (송금 안내)';

/**
 * Group gifts and the 축의금 fund (ARCHITECTURE §4.22) on SQLite and MariaDB: the database caps a group
 * gift at its price under concurrency; the transfer guide reaches only pledgers; public reads carry totals,
 * never who gave what; the pledger's PIN calls have the reservation PIN's lockouts; the owner marks received.
 */
describe.each(testDatabases())('pledges on %s', (db) => {
  const s = useTestApp(db);
  const api = pledgeCalls(s);
  const kit = () => testKit(s.t);
  beforeAll(() => quietTitles(s.t));

  let now = Date.now();
  let clockSpy: jest.SpyInstance | undefined;
  const useFakeClock = () => (clockSpy = jest.spyOn(s.t.app.get(Clock), 'now').mockImplementation(() => new Date(now)));
  afterEach(() => clockSpy?.mockRestore());
  let ipCounter = 0;
  const freshIp = () => `198.51.100.${++ipCounter % 250}`;

  const errorOf = (reply: PledgeReply) => ({ status: reply.status, code: reply.body?.code, message: reply.body?.message });
  const invalid = (message: string) => ({ status: 400, code: 'VALIDATION_FAILED', message });
  /** A page (fund open with the guide unless `fund` says otherwise) and a group gift of `price` KRW. */
  const pageWithGroupGift = async (price = 100_000, fund: object = { enabled: true, goal: 500_000, transferGuide: GUIDE }) => {
    const { make } = kit();
    const owner = await make.ownerWithNews({ news: { fund } });
    const gift = await make.wish(owner, { title: '디럭스 유모차', price, groupGift: true });
    return { owner, gift };
  };
  const publicWish = async (code: string, wishId: number): Promise<PlannedWishPublic> =>
    ((await api.read(code)).body.wishList as PlannedWishPublic[]).find((w) => w.id === wishId)!;

  describe('group gifts', () => {
    it('100,000원 under 20 concurrent pledges of 10,000원: exactly 10 accepted, the rest 409 GROUP_GIFT_FUNDED', async () => {
      const { owner, gift } = await pageWithGroupGift(100_000);
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) => api.toWish(gift.id, pledgeBody(owner.code, { name: `친구${i}`, password: String(1000 + i) }), freshIp())),
      );
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses.filter((st) => st === 201)).toHaveLength(10);
      expect(statuses.filter((st) => st === 409)).toHaveLength(10);
      for (const refused of replies.filter((r) => r.status !== 201)) expect(errorOf(refused)).toEqual({ status: 409, ...pick(apiError('GROUP_GIFT_FUNDED')) });
      const ids = replies.filter((r) => r.status === 201).map((r) => r.body.pledgeId as string);
      expect(new Set(ids).size).toBe(10);
      for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

      expect(await publicWish(owner.code, gift.id)).toMatchObject({ groupGift: true, fundedAmount: 100_000, giverCount: 10, isReserved: true, price: 100_000 });
      const summary = await api.summary(owner.code, owner.token);
      expect(summary.body.pledges).toHaveLength(10);
      expect(summary.body.pledgeTotals).toEqual({ pledgedAmount: 100_000, fundAmount: 0, receivedAmount: 0, pledgeCount: 10 });
      expect(errorOf(await api.toWish(gift.id, pledgeBody(owner.code, { amount: 1_000 })))).toEqual({ status: 409, ...pick(apiError('GROUP_GIFT_FUNDED')) });
    });

    it('more than remains → 409 PLEDGE_AMOUNT_EXCEEDED naming the remainder; exactly the remainder is accepted', async () => {
      const { owner, gift } = await pageWithGroupGift(100_000);
      expect((await api.toWish(gift.id, pledgeBody(owner.code, { amount: 60_000 }))).status).toBe(201);
      expect(errorOf(await api.toWish(gift.id, pledgeBody(owner.code, { amount: 50_000 })))).toEqual({
        status: 409,
        code: 'PLEDGE_AMOUNT_EXCEEDED',
        message: '남은 금액은 40,000원입니다. 그 이하로 입력해주세요.',
      });
      const last = await api.toWish(gift.id, pledgeBody(owner.code, { amount: 40_000 }));
      expect(last.status).toBe(201);
      expect(last.body).toEqual({ pledgeId: expect.any(String), amount: 40_000, transferGuide: GUIDE });
      expect(await publicWish(owner.code, gift.id)).toMatchObject({ fundedAmount: 100_000, giverCount: 2, isReserved: true });
    });

    it('wrong targets: a normal wish → 409 NOT_GROUP_GIFT; unknown wish or another page’s code → 404 WISH_NOT_FOUND', async () => {
      const { make } = kit();
      const { owner, gift } = await pageWithGroupGift();
      const other = await make.ownerWithNews();
      const plain = await make.wish(owner, { title: '젖병' });
      expect(errorOf(await api.toWish(plain.id, pledgeBody(owner.code)))).toEqual({ status: 409, ...pick(apiError('NOT_GROUP_GIFT')) });
      expect(errorOf(await api.toWish(gift.id, pledgeBody(other.code)))).toEqual({ status: 404, ...pick(apiError('WISH_NOT_FOUND')) });
      expect(errorOf(await api.toWish(2_000_000_000, pledgeBody(owner.code)))).toEqual({ status: 404, ...pick(apiError('WISH_NOT_FOUND')) });
      expect(errorOf(await api.toWish(0, pledgeBody(owner.code)))).toEqual({ status: 404, ...pick(apiError('WISH_NOT_FOUND')) });
      // Nothing was counted.
      expect(await publicWish(owner.code, gift.id)).toMatchObject({ fundedAmount: 0, giverCount: 0, isReserved: false });
    });

    it.each([
      ['amount 999', { amount: 999 }, GIFT_MSG.amountMin],
      ['amount missing', { amount: undefined }, GIFT_MSG.amountRequired],
      ['amount as text', { amount: '10000' }, GIFT_MSG.amountRequired],
      ['amount with decimals', { amount: 1500.5 }, GIFT_MSG.amountInvalid],
      ['name missing', { name: undefined }, GIFT_MSG.pledgeNameRequired],
      ['blank name', { name: '   ' }, GIFT_MSG.pledgeNameRequired],
      ['contact missing', { contact: '' }, GIFT_MSG.pledgeContactRequired],
      ['a message of 201 characters', { message: '가'.repeat(GIFT_LIMITS.pledgeMessageMax + 1) }, GIFT_MSG.pledgeMessageTooLong],
      ['a PIN of letters', { password: '12a4' }, MSG.reserve.gatePassword],
      ['a PIN of 5 digits', { password: '12345' }, MSG.reserve.gatePassword],
    ])('validation: %s → 400 VALIDATION_FAILED with the Korean message (group gift and fund)', async (_what, fields, message) => {
      const { owner, gift } = await pageWithGroupGift();
      expect(errorOf(await api.toWish(gift.id, pledgeBody(owner.code, fields)))).toEqual(invalid(message));
      expect(errorOf(await api.toFund(owner.code, pledgeBody(owner.code, fields)))).toEqual(invalid(message));
      expect(await publicWish(owner.code, gift.id)).toMatchObject({ fundedAmount: 0, giverCount: 0 });
    });

    it('the owner cannot switch the gift mode once someone pledged (409 WISH_GIFT_MODE_LOCKED)', async () => {
      const { owner, gift } = await pageWithGroupGift();
      expect((await api.toWish(gift.id, pledgeBody(owner.code))).status).toBe(201);
      const body = { title: gift.title, description: gift.description, link: gift.link, price: gift.price, groupGift: false };
      const reply = await api.call('PUT', `/api/wish/update/${gift.id}`, body, owner.token);
      expect(errorOf(reply)).toEqual({ status: 409, ...pick(apiError('WISH_GIFT_MODE_LOCKED')) });
    });
  });

  describe('the 축의금 fund', () => {
    it('settings round-trip: create opens it, update without `fund` keeps it, null clears goal and guide; the owner reads the guide', async () => {
      const { api: client, make } = kit();
      const owner = await make.ownerWithNews({ news: { fund: { enabled: true, goal: 300_000, transferGuide: GUIDE } } });
      const ownerFund = (): Promise<FundOwner> => api.read(owner.code, owner.token).then((r) => r.body.fund);
      expect(await ownerFund()).toEqual({ enabled: true, goal: 300_000, pledgedAmount: 0, giverCount: 0, transferGuide: GUIDE });
      expect((await api.read(owner.code)).body.fund).toEqual({ enabled: true, goal: 300_000, pledgedAmount: 0, giverCount: 0 });

      expect((await client.updateEvent(owner.token, owner.code, { ...owner.news, fund: undefined, title: '제목 바꿈' })).status).toBe(200);
      expect(await ownerFund()).toEqual({ enabled: true, goal: 300_000, pledgedAmount: 0, giverCount: 0, transferGuide: GUIDE });
      expect((await client.updateEvent(owner.token, owner.code, { ...owner.news, fund: { enabled: true } })).status).toBe(200);
      expect(await ownerFund()).toMatchObject({ goal: 300_000, transferGuide: GUIDE });
      expect((await client.updateEvent(owner.token, owner.code, { ...owner.news, fund: { enabled: false, goal: null, transferGuide: '' } })).status).toBe(200);
      expect(await ownerFund()).toBeNull();
      expect((await api.read(owner.code)).body.fund).toBeNull();

      const never = await make.ownerWithNews();
      expect((await api.read(never.code)).body.fund).toBeNull();
      expect((await api.read(never.code, never.token)).body.fund).toBeNull();
    });

    it.each([
      ['a goal of 999', { enabled: true, goal: 999 }, GIFT_MSG.fundGoalInvalid],
      ['a goal as text', { enabled: true, goal: '50000' }, GIFT_MSG.fundGoalInvalid],
      ['a guide of 501 characters', { enabled: true, transferGuide: '가'.repeat(GIFT_LIMITS.transferGuideMax + 1) }, GIFT_MSG.transferGuideTooLong],
      ['no enabled', { goal: 50_000 }, GIFT_MSG.fundInvalid],
      ['enabled as text', { enabled: 'yes' }, GIFT_MSG.fundInvalid],
      ['an unknown field', { enabled: true, bank: '국민' }, MSG.common.unknownField('bank')],
      ['not an object', 'yes', GIFT_MSG.fundInvalid],
    ])('create and update refuse %s → 400 with the Korean message', async (_what, fund, message) => {
      const { make } = kit();
      const member = await make.member();
      const owner = await make.ownerWithNews({ news: { fund: { enabled: true, goal: 70_000 } } });
      expect(errorOf(await api.call('POST', '/api/event/create', { ...owner.news, fund }, member.token))).toEqual(invalid(message));
      expect(errorOf(await api.call('PUT', `/api/event/update/${owner.code}`, { ...owner.news, fund }, owner.token))).toEqual(invalid(message));
      expect((await api.read(owner.code, owner.token)).body.fund).toMatchObject({ enabled: true, goal: 70_000 });
    });

    it('a goal is only shown, never a cap; a closed fund → 409 FUND_CLOSED; the body’s code must be the path’s (404)', async () => {
      const { api: client, make } = kit();
      const owner = await make.ownerWithNews({ news: { fund: { enabled: true, goal: 10_000 } } });
      const other = await make.ownerWithNews({ news: { fund: { enabled: true } } });
      const first = await api.toFund(owner.code, pledgeBody(owner.code, { amount: 50_000 }));
      expect(first.status).toBe(201);
      expect(first.body).toEqual({ pledgeId: expect.any(String), amount: 50_000, transferGuide: null });
      expect((await api.toFund(owner.code, pledgeBody(owner.code, { amount: 30_000 }))).status).toBe(201);
      expect((await api.read(owner.code)).body.fund).toEqual({ enabled: true, goal: 10_000, pledgedAmount: 80_000, giverCount: 2 });

      expect(errorOf(await api.toFund(owner.code, pledgeBody(other.code)))).toEqual({ status: 404, ...pick(apiError('NEWS_NOT_FOUND')) });
      expect(errorOf(await api.toFund('nosuchcode123456', pledgeBody('nosuchcode123456')))).toEqual({ status: 404, ...pick(apiError('NEWS_NOT_FOUND')) });

      await client.updateEvent(owner.token, owner.code, { ...owner.news, fund: { enabled: false } });
      expect(errorOf(await api.toFund(owner.code, pledgeBody(owner.code)))).toEqual({ status: 409, ...pick(apiError('FUND_CLOSED')) });
      // A closed fund with pledges still shows its totals (closed).
      expect((await api.read(owner.code)).body.fund).toEqual({ enabled: false, goal: 10_000, pledgedAmount: 80_000, giverCount: 2 });
      const never = await make.ownerWithNews();
      expect(errorOf(await api.toFund(never.code, pledgeBody(never.code)))).toEqual({ status: 409, ...pick(apiError('FUND_CLOSED')) });
    });

    it('20 concurrent fund pledges keep exact counters', async () => {
      const { make } = kit();
      const owner = await make.ownerWithNews({ news: { fund: { enabled: true } } });
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) => api.toFund(owner.code, pledgeBody(owner.code, { amount: 1_000 * (i + 1) }), freshIp())),
      );
      expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
      expect((await api.read(owner.code)).body.fund).toEqual({ enabled: true, goal: null, pledgedAmount: 210_000, giverCount: 20 });
    });
  });

  describe('privacy of the public side', () => {
    it('the transfer guide is only in a pledger’s answers; no public read carries a pledger’s name, contact, message or amount', async () => {
      const { make } = kit();
      const { owner, gift } = await pageWithGroupGift(400_000);
      const givers = [
        { name: '홍길동비밀', contact: 'secret-gildong@example.com', message: '비밀메시지하나', amount: 13_579 },
        { name: '성춘향비밀', contact: '010-9876-5432', message: '비밀메시지둘', amount: 24_680 },
      ];
      const answers: PledgeReply[] = [];
      for (const giver of givers) {
        answers.push(await api.toWish(gift.id, pledgeBody(owner.code, giver)));
        answers.push(await api.toFund(owner.code, pledgeBody(owner.code, { ...giver, amount: giver.amount + 11_111 })));
      }
      for (const answer of answers) expect(answer.body).toMatchObject({ transferGuide: GUIDE });
      const view = await api.view(answers[0]!.body.pledgeId, owner.code, '1234');
      expect(view.status).toBe(200);
      expect(view.body).toEqual({
        pledgeId: answers[0]!.body.pledgeId,
        kind: 'GROUP_GIFT',
        eventCode: owner.code,
        eventOwnerDisplayName: owner.member.displayName,
        wishTitle: '디럭스 유모차',
        name: '홍길동비밀',
        contact: 'secret-gildong@example.com',
        amount: 13_579,
        message: '비밀메시지하나',
        createdAt: expect.stringMatching(/Z$/),
        received: false,
        transferGuide: GUIDE,
      });
      expect((await api.view(answers[1]!.body.pledgeId, owner.code, '1234')).body).toMatchObject({ kind: 'FUND', wishTitle: null, amount: 24_690 });

      const stranger = await make.member();
      const publicTexts = {
        anonymousRead: (await api.read(owner.code)).text,
        memberRead: (await api.read(owner.code, stranger.token)).text,
        eventHtml: await api.html(`/event/${owner.code}`),
        listHtml: await api.html(`/event/wishList/${owner.code}`),
        reservationHtml: await api.html(`/event/pledge/${answers[0]!.body.pledgeId}?code=${owner.code}`),
      };
      expect(publicTexts.anonymousRead).toContain('"fundedAmount":38259');
      expect(publicTexts.eventHtml).toContain('38259');
      const secrets = [GUIDE, '3333-01-2345678', ...givers.flatMap((g) => [g.name, g.contact, g.message])];
      const amounts = ['13579', '24680', '24690', '35791', '13,579', '24,680'];
      for (const [where, text] of Object.entries(publicTexts)) {
        expect({ where, found: [...secrets, ...amounts].filter((secret) => text.includes(secret)) }).toEqual({ where, found: [] });
      }
      const fund = JSON.parse(publicTexts.anonymousRead).fund;
      expect(fund).toEqual({ enabled: true, goal: 500_000, pledgedAmount: 13_579 + 24_680 + 2 * 11_111, giverCount: 2 });
      // The owner reads the guide (not the givers).
      const ownerRead = await api.read(owner.code, owner.token);
      expect(ownerRead.body.fund).toMatchObject({ transferGuide: GUIDE });
      expect(givers.some((g) => ownerRead.text.includes(g.name) || ownerRead.text.includes(g.contact))).toBe(false);
    });
  });

  describe('the pledger’s PIN: view and cancel', () => {
    it('view and cancel with the PIN; a wrong PIN → 401; another page’s code, an unknown or malformed id → 404; cancel frees the amount', async () => {
      const { make } = kit();
      const { owner, gift } = await pageWithGroupGift(20_000);
      const other = await make.ownerWithNews();
      const mine = (await api.toWish(gift.id, pledgeBody(owner.code, { amount: 10_000, password: '4321' }))).body.pledgeId as string;
      expect((await api.toWish(gift.id, pledgeBody(owner.code, { amount: 10_000 }))).status).toBe(201);
      expect(errorOf(await api.toWish(gift.id, pledgeBody(owner.code, { amount: 5_000 })))).toMatchObject({ code: 'GROUP_GIFT_FUNDED' });

      expect(errorOf(await api.view(mine, owner.code, '1234', freshIp()))).toEqual({ status: 401, ...pick(apiError('RESERVATION_PIN_WRONG')) });
      expect(errorOf(await api.cancel(mine, owner.code, '1234', freshIp()))).toEqual({ status: 401, ...pick(apiError('RESERVATION_PIN_WRONG')) });
      expect(errorOf(await api.view(mine, other.code, '4321'))).toEqual({ status: 404, ...pick(apiError('PLEDGE_NOT_FOUND')) });
      expect(errorOf(await api.view('A'.repeat(22), owner.code, '4321'))).toEqual({ status: 404, ...pick(apiError('PLEDGE_NOT_FOUND')) });
      expect(errorOf(await api.view('bad id!', owner.code, '4321'))).toEqual({ status: 404, ...pick(apiError('PLEDGE_NOT_FOUND')) });
      expect(errorOf(await api.view(mine.toLowerCase() === mine ? mine.toUpperCase() : mine.toLowerCase(), owner.code, '4321'))).toMatchObject({ status: 404 });
      expect(errorOf(await api.call('POST', `/api/pledge/view/${mine}`, { eventCode: owner.code, password: 'abcd' }))).toEqual(
        invalid(MSG.reserve.gatePassword),
      );
      expect((await api.view(mine, owner.code, '4321')).body).toMatchObject({ pledgeId: mine, amount: 10_000, received: false });

      const cancelled = await api.cancel(mine, owner.code, '4321');
      expect({ status: cancelled.status, body: cancelled.body }).toEqual({ status: 200, body: { pledgeId: mine, cancelled: true } });
      expect(await publicWish(owner.code, gift.id)).toMatchObject({ fundedAmount: 10_000, giverCount: 1, isReserved: false });
      expect(errorOf(await api.view(mine, owner.code, '4321'))).toEqual({ status: 404, ...pick(apiError('PLEDGE_NOT_FOUND')) });
      expect(errorOf(await api.cancel(mine, owner.code, '4321'))).toEqual({ status: 404, ...pick(apiError('PLEDGE_NOT_FOUND')) });
      expect((await api.toWish(gift.id, pledgeBody(owner.code, { amount: 10_000 }))).status).toBe(201);

      // A fund pledge's cancel gives the fund its amount back.
      const fundPledge = (await api.toFund(owner.code, pledgeBody(owner.code, { amount: 7_000 }))).body.pledgeId as string;
      expect((await api.read(owner.code)).body.fund).toMatchObject({ pledgedAmount: 7_000, giverCount: 1 });
      expect((await api.cancel(fundPledge, owner.code, '1234')).status).toBe(200);
      expect((await api.read(owner.code)).body.fund).toMatchObject({ pledgedAmount: 0, giverCount: 0 });
    });

    it('5 wrong PINs → 429 RESERVATION_LOCKED for 15 minutes, even the right PIN; 20 in a day lock it for the day', async () => {
      now = Date.now();
      useFakeClock();
      const { owner, gift } = await pageWithGroupGift();
      const locked = (await api.toWish(gift.id, pledgeBody(owner.code))).body.pledgeId as string;
      const neighbour = (await api.toWish(gift.id, pledgeBody(owner.code))).body.pledgeId as string;
      for (let i = 0; i < 5; i++) {
        const reply = await (i % 2 ? api.cancel(locked, owner.code, '0000', freshIp()) : api.view(locked, owner.code, '0000', freshIp()));
        expect(errorOf(reply)).toEqual({ status: 401, ...pick(apiError('RESERVATION_PIN_WRONG')) });
        now += MINUTE;
      }
      const lastFailure = now - MINUTE;
      expect(errorOf(await api.view(locked, owner.code, '1234', freshIp()))).toEqual({ status: 429, ...pick(apiError('RESERVATION_LOCKED')) });
      expect(errorOf(await api.cancel(locked, owner.code, '1234', freshIp()))).toEqual({ status: 429, ...pick(apiError('RESERVATION_LOCKED')) });
      expect((await api.view(neighbour, owner.code, '1234', freshIp())).status).toBe(200);
      now = lastFailure + LIMITS.reservationLockMs + 1000;
      expect((await api.view(locked, owner.code, '1234', freshIp())).status).toBe(200);

      // Three more runs of 5 (20 within 24 hours): locked after the 15 minutes too, open again a day later.
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 5; i++) expect((await api.view(locked, owner.code, '0000', freshIp())).status).toBe(401);
        now += LIMITS.reservationLockMs + MINUTE;
      }
      expect(errorOf(await api.view(locked, owner.code, '1234', freshIp()))).toEqual({ status: 429, ...pick(apiError('RESERVATION_LOCKED')) });
      now += LIMITS.reservationDayWindowMs;
      expect((await api.view(locked, owner.code, '1234', freshIp())).status).toBe(200);
    });

    it('wrong pledge PINs spend the address’s hourly budget shared with reservations (429 ATTEMPT_BUDGET_EXCEEDED)', async () => {
      now = Date.now();
      useFakeClock();
      const { owner, gift } = await pageWithGroupGift(1_000_000);
      const ip = '192.0.2.77';
      const ids: string[] = [];
      for (let i = 0; i < 7; i++) ids.push((await api.toWish(gift.id, pledgeBody(owner.code))).body.pledgeId);
      let wrong = 0;
      for (const id of ids.slice(0, 6)) {
        for (let i = 0; i < 5 && wrong < LIMITS.attemptBudgetMax; i++, wrong++) expect((await api.view(id, owner.code, '0000', ip)).status).toBe(401);
      }
      expect(errorOf(await api.view(ids[6]!, owner.code, '1234', ip))).toEqual({ status: 429, ...pick(apiError('ATTEMPT_BUDGET_EXCEEDED')) });
      expect((await api.view(ids[6]!, owner.code, '1234', freshIp())).status).toBe(200);
    });
  });

  describe('the owner’s received mark', () => {
    it('owner 200 (and a received pledge cannot be cancelled: 409), another member 403, signed out 401, unknown 404, validation 400', async () => {
      const { make } = kit();
      const { owner, gift } = await pageWithGroupGift();
      const member = await make.member();
      const id = (await api.toWish(gift.id, pledgeBody(owner.code))).body.pledgeId as string;

      expect(errorOf(await api.received(id, { received: true }, null))).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
      expect(errorOf(await api.received(id, { received: true }, member.token))).toEqual({ status: 403, ...pick(apiError('NOT_OWNER')) });
      expect(errorOf(await api.received(id, { received: 'yes' }, owner.token))).toEqual(invalid(GIFT_MSG.pledgeReceivedInvalid));
      expect(errorOf(await api.received(id, {}, owner.token))).toEqual(invalid(GIFT_MSG.pledgeReceivedInvalid));
      expect(errorOf(await api.received('B'.repeat(22), { received: true }, owner.token))).toEqual({ status: 404, ...pick(apiError('PLEDGE_NOT_FOUND')) });
      expect((await api.view(id, owner.code, '1234')).body.received).toBe(false);

      const marked = await api.received(id, { received: true }, owner.token);
      expect({ status: marked.status, body: marked.body }).toEqual({ status: 200, body: { pledgeId: id, received: true } });
      expect((await api.view(id, owner.code, '1234')).body.received).toBe(true);
      expect(errorOf(await api.cancel(id, owner.code, '1234'))).toEqual({ status: 409, ...pick(apiError('PLEDGE_ALREADY_RECEIVED')) });
      expect(await publicWish(owner.code, gift.id)).toMatchObject({ fundedAmount: 10_000, giverCount: 1 });
      expect((await api.summary(owner.code, owner.token)).body.pledgeTotals).toMatchObject({ receivedAmount: 10_000 });

      expect((await api.received(id, { received: false }, owner.token)).body).toEqual({ pledgeId: id, received: false });
      expect((await api.cancel(id, owner.code, '1234')).status).toBe(200);
      expect(errorOf(await api.received(id, { received: true }, owner.token))).toEqual({ status: 404, ...pick(apiError('PLEDGE_NOT_FOUND')) });
    });
  });

  it('deleting the group gift or the page removes its pledges with it', async () => {
    const { api: client } = kit();
    const { owner, gift } = await pageWithGroupGift();
    const onGift = (await api.toWish(gift.id, pledgeBody(owner.code))).body.pledgeId as string;
    const onFund = (await api.toFund(owner.code, pledgeBody(owner.code))).body.pledgeId as string;
    expect((await client.deleteWish(owner.token, gift.id)).status).toBe(200);
    expect(errorOf(await api.view(onGift, owner.code, '1234'))).toMatchObject({ status: 404, code: 'PLEDGE_NOT_FOUND' });
    expect((await api.view(onFund, owner.code, '1234')).status).toBe(200);
    expect((await client.deleteEvent(owner.token, owner.code)).status).toBe(200);
    expect(errorOf(await api.view(onFund, owner.code, '1234'))).toMatchObject({ status: 404, code: 'PLEDGE_NOT_FOUND' });
  });

  // Last: it restarts the app with another pepper.
  it('a PIN hashed with a previous pepper (PIN_PEPPER_PREVIOUS) still opens the pledge and is rewritten with the current one', async () => {
    const { owner, gift } = await pageWithGroupGift();
    const id = (await api.toWish(gift.id, pledgeBody(owner.code, { password: '2468' }))).body.pledgeId as string;
    const ds = () => s.t.app.get(DataSource);
    const stored = async () =>
      ((await ds().query('SELECT password_hash FROM `pledge` WHERE public_id = ?', [id])) as Array<{ password_hash: string }>)[0]!.password_hash;
    const oldPepper = s.t.config.pinPepper.current;
    expect(await stored()).toBe(pledgePinHash(oldPepper, id, '2468'));
    const newPepper = 'n'.repeat(40);
    await s.restart({ PIN_PEPPER: newPepper, PIN_PEPPER_PREVIOUS: oldPepper });
    quietTitles(s.t);
    expect((await api.view(id, owner.code, '2468')).status).toBe(200);
    expect(await stored()).toBe(pledgePinHash(newPepper, id, '2468'));
    expect((await api.view(id, owner.code, '1357')).status).toBe(401);
    expect((await api.cancel(id, owner.code, '2468')).status).toBe(200);
  });
});

/** `{code, message}` of an expected error body. */
function pick(error: { code: string; message: string }) {
  return { code: error.code, message: error.message };
}
