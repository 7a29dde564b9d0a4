import {
  CIRCLES_MSG,
  circlesReadRoute,
  circlesRotateRoute,
  circlesUpdateRoute,
  guestbookListRoute,
  myPageRoute,
  pinResetRequestRoute,
  seoulMidnight,
  type NewsInfo,
} from '@babynews/contracts';
import { createApiClient, createFactories, guestbookApi, guestbookBody, NEWS_ADDRESS, newsBody, reserveBody, type OwnerActor } from '@babynews/testing';
import { DataSource } from 'typeorm';
import { injectTransport, testDatabases, useTestApp } from '../../test/harness';
import { apiError } from '../../test/reservation-kit';
import { Clock } from '../common/clock';
import { pledgeBody, pledgeCalls } from '../pledges/testing/pledge-kit';

/**
 * The two circles (ARCHITECTURE "Two circles", DESIGN §4.26) on SQLite and MariaDB: the owner's routes (happy
 * path, validation with the Korean message, 401/403/404); the friends code on every anonymous call (news read,
 * reserve, the reservation view without the address, pledges, guestbook, quiz, follow); a closed circle and a
 * circle opening on a day (fake clock) answer like an unknown code; rotation of either code, with the calls of
 * reservations and pledges made under the old one still working; and a crawl of everything a friends link
 * reaches (API reads, HTML, og tags, mails) that finds neither the family code nor the address.
 */
