import { MSG, type EventWrapUp, type OwnerReservationDetails, type PlannedWishOwner, type PlannedWishPublic } from '@babynews/contracts';
import { apiError as errorOf, type OwnerActor, type Reply } from '@babynews/testing';
import { Clock } from '../common/clock';
import { testDatabases, testKit, useTestApp } from '../../test/harness';
import { quietTitles } from '../wishes/testing/wish-fixtures';

/**
 * The parent's side (ARCHITECTURE §4.20) on SQLite and MariaDB: due date and surprise fields on the news
 * page, stages / most wanted / order on wishes, surprise mode on every owner-side answer, the wrap-up
 * summary with its CSV and the thank-you tracker.
 */
describe.each(testDatabases())('parent side on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));
  afterEach(() => jest.restoreAllMocks());
  const kit = () => testKit(s.t);

  const expectInvalid = (reply: Reply<unknown>, message: string) => {
    expect({ status: reply.status, code: errorOf(reply).code, message: errorOf(reply).message }).toEqual({ status: 400, code: 'VALIDATION_FAILED', message });
  };
  const summaryOf = (token: string | null, code: string, format?: string) =>
    kit().api.raw<EventWrapUp>('GET', `/api/event/summary/${code}`, { token, ...(format ? { query: { format } } : {}) });
  const thank = (token: string | null, wishId: number, body: unknown) => kit().api.raw('PUT', `/api/wish/reservation/${wishId}/thanked`, { token, body });
  const reorder = (token: string | null, code: string, body: unknown) => kit().api.raw('PUT', `/api/wish/reorder/${code}`, { token, body });
  const updateWish = (token: string, wish: Pick<PlannedWishOwner, 'id' | 'title' | 'description' | 'link' | 'price'>, changes: object) =>
    kit().api.raw<PlannedWishOwner>('PUT', `/api/wish/update/${wish.id}`, {
      token,
      body: { title: wish.title, description: wish.description, link: wish.link, price: wish.price, ...changes },
    });
  const clockAt = (iso: string) => jest.spyOn(s.t.app.get(Clock), 'now').mockReturnValue(new Date(iso));

  describe('due date and surprise fields on the news page', () => {
    it('round-trip through create, update, every read and my page; absent keeps, null clears', async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews({ news: { dueDate: '2027-05-10', surpriseMode: true, revealAt: '2027-06-01' } });
      const plan = { dueDate: '2027-05-10', surpriseMode: true, revealAt: '2027-06-01' };
      expect((await api.fetchInfoByCode(owner.code)).body).toMatchObject(plan);
      expect((await api.fetchInfoByCode(owner.code, owner.token)).body).toMatchObject(plan);
      expect((await api.myPage(owner.token)).body.event).toMatchObject({ code: owner.code, ...plan });

      const kept = await api.updateEvent(owner.token, owner.code, { ...owner.news, title: '새 제목' });
      expect(kept.body).toMatchObject({ title: '새 제목', ...plan });
      const cleared = await api.updateEvent(owner.token, owner.code, { ...owner.news, dueDate: null, revealAt: '', surpriseMode: false });
      expect(cleared.body).toMatchObject({ dueDate: null, revealAt: null, surpriseMode: false });
      expect((await api.fetchInfoByCode(owner.code)).body).toMatchObject({ dueDate: null, revealAt: null, surpriseMode: false });
    });

    it('a page created without them reads empty fields', async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews();
      expect((await api.fetchInfoByCode(owner.code)).body).toMatchObject({ dueDate: null, surpriseMode: false, revealAt: null, hideCountdown: false });
    });
  });

  describe('the due date, honestly (ARCHITECTURE "The due date, honestly")', () => {
    /** The countdown the server rendered into the news page's HTML, or null when it drew none. */
    const countdownIn = async (code: string) => {
      const res = await s.t.app.inject({ method: 'GET', url: `/event/${code}`, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="news-title"');
      return /data-testid="due-countdown"><strong>([^<]*)<\/strong>/.exec(res.body)?.[1] ?? null;
    };

    it("'D-1', 'D-day', '예정일이 n일 지났어요' and then nothing, on both sides of Seoul midnight; never 'born' from the date", async () => {
      const { make } = kit();
      const owner = await make.ownerWithNews({ news: { dueDate: '2027-05-10' } });
      const seen: Array<[string, string | null]> = [];
      for (const at of [
        '2027-05-09T14:59:59.000Z', // 23:59:59 on 9 May in Seoul
        '2027-05-09T15:00:00.000Z', // 00:00 on 10 May in Seoul
        '2027-05-10T14:59:59.000Z',
        '2027-05-10T15:00:00.000Z', // 11 May: a day past
        '2027-05-24T14:59:59.000Z', // 24 May 23:59:59: fourteen days past
        '2027-05-24T15:00:00.000Z', // 25 May: fifteen days past
      ]) {
        clockAt(at);
        seen.push([at, await countdownIn(owner.code)]);
      }
      expect(seen.map(([, label]) => label)).toEqual(['D-1', 'D-day', 'D-day', '예정일이 1일 지났어요', '예정일이 14일 지났어요', null]);
    });

    it('the owner hides the countdown and shows it again; the read carries hideCountdown and the due date stays', async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews({ news: { dueDate: '2027-05-10' } });
      clockAt('2027-05-01T03:00:00.000Z');
      expect(await countdownIn(owner.code)).toBe('D-9');
      const hidden = await api.updateEvent(owner.token, owner.code, { ...owner.news, hideCountdown: true });
      expect(hidden.body).toMatchObject({ dueDate: '2027-05-10', hideCountdown: true });
      expect((await api.fetchInfoByCode(owner.code)).body).toMatchObject({ dueDate: '2027-05-10', hideCountdown: true });
      expect((await api.myPage(owner.token)).body.event).toMatchObject({ hideCountdown: true });
      expect(await countdownIn(owner.code)).toBeNull();
      // absent keeps it hidden; false shows it again
      expect((await api.updateEvent(owner.token, owner.code, { ...owner.news, title: '새 제목' })).body).toMatchObject({ hideCountdown: true });
      await api.updateEvent(owner.token, owner.code, { ...owner.news, hideCountdown: false });
      expect(await countdownIn(owner.code)).toBe('D-9');
    });

    it("another member cannot hide someone else's countdown", async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews({ news: { dueDate: '2027-05-10' } });
      const stranger = await make.member();
      const refused = await api.raw('PUT', `/api/event/update/${owner.code}`, { token: stranger.token, body: { ...owner.news, hideCountdown: true } });
      expect({ status: refused.status, code: errorOf(refused).code }).toEqual({ status: 403, code: 'NOT_OWNER' });
      expect((await api.fetchInfoByCode(owner.code)).body).toMatchObject({ hideCountdown: false });
    });

    it.each([
      ['a day that does not exist', { dueDate: '2027-02-30' }, MSG.parent.dueDateInvalid],
      ['another date format', { dueDate: '2027/05/10' }, MSG.parent.dueDateInvalid],
      ['a number', { dueDate: 20270510 }, MSG.parent.dueDateInvalid],
      ['a reveal day in words', { revealAt: 'tomorrow' }, MSG.parent.revealAtInvalid],
      ['surprise mode as text', { surpriseMode: 'yes' }, MSG.parent.surpriseModeInvalid],
      ['the hidden countdown as a number', { hideCountdown: 1 }, MSG.parent.hideCountdownInvalid],
    ])('create and update refuse %s → 400 with the Korean message', async (_what, fields, message) => {
      const { api, make } = kit();
      const member = await make.member();
      const owner = await make.ownerWithNews();
      expectInvalid(await api.raw('POST', '/api/event/create', { token: member.token, body: { ...owner.news, ...fields } }), message);
      expectInvalid(await api.raw('PUT', `/api/event/update/${owner.code}`, { token: owner.token, body: { ...owner.news, ...fields } }), message);
    });
  });

  describe('what is needed first', () => {
    it('stage and most wanted round-trip; the public read lists most wanted first, then by stage, unstaged last', async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews({ news: { dueDate: '2027-05-10' } });
      const plain = await make.wish(owner, { title: '기저귀' });
      const late = await make.wish(owner, { title: '보행기', neededBy: 'MONTH_6_12' });
      const newborn = await make.wish(owner, { title: '속싸개', neededBy: 'NEWBORN' });
      const wanted = await make.wish(owner, { title: '카시트', neededBy: 'MONTH_6_12', mostWanted: true });
      const newborn2 = await make.wish(owner, { title: '배냇저고리', neededBy: 'NEWBORN' });
      expect(wanted).toMatchObject({ neededBy: 'MONTH_6_12', mostWanted: true });
      expect(plain).toMatchObject({ neededBy: null, mostWanted: false });

      const titles = async () => ((await api.fetchInfoByCode(owner.code)).body.wishList as PlannedWishPublic[]).map((w) => w.title);
      expect(await titles()).toEqual(['카시트', '속싸개', '배냇저고리', '보행기', '기저귀']);
      const ownerList = (await api.fetchInfoByCode(owner.code, owner.token)).body.wishList as PlannedWishOwner[];
      expect(ownerList.map((w) => w.title)).toEqual(['카시트', '속싸개', '배냇저고리', '보행기', '기저귀']);
      expect(ownerList[0]).toMatchObject({ neededBy: 'MONTH_6_12', mostWanted: true, sortOrder: expect.any(Number) });

      // Update: absent keeps, a new value moves the wish; reorder inside a group.
      const updated = await updateWish(owner.token, plain, { mostWanted: true });
      expect(updated.body).toMatchObject({ title: '기저귀', mostWanted: true, neededBy: null });
      expect((await updateWish(owner.token, late, {})).body).toMatchObject({ neededBy: 'MONTH_6_12' });
      expect((await reorder(owner.token, owner.code, { wishIds: [newborn2.id, newborn.id] })).status).toBe(200);
      expect(await titles()).toEqual(['카시트', '기저귀', '배냇저고리', '속싸개', '보행기']);
      expect((await updateWish(owner.token, late, { neededBy: null })).body).toMatchObject({ neededBy: null });
    });

    it.each([
      ['an unknown stage', { neededBy: 'MONTH_24' }, MSG.parent.neededByInvalid],
      ['most wanted as text', { mostWanted: 'yes' }, MSG.parent.mostWantedInvalid],
      ['a negative sort order', { sortOrder: -1 }, MSG.parent.sortOrderInvalid],
    ])('wish create and update refuse %s → 400 with the Korean message', async (_what, fields, message) => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews();
      const wish = await make.wish(owner);
      expectInvalid(await api.raw('POST', `/api/wish/create/${owner.code}`, { token: owner.token, body: { title: '젖병', ...fields } }), message);
      expectInvalid(await updateWish(owner.token, wish, fields), message);
    });

    it('reorder: validation, another page’s wish → 404, 401 without token, 403 for another member', async () => {
      const { make } = kit();
      const owner = await make.ownerWithNews();
      const other = await make.ownerWithNews();
      const mine = await make.wish(owner);
      const theirs = await make.wish(other);
      expectInvalid(await reorder(owner.token, owner.code, { wishIds: [] }), MSG.parent.reorderInvalid);
      expectInvalid(await reorder(owner.token, owner.code, { wishIds: [mine.id, mine.id] }), MSG.parent.reorderInvalid);
      expect(errorOf(await reorder(owner.token, owner.code, { wishIds: [mine.id, theirs.id] })).code).toBe('WISH_NOT_FOUND');
      expect((await reorder(null, owner.code, { wishIds: [mine.id] })).status).toBe(401);
      expect(errorOf(await reorder(other.token, owner.code, { wishIds: [mine.id] })).code).toBe('NOT_OWNER');
    });
  });

  describe('surprise mode, the summary and the thank-you tracker', () => {
    const NAME = '김서프라이즈';
    const CONTACT = 'surprise-aunt@example.com';
    const CANCELLED_NAME = '박취소됨';
    const CANCELLED_CONTACT = '010-9999-0000';

    /** A page with surprise mode until 2031-03-01, a reserved wish (after a cancelled reservation), a free wish, a follower and a quiz answer. */
    const surprisePage = async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews({ news: { dueDate: '2031-02-20', surpriseMode: true, revealAt: '2031-03-01' } });
      const reserved = await make.wish(owner, { title: '아기띠', price: 89000 });
      const free = await make.wish(owner, { title: '젖병 세트', neededBy: 'NEWBORN' });
      const first = { eventCode: owner.code, reservedName: CANCELLED_NAME, reservedEmail: CANCELLED_CONTACT, reservedPassword: '4321', privacyConsent: true };
      expect((await api.reserve(reserved.id, first)).status).toBe(201);
      expect((await api.unreserve(reserved.id, { eventCode: owner.code, password: '4321' })).status).toBe(200);
      const reservation = { eventCode: owner.code, reservedName: NAME, reservedEmail: CONTACT, reservedPassword: '1234', privacyConsent: true };
      expect((await api.reserve(reserved.id, reservation)).status).toBe(201);
      const follower = await make.member();
      await api.follow(follower.token, owner.code);
      const quiz = await make.quiz(owner);
      expect(
        (
          await api.submitQuiz(quiz.id, {
            eventCode: owner.code,
            selectedOptionId: quiz.options[1]!.id,
            name: '퀴즈왕',
            contactInfo: 'quiz@example.com',
            privacyConsent: true,
          })
        ).status,
      ).toBe(201);
      return { owner, reserved, free };
    };

    /**
     * The raw text of every owner-side answer that could name a reserver. With `destroy`, last of all
     * the owner deletes `wish` and then the news page (both must succeed), so use it once per page.
     */
    const ownerTexts = async (
      owner: OwnerActor,
      wish: Pick<PlannedWishOwner, 'id' | 'title' | 'description' | 'link' | 'price'>,
      { destroy = false }: { destroy?: boolean } = {},
    ): Promise<Record<string, string>> => {
      const { api } = kit();
      const texts = {
        ownerRead: (await api.fetchInfoByCode(owner.code, owner.token)).text,
        ownerReservation: (await api.ownerReservation(owner.token, wish.id)).text,
        summary: (await summaryOf(owner.token, owner.code)).text,
        csv: (await summaryOf(owner.token, owner.code, 'csv')).text,
        myPage: (await api.myPage(owner.token)).text,
        thanked: (await thank(owner.token, wish.id, { thanked: true })).text,
        wishUpdate: (await updateWish(owner.token, wish, {})).text,
        status: (await api.raw('PUT', `/api/wish/reservation/${wish.id}/status`, { token: owner.token, body: { orderStatus: 'DELIVERED' } })).text,
        quizManage: (await api.manageQuizzes(owner.token, owner.code)).text,
        eventUpdate: (await api.updateEvent(owner.token, owner.code, { ...owner.news, dueDate: undefined, surpriseMode: undefined, revealAt: undefined })).text,
        wishCreate: (await api.createWish(owner.token, owner.code, { title: '추가 선물' })).text,
        reorder: (await reorder(owner.token, owner.code, { wishIds: [wish.id] })).text,
        unlock: (await api.raw('POST', `/api/wish/reservation/${wish.id}/unlock`, { token: owner.token })).text,
      };
      if (!destroy) return texts;
      const wishDelete = await api.deleteWish(owner.token, wish.id);
      const eventDelete = await api.deleteEvent(owner.token, owner.code);
      expect({ wishDelete: wishDelete.status, eventDelete: eventDelete.status }).toEqual({ wishDelete: 200, eventDelete: 200 });
      return { ...texts, wishDelete: wishDelete.text, eventDelete: eventDelete.text };
    };
    const naming = (texts: Record<string, string>) =>
      Object.entries(texts)
        .filter(([, text]) => [NAME, CONTACT, CANCELLED_NAME, CANCELLED_CONTACT].some((secret) => text.includes(secret)))
        .map(([route]) => route);

    it('before the reveal day no owner-side answer names a reserver; from 00:00 Asia/Seoul of that day they all do', async () => {
      const { owner, reserved } = await surprisePage();
      const spare = await surprisePage();
      clockAt('2031-02-28T14:59:59.000Z'); // 23:59:59 in Seoul, the day before
      const hiddenTexts = await ownerTexts(owner, reserved);
      expect(naming(hiddenTexts)).toEqual([]);
      // The deleting routes too, on a second page (they destroy it).
      const destroyed = await ownerTexts(spare.owner, spare.reserved, { destroy: true });
      expect(Object.keys(destroyed)).toEqual(expect.arrayContaining(['wishDelete', 'eventDelete']));
      expect(naming(destroyed)).toEqual([]);
      const view = JSON.parse(hiddenTexts.ownerReservation) as OwnerReservationDetails;
      expect(view).toMatchObject({ reservedName: null, reservedEmail: null, orderStatus: 'PREPARING', reserversHidden: true, revealDay: '2031-03-01' });
      expect(view.cancelledReservations).toHaveLength(1);
      // The public masked name (anyone with the share code, the parent too) stays back as well.
      expect((await kit().api.reserverName(reserved.id, owner.code)).body).toEqual({ reservedName: '' });
      // The reserver's own view (with the PIN) is unchanged: the gift, the delivery address and the status
      // (DELIVERED: the owner marked it while the texts above were collected).
      const own = await kit().api.reservationView(reserved.id, { eventCode: owner.code, password: '1234' });
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({
        wishTitle: '아기띠',
        eventCode: owner.code,
        postCode: owner.news.postCode,
        address: owner.news.address,
        orderStatus: 'DELIVERED',
      });

      clockAt('2031-02-28T15:00:00.000Z'); // 00:00 in Seoul on the reveal day
      expect((await kit().api.reserverName(reserved.id, owner.code)).body.reservedName).toMatch(/^김\*+즈$/);
      const shown = await ownerTexts(owner, reserved, { destroy: true });
      expect(shown.ownerReservation).toContain(NAME);
      expect(shown.ownerReservation).toContain(CANCELLED_NAME);
      expect(shown.summary).toContain(CONTACT);
      expect(shown.csv).toContain(NAME);
    });

    it('turning surprise mode off shows the names at once; without a reveal day or due date it stays hidden until then', async () => {
      const { api } = kit();
      const { owner, reserved } = await surprisePage();
      clockAt('2031-01-01T00:00:00.000Z');
      await api.updateEvent(owner.token, owner.code, { ...owner.news, dueDate: null, revealAt: null });
      clockAt('2040-01-01T00:00:00.000Z');
      expect(naming(await ownerTexts(owner, reserved))).toEqual([]);
      await api.updateEvent(owner.token, owner.code, { ...owner.news, surpriseMode: false });
      const texts = await ownerTexts(owner, reserved, { destroy: true });
      expect(texts.ownerReservation).toContain(NAME);
      expect(texts.summary).toContain(NAME);
      expect(texts.csv).toContain(CONTACT);
    });

    it('summary: totals, one row per reservation, the quiz ranking and the unreserved gifts; thanked shows', async () => {
      const { owner, reserved, free } = await surprisePage();
      clockAt('2031-03-02T00:00:00.000Z');
      expect((await thank(owner.token, reserved.id, { thanked: true })).body).toEqual({ wishId: reserved.id, thanked: true });
      const summary = (await summaryOf(owner.token, owner.code)).body;
      expect(summary).toMatchObject({
        code: owner.code,
        dueDate: '2031-02-20',
        surpriseMode: true,
        reserversHidden: false,
        totals: { wishes: 2, reserved: 1, delivered: 0, followers: 1, quizParticipants: 1, thanked: 1 },
        quizCount: 1,
      });
      expect(summary.reservations).toEqual([
        {
          wishId: reserved.id,
          reservationId: expect.any(String),
          quantity: 1,
          wishTitle: '아기띠',
          price: 89000,
          reservedName: NAME,
          reservedEmail: CONTACT,
          orderStatus: 'PREPARING',
          reservedAt: expect.any(String),
          thanked: true,
          thankYouSent: false,
          thankYouPossible: false,
        },
      ]);
      expect(summary.quizRanking).toEqual([expect.objectContaining({ rank: 1, name: '퀴즈왕', score: 1, answered: 1 })]);
      expect(summary.unreserved).toEqual([{ wishId: free.id, title: '젖병 세트', price: 39000, neededBy: 'NEWBORN', mostWanted: false }]);
      expect((await thank(owner.token, reserved.id, { thanked: false })).status).toBe(200);
      expect((await summaryOf(owner.token, owner.code)).body.totals.thanked).toBe(0);
    });

    it('CSV: UTF-8 with a BOM, a header and one row per reservation; text/csv attachment', async () => {
      const { make } = kit();
      const owner = await make.ownerWithNews();
      const a = await make.reservedWish(owner, { wish: { title: '아기 "욕조", 대형' }, reserve: { reservedName: '=HYPERLINK("x")' } });
      await make.reservedWish(owner, { wish: { title: '모빌', price: null } });
      await make.wish(owner, { title: '아직 없음' });
      await thank(owner.token, a.wish.id, { thanked: true });
      const reply = await summaryOf(owner.token, owner.code, 'csv');
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/csv\b/);
      expect(reply.headers['content-type']).toMatch(/charset=utf-8/i);
      expect(reply.headers['content-disposition']).toMatch(/^attachment\b/);
      expect(reply.headers['content-disposition']).toContain(`filename="babynews-summary-${owner.code}.csv"`);
      expect(reply.text.startsWith('\uFEFF')).toBe(true);
      const lines = reply.text.slice(1).trimEnd().split('\r\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toBe('선물,가격(원),예약자,연락처,주문 상태,예약 일시,감사 인사');
      expect(lines[1]).toMatch(/^"아기 ""욕조"", 대형",39000,"'=HYPERLINK\(""x""\)",010-1234-5678,배송 준비중,\d{4}-\d{2}-\d{2} \d{2}:\d{2},O$/);
      expect(lines[2]).toMatch(/^모빌,,이모,010-1234-5678,배송 준비중,.*,X$/);
    });

    it('summary and CSV: 401 without a token, 403 for another member, 404 for an unknown code', async () => {
      const { make } = kit();
      const owner = await make.ownerWithNews();
      const member = await make.member();
      for (const format of [undefined, 'csv']) {
        expect(errorOf(await summaryOf(null, owner.code, format)).code).toBe('UNAUTHENTICATED');
        const forbidden = await summaryOf(member.token, owner.code, format);
        expect({ status: forbidden.status, code: errorOf(forbidden).code }).toEqual({ status: 403, code: 'NOT_OWNER' });
        expect(errorOf(await summaryOf(owner.token, 'nosuchcode123456', format)).code).toBe('NEWS_NOT_FOUND');
      }
    });

    it('thanked: validation, free wish → 404, 401 without a token, 403 for another member', async () => {
      const { make } = kit();
      const owner = await make.ownerWithNews();
      const member = await make.member();
      const { wish } = await make.reservedWish(owner);
      const free = await make.wish(owner);
      expectInvalid(await thank(owner.token, wish.id, { thanked: 'yes' }), MSG.parent.thankedInvalid);
      expectInvalid(await thank(owner.token, wish.id, {}), MSG.parent.thankedInvalid);
      expect(errorOf(await thank(owner.token, free.id, { thanked: true })).code).toBe('RESERVATION_NOT_FOUND');
      expect((await thank(null, wish.id, { thanked: true })).status).toBe(401);
      const forbidden = await thank(member.token, wish.id, { thanked: true });
      expect({ status: forbidden.status, code: errorOf(forbidden).code }).toEqual({ status: 403, code: 'NOT_OWNER' });
      expect((await summaryOf(owner.token, owner.code)).body.totals.thanked).toBe(0);
    });
  });
});