describe.each(testDatabases())('two circles on %s', (db) => {
  const s = useTestApp(db);
  const ds = () => s.t.app.get(DataSource);
  let ipCounter = 0;
  const kit = () => {
    ipCounter += 1;
    const api = createApiClient(injectTransport(s.t.app, `203.0.113.${(ipCounter % 250) + 1}`));
    return { api, make: createFactories(api), gb: guestbookApi(api) };
  };
  const pledges = () => pledgeCalls(s);
  const invalid = (message: string) => apiError('VALIDATION_FAILED', message);

  let clockSpy: jest.SpyInstance | undefined;
  afterEach(() => clockSpy?.mockRestore());
  const fakeNow = (at: Date) => (clockSpy = jest.spyOn(s.t.app.get(Clock), 'now').mockImplementation(() => new Date(at)));

  /** Opens the friends circle of `owner`'s page now (with a note) → the friends code. */
  const openFriends = async (owner: OwnerActor, body: Record<string, unknown> = {}): Promise<string> => {
    const put = await kit().api.route(
      circlesUpdateRoute,
      { params: { code: owner.code }, body: { friendsOpen: true, addressNote: '카카오톡 선물하기로 보내 주세요', ...body } },
      owner.token,
    );
    expect(put.status).toBe(200);
    return put.body.friendsCode;
  };

  describe('owner routes', () => {
    it('PUT makes the friends code once and keeps it while closed; GET answers the state', async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews();
      const before = await api.route(circlesReadRoute, { params: { code: owner.code } }, owner.token);
      expect(before.body).toEqual({ code: owner.code, friendsCode: null, friendsOpen: false, friendsOpenAt: null, friendsOpenNow: false, addressNote: null });

      const friendsCode = await openFriends(owner);
      expect(friendsCode).toMatch(/^[a-z0-9]{16}$/);
      expect(friendsCode).not.toBe(owner.code);
      const open = await api.route(circlesReadRoute, { params: { code: owner.code } }, owner.token);
      expect(open.body).toEqual({
        code: owner.code,
        friendsCode,
        friendsOpen: true,
        friendsOpenAt: null,
        friendsOpenNow: true,
        addressNote: '카카오톡 선물하기로 보내 주세요',
      });

      const closed = await api.route(circlesUpdateRoute, { params: { code: owner.code }, body: { friendsOpen: false } }, owner.token);
      expect(closed.body).toEqual({ friendsCode });
      const state = await api.route(circlesReadRoute, { params: { code: owner.code } }, owner.token);
      expect(state.body).toMatchObject({ friendsOpen: false, friendsOpenNow: false, addressNote: '카카오톡 선물하기로 보내 주세요' });
      expect((await api.fetchInfoByCode(friendsCode)).body).toEqual(apiError('NEWS_NOT_FOUND'));
      // Reopened: the same code answers again.
      expect(await openFriends(owner)).toBe(friendsCode);
      expect((await api.fetchInfoByCode(friendsCode)).status).toBe(200);
    });

    it('validation: a bad day, a long note, a missing flag and an unknown circle answer VALIDATION_FAILED with the Korean message', async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews();
      const put = (body: unknown) => api.route(circlesUpdateRoute, { params: { code: owner.code }, body: body as never }, owner.token);
      expect((await put({ friendsOpen: true, friendsOpenAt: '2026-02-30' })).body).toEqual(invalid(CIRCLES_MSG.friendsOpenAtInvalid));
      expect((await put({ friendsOpen: true, addressNote: '가'.repeat(201) })).body).toEqual(invalid(CIRCLES_MSG.addressNoteTooLong));
      expect((await put({ friendsOpenAt: '2026-03-01' })).body).toEqual(invalid(CIRCLES_MSG.friendsOpenInvalid));
      expect((await put({ friendsOpen: true, extra: 1 })).status).toBe(400);
      const rotate = await api.route(circlesRotateRoute, { params: { code: owner.code }, body: { circle: 'COWORKERS' as never } }, owner.token);
      expect(rotate.body).toEqual(invalid(CIRCLES_MSG.circleInvalid));
    });

    it('permissions: 401 without a token, 403 for another member, 404 for an unknown code and for the friends code', async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews();
      const stranger = await make.member();
      const friendsCode = await openFriends(owner);
      const body = { friendsOpen: false };
      expect((await api.route(circlesUpdateRoute, { params: { code: owner.code }, body })).status).toBe(401);
      expect((await api.route(circlesUpdateRoute, { params: { code: owner.code }, body }, stranger.token)).body).toEqual(apiError('NOT_OWNER'));
      expect((await api.route(circlesRotateRoute, { params: { code: owner.code }, body: { circle: 'FAMILY' } }, stranger.token)).body).toEqual(
        apiError('NOT_OWNER'),
      );
      expect((await api.route(circlesReadRoute, { params: { code: owner.code } }, stranger.token)).body).toEqual(apiError('NOT_OWNER'));
      expect((await api.route(circlesUpdateRoute, { params: { code: 'nosuchcode123456' }, body }, owner.token)).body).toEqual(apiError('NEWS_NOT_FOUND'));
      // Owner routes take the family code only.
      expect((await api.route(circlesUpdateRoute, { params: { code: friendsCode }, body }, owner.token)).body).toEqual(apiError('NEWS_NOT_FOUND'));
      // Nothing changed for the refused calls.
      expect((await api.fetchInfoByCode(friendsCode)).status).toBe(200);
    });
  });

  describe('friends code on the anonymous calls', () => {
    it('news read carries the friends code; reserve works; the view has no address but the note; the family view has the address', async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews();
      const wish = await make.wish(owner, { quantity: 2 });
      const friendsCode = await openFriends(owner);

      const read = await api.fetchInfoByCode(friendsCode);
      expect(read.status).toBe(200);
      expect(read.body.code).toBe(friendsCode);
      expect(read.body.wishList.map((w) => w.id)).toEqual([wish.id]);

      const friend = await api.reserve(wish.id, reserveBody(friendsCode, { reservedPassword: '2468' }));
      expect(friend.status).toBe(201);
      const view = await api.reservationView(wish.id, { eventCode: friendsCode, password: '2468', reservationId: friend.body.reservationId } as never);
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({ eventCode: friendsCode, addressNote: '카카오톡 선물하기로 보내 주세요' });
      expect(view.body).not.toHaveProperty('postCode');
      expect(view.body).not.toHaveProperty('address');
      expect(view.body).not.toHaveProperty('detailAddress');

      const family = await api.reserve(wish.id, reserveBody(owner.code, { reservedPassword: '1357' }));
      expect(family.status).toBe(201);
      const familyView = await api.reservationView(wish.id, { eventCode: owner.code, password: '1357', reservationId: family.body.reservationId } as never);
      expect(familyView.body).toMatchObject({ eventCode: owner.code, ...NEWS_ADDRESS });
      expect(familyView.body).not.toHaveProperty('addressNote');
      // The friend's reservation opened with the family code shows what the family sees (the code decides).
      const friendWithFamilyCode = await api.reservationView(wish.id, {
        eventCode: owner.code,
        password: '2468',
        reservationId: friend.body.reservationId,
      } as never);
      expect(friendWithFamilyCode.body).toMatchObject(NEWS_ADDRESS);
      // The cached family read saw the friend's reservation at once (a write under either code drops both copies).
      const familyRead = await api.fetchInfoByCode(owner.code);
      expect(familyRead.body.wishList[0]).toMatchObject({ reservedQuantity: 2, isReserved: true });
      const friendsRead = await api.fetchInfoByCode(friendsCode);
      expect(friendsRead.body.wishList[0]).toMatchObject({ reservedQuantity: 2, isReserved: true });
    });

    it('guestbook, quiz, fund pledge and follow take the friends code; the follow and my page carry it', async () => {
      const { api, make, gb } = kit();
      const owner = await make.ownerWithNews();
      await api.updateEvent(owner.token, owner.code, newsBody({ fund: { enabled: true } }));
      const quiz = await make.quiz(owner);
      const friendsCode = await openFriends(owner);

      expect((await gb.post(friendsCode, guestbookBody(friendsCode))).status).toBe(201);
      expect((await api.route(guestbookListRoute, { params: { code: friendsCode }, query: {} })).body.entries).toHaveLength(1);
      const submitted = await api.submitQuiz(quiz.id, {
        eventCode: friendsCode,
        selectedOptionId: quiz.options[0]!.id,
        name: '친구',
        contactInfo: '010-1111-2222',
        privacyConsent: true,
      } as never);
      expect(submitted.status).toBe(201);
      const pledged = await pledges().toFund(friendsCode, pledgeBody(friendsCode));
      expect(pledged.status).toBe(201);
      const pledgeId = (pledged.body as { pledgeId: string }).pledgeId;
      const pledgeView = await pledges().view(pledgeId, friendsCode, '1234');
      expect(pledgeView.body).toMatchObject({ eventCode: friendsCode });

      const follower = await make.member();
      const followed = await api.follow(follower.token, friendsCode);
      expect(followed.body).toEqual({ code: friendsCode, isFollowing: true });
      const mine = await api.route(myPageRoute, {}, follower.token);
      expect(JSON.stringify(mine.body)).toContain(friendsCode);
      expect(JSON.stringify(mine.body)).not.toContain(owner.code);
      const signedInRead = await api.fetchInfoByCode(friendsCode, follower.token);
      expect(signedInRead.body).toMatchObject({ code: friendsCode, isFollowing: true });
      // The owner reading through the friends link reads as a friend: no address, no followers.
      const ownerThroughFriends = await api.fetchInfoByCode(friendsCode, owner.token);
      expect(ownerThroughFriends.body).not.toHaveProperty('address');
      expect(ownerThroughFriends.body).not.toHaveProperty('followers');
    });

    it('a closed circle answers every anonymous call like an unknown code', async () => {
      const { api, make, gb } = kit();
      const owner = await make.ownerWithNews();
      const wish = await make.wish(owner);
      const friendsCode = await openFriends(owner);
      await api.route(circlesUpdateRoute, { params: { code: owner.code }, body: { friendsOpen: false } }, owner.token);
      const unknown = 'zzzzzzzzzzzzzzzz';
      for (const code of [friendsCode, unknown]) {
        expect((await api.fetchInfoByCode(code)).body).toEqual(apiError('NEWS_NOT_FOUND'));
        expect((await api.reserve(wish.id, reserveBody(code))).body).toEqual(apiError('WISH_NOT_FOUND'));
        expect((await gb.post(code, guestbookBody(code))).body).toEqual(apiError('NEWS_NOT_FOUND'));
        expect((await api.reserverName(wish.id, code)).body).toEqual(apiError('WISH_NOT_FOUND'));
        const html = await pledges().html(`/event/${code}`);
        expect(html).not.toContain(owner.news.title);
      }
    });

    it('a circle opening on a day answers from 00:00 Asia/Seoul of that day (fake clock)', async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews();
      const friendsCode = await openFriends(owner, { friendsOpenAt: '2031-05-05' });
      const midnight = seoulMidnight('2031-05-05');
      fakeNow(new Date(midnight.getTime() - 1));
      expect((await api.fetchInfoByCode(friendsCode)).body).toEqual(apiError('NEWS_NOT_FOUND'));
      expect((await api.route(circlesReadRoute, { params: { code: owner.code } }, owner.token)).body).toMatchObject({
        friendsOpen: true,
        friendsOpenAt: '2031-05-05',
        friendsOpenNow: false,
      });
      clockSpy?.mockRestore();
      fakeNow(midnight);
      // The miss of a second ago is remembered briefly; a write publishes the code and forgets it.
      await api.route(circlesUpdateRoute, { params: { code: owner.code }, body: { friendsOpen: true } }, owner.token);
      const read = await api.fetchInfoByCode(friendsCode);
      expect(read.status).toBe(200);
      expect(read.body.code).toBe(friendsCode);
    });
  });

  describe('rotation', () => {
    it('FRIENDS: the old code answers like an unknown one, except for reservations and pledges made under it', async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews();
      await api.updateEvent(owner.token, owner.code, newsBody({ fund: { enabled: true } }));
      const wish = await make.wish(owner, { quantity: 3 });
      const oldCode = await openFriends(owner);
      const reserved = await api.reserve(wish.id, reserveBody(oldCode, { reservedPassword: '2468' }));
      const pledged = await pledges().toFund(oldCode, pledgeBody(oldCode));
      const pledgeId = (pledged.body as { pledgeId: string }).pledgeId;

      const rotated = await api.route(circlesRotateRoute, { params: { code: owner.code }, body: { circle: 'FRIENDS' } }, owner.token);
      expect(rotated.status).toBe(200);
      const newCode = rotated.body.friendsCode!;
      expect(newCode).not.toBe(oldCode);
      expect(rotated.body).toMatchObject({ code: owner.code, friendsOpen: true, friendsOpenNow: true });

      expect((await api.fetchInfoByCode(oldCode)).body).toEqual(apiError('NEWS_NOT_FOUND'));
      expect((await api.reserve(wish.id, reserveBody(oldCode))).body).toEqual(apiError('WISH_NOT_FOUND'));
      expect((await api.fetchInfoByCode(newCode)).body.code).toBe(newCode);

      // The reservation made under the old code: its own calls still open it, still as a friend.
      const view = await api.reservationView(wish.id, { eventCode: oldCode, password: '2468', reservationId: reserved.body.reservationId } as never);
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({ eventCode: oldCode, addressNote: '카카오톡 선물하기로 보내 주세요' });
      expect(view.body).not.toHaveProperty('address');
      const reset = await api.route(pinResetRequestRoute, {
        params: { wishId: wish.id },
        body: { eventCode: oldCode, reservationId: reserved.body.reservationId },
      });
      expect(reset.status).toBe(200);
      expect((await pledges().view(pledgeId, oldCode, '1234')).status).toBe(200);
      // Without the reservation's id the old code is just unknown.
      expect((await api.reservationView(wish.id, { eventCode: oldCode, password: '2468' } as never)).body).toEqual(apiError('WISH_NOT_FOUND'));
      const unreserved = await api.unreserve(wish.id, { eventCode: oldCode, password: '2468', reservationId: reserved.body.reservationId } as never);
      expect(unreserved.status).toBe(200);
    });

    it('FAMILY: a new family code; the old one is unknown but its reservations keep working with the address', async () => {
      const { api, make } = kit();
      const owner = await make.ownerWithNews();
      const wish = await make.wish(owner);
      const reserved = await api.reserve(wish.id, reserveBody(owner.code, { reservedPassword: '1357' }));
      const rotated = await api.route(circlesRotateRoute, { params: { code: owner.code }, body: { circle: 'FAMILY' } }, owner.token);
      const newCode = rotated.body.code;
      expect(newCode).not.toBe(owner.code);
      expect((await api.fetchInfoByCode(owner.code)).body).toEqual(apiError('NEWS_NOT_FOUND'));
      expect((await api.fetchInfoByCode(newCode)).body.code).toBe(newCode);
      const view = await api.reservationView(wish.id, { eventCode: owner.code, password: '1357', reservationId: reserved.body.reservationId } as never);
      expect(view.body).toMatchObject({ eventCode: owner.code, ...NEWS_ADDRESS });
      // The owner's routes follow the new code.
      expect((await api.route(circlesReadRoute, { params: { code: newCode } }, owner.token)).status).toBe(200);
      expect((await api.route(circlesReadRoute, { params: { code: owner.code } }, owner.token)).body).toEqual(apiError('NEWS_NOT_FOUND'));
    });
  });

  it('crawl: nothing a friends link reaches carries the family code or the address', async () => {
    const { api, make, gb } = kit();
    const owner = await make.ownerWithNews();
    await api.updateEvent(owner.token, owner.code, newsBody({ fund: { enabled: true, transferGuide: '카카오뱅크 3333-00-0000000' } }));
    const wish = await make.wish(owner, { quantity: 2 });
    const groupGift = await make.wish(owner, { title: '유모차', price: 300000, groupGift: true } as never);
    const quiz = await make.quiz(owner);
    const friendsCode = await openFriends(owner);
    const seen: string[] = [];
    const keep = (what: unknown) => seen.push(typeof what === 'string' ? what : JSON.stringify(what));

    keep((await api.fetchInfoByCode(friendsCode)).body);
    const reserved = await api.reserve(wish.id, reserveBody(friendsCode, { reservedPassword: '2468', receiptEmail: 'friend@example.com' } as never));
    keep(reserved.body);
    const reservationId = reserved.body.reservationId;
    keep((await api.reservationView(wish.id, { eventCode: friendsCode, password: '2468', reservationId } as never)).body);
    keep((await api.reserverName(wish.id, friendsCode)).body);
    keep((await api.route(pinResetRequestRoute, { params: { wishId: wish.id }, body: { eventCode: friendsCode, reservationId } })).body);
    const toWish = await pledges().toWish(groupGift.id, pledgeBody(friendsCode, { receiptEmail: 'friend2@example.com' }));
    keep(toWish.body);
    const toFund = await pledges().toFund(friendsCode, pledgeBody(friendsCode, { receiptEmail: 'friend3@example.com' }));
    keep(toFund.body);
    keep((await pledges().view((toFund.body as { pledgeId: string }).pledgeId, friendsCode, '1234')).body);
    keep((await gb.post(friendsCode, guestbookBody(friendsCode))).body);
    keep((await api.route(guestbookListRoute, { params: { code: friendsCode }, query: {} })).body);
    keep(
      (
        await api.submitQuiz(quiz.id, {
          eventCode: friendsCode,
          selectedOptionId: quiz.options[0]!.id,
          name: '친구',
          contactInfo: 'friend@example.com',
          privacyConsent: true,
        } as never)
      ).body,
    );
    const follower = await make.member();
    keep((await api.follow(follower.token, friendsCode)).body);
    keep((await api.fetchInfoByCode(friendsCode, follower.token)).body);
    keep((await api.route(myPageRoute, {}, follower.token)).body);
    // HTML with its og tags and inline data, and the link card.
    for (const path of [`/event/${friendsCode}`, `/event/wishList/${friendsCode}`]) {
      const res = await s.t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      keep(res.body);
      expect(res.body).toContain(`/event/${friendsCode}`);
    }
    const html = seen[seen.length - 2]!; // the news page's (the wish list's carries no link preview)
    expect(html).toMatch(new RegExp(`og:url" content="[^"]*/event/${friendsCode}"`));
    expect(html).toMatch(new RegExp(`og:image" content="[^"]*/event/card/${friendsCode}\\.png`));
    expect((await s.t.app.inject({ method: 'GET', url: `/api/event/card/${friendsCode}.png` })).statusCode).toBe(200);
    // Every mail the friend's calls caused (receipts, PIN link), as queued.
    const mails = (await ds().query('SELECT kind, data FROM `mail_outbox`')) as Array<{ kind: string; data: string }>;
    const friendsMails = mails.filter((m) => m.data.includes(friendsCode));
    expect(friendsMails.map((m) => m.kind).sort()).toEqual(expect.arrayContaining(['pledgeReceipt', 'reservationReceipt']));
    for (const m of mails.filter((m) => /friend\d?@example\.com/.test(JSON.stringify(m)) || m.data.includes(friendsCode))) keep(m.data);

    const all = seen.join('\n');
    expect(all).toContain(friendsCode);
    expect(all).not.toContain(owner.code);
    for (const part of Object.values(NEWS_ADDRESS)) expect(all).not.toContain(part);
    const info = JSON.parse(seen[0]!) as NewsInfo;
    expect(info.code).toBe(friendsCode);
  });
});
