import { API_TABLE, COPARENT_MSG, ERROR_CODES, MSG, routeUrl, withdrawRoute, type EventInfo } from '@babynews/contracts';
import {
  apiError as errorOf,
  birthBody,
  coparentApi,
  expectStatus,
  guestbookBody,
  inviteToken,
  ownerWithCoparent,
  quizBody,
  reserveBody,
  type MemberActor,
  type Reply,
} from '@babynews/testing';
import { DataSource } from 'typeorm';
import { testDatabases, testKit } from '../../test/harness';
import { dropVerificationMail, markEmailVerified } from '../../test/helpers';
import { useMailTestApp } from '../../test/mail-server';
import { Clock } from '../common/clock';
import { MailWorker } from '../mail/mail-worker.service';
import { quietTitles } from '../wishes/testing/wish-fixtures';
import { UploadsService } from '../uploads/uploads.service';
import { plainPicture, uploadAs } from '../../test/cover-fixtures';
import { COPARENT_INVITE_TTL_MS } from './coparent.service';

jest.setTimeout(180_000);

/**
 * The co-parent (ARCHITECTURE "Two parents", DESIGN §4.26) on SQLite and MariaDB against a real SMTP server:
 * the invitation's life (accept, confirm, expire, single use, replace, revoke) with no access between accept
 * and confirm; every owner route of the API table called by the co-parent (allowed, creator-only ones refused
 * with NOT_CREATOR) and by a third member (NOT_OWNER, nothing changed); each route's validation and permission
 * answers; the withdrawals: the co-parent's leaves the page and their rows, the creator's hands the page over
 * and mails the co-parent.
 */
describe.each(testDatabases())('co-parent on %s', (db) => {
  const s = useMailTestApp(db);
  const { smtp } = s;
  beforeAll(() => quietTitles(s.t));
  beforeEach(() => {
    smtp.messages.length = 0;
  });
  afterEach(() => jest.restoreAllMocks());

  const kit = () => testKit(s.t);
  const calls = () => coparentApi(kit().api);
  const expectError = (reply: Reply<unknown>, status: number, code: string, message: string) =>
    expect({ status: reply.status, code: errorOf(reply).code, message: errorOf(reply).message }).toEqual({ status, code, message });
  const ownerRead = async (code: string, token: string) => (await kit().api.fetchInfoByCode(code, token)).body as EventInfo & { address?: string };
  const wishCount = async (code: string) => (await kit().api.fetchInfoByCode(code)).body.wishList.length;

  it('invite → accept → confirm: no access before the confirmation, both owners after it; the public read never names the co-parent', async () => {
    const { api, make } = kit();
    const creator = await make.ownerWithNews();
    const second = await make.member();
    expect((await calls().status(creator.token, creator.code)).body).toEqual({
      role: 'CREATOR',
      creatorName: creator.member.displayName,
      coparent: { status: 'NONE' },
    });
    const invited = await calls().invite(creator.token, creator.code);
    expect(invited.status).toBe(200);
    expect(invited.body.inviteUrl).toMatch(/^https?:\/\/[^/]+\/event\/coparent\/accept#t=[A-Za-z0-9_-]{43}$/);
    const expiresIn = Date.parse(invited.body.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(COPARENT_INVITE_TTL_MS - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(COPARENT_INVITE_TTL_MS);
    expect((await calls().status(creator.token, creator.code)).body.coparent).toEqual({ status: 'INVITED', expiresAt: invited.body.expiresAt });

    const accepted = await calls().accept(second.token, { token: inviteToken(invited.body.inviteUrl) });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ title: creator.news.title, creatorName: creator.member.displayName, status: 'ACCEPTED' });
    expect((await calls().status(creator.token, creator.code)).body.coparent).toEqual({
      status: 'ACCEPTED',
      expiresAt: invited.body.expiresAt,
      displayName: second.member.displayName,
    });

    // Accepted, not confirmed: nothing of the owner's.
    expectError(await api.createWish(second.token, creator.code, { title: '아기 띠' }), 403, 'NOT_OWNER', MSG.event.notOwner);
    expectError(await calls().status(second.token, creator.code), 403, 'NOT_OWNER', MSG.event.notOwner);
    const before = await ownerRead(creator.code, second.token);
    expect(before.address).toBeUndefined();
    expect(before).not.toHaveProperty('followers');
    expect((await api.myPage(second.token)).body.event ?? null).toBeNull();

    const confirmed = await calls().confirm(creator.token, creator.code);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({
      role: 'CREATOR',
      creatorName: creator.member.displayName,
      coparent: { status: 'CONFIRMED', displayName: second.member.displayName },
    });
    expect((await calls().status(second.token, creator.code)).body).toEqual({
      role: 'COPARENT',
      creatorName: creator.member.displayName,
      coparent: { status: 'CONFIRMED', displayName: second.member.displayName },
    });

    // The co-parent adds a wish; the creator sees it; both read the owner's page.
    const wish = expectStatus(await api.createWish(second.token, creator.code, { title: '둘째 부모의 선물' }), 201, 'wish/create');
    expect((await ownerRead(creator.code, creator.token)).wishList.map((w) => w.title)).toContain('둘째 부모의 선물');
    const asCoparent = await ownerRead(creator.code, second.token);
    expect(asCoparent.address).toBe(creator.news.address);
    expect(asCoparent).toHaveProperty('followers');
    expect((await api.myPage(second.token)).body.event).toMatchObject({ code: creator.code });
    // The public read names the creator only.
    const publicRead = await api.fetchInfoByCode(creator.code);
    expect(publicRead.text).not.toContain(second.username);
    expect(publicRead.text).not.toContain(second.member.displayName);
    expect(wish.id).toBeGreaterThan(0);
    // A co-parent has a page now: they may not create one of their own, nor follow this one.
    const expectCode = (reply: Reply<unknown>, code: 'NEWS_ALREADY_EXISTS' | 'CANNOT_FOLLOW_OWN') =>
      expectError(reply, ERROR_CODES[code].status, code, ERROR_CODES[code].message);
    expectCode(
      await api.createEvent(second.token, { title: '내 소식', description: '', postCode: '06236', address: '서울', detailAddress: '' }),
      'NEWS_ALREADY_EXISTS',
    );
    expectCode(await api.follow(second.token, creator.code), 'CANNOT_FOLLOW_OWN');
  });

  it('an invitation works once, for 7 days, and ends with a new one or a revocation; owners of a page cannot accept', async () => {
    const { make } = kit();
    const creator = await make.ownerWithNews();
    const [first, second] = [await make.member(), await make.member()];
    const tokenOf = async () => inviteToken(expectStatus(await calls().invite(creator.token, creator.code), 200, 'invite').inviteUrl);
    const invalid = (reply: Reply<unknown>) => expectError(reply, 400, 'COPARENT_INVITE_INVALID', COPARENT_MSG.inviteInvalid);

    // Replaced: the older link stops working.
    const old = await tokenOf();
    const current = await tokenOf();
    invalid(await calls().accept(first.token, { token: old }));
    // Owners (the creator too) cannot accept; the link stays usable.
    expectError(await calls().accept(creator.token, { token: current }), 409, 'COPARENT_ALREADY_OWNER', COPARENT_MSG.alreadyOwner);
    const otherOwner = await make.ownerWithNews();
    expectError(await calls().accept(otherOwner.token, { token: current }), 409, 'COPARENT_ALREADY_OWNER', COPARENT_MSG.alreadyOwner);
    // Single use.
    expect((await calls().accept(first.token, { token: current })).status).toBe(200);
    invalid(await calls().accept(second.token, { token: current }));
    invalid(await calls().accept(first.token, { token: current }));

    // Revoked: DELETE ends the invitation (accepted or not) and confirm finds nothing.
    const revoked = await calls().remove(creator.token, creator.code);
    expect(revoked.body.coparent).toEqual({ status: 'NONE' });
    expectError(await calls().confirm(creator.token, creator.code), 404, 'COPARENT_NOT_FOUND', COPARENT_MSG.notFound);
    expectError(await calls().remove(creator.token, creator.code), 404, 'COPARENT_NOT_FOUND', COPARENT_MSG.notFound);
    const unused = await tokenOf();
    await calls().remove(creator.token, creator.code);
    invalid(await calls().accept(second.token, { token: unused }));

    // Expired: 7 days later the link is refused, and an acceptance made in time cannot be confirmed any more.
    const clock = s.t.app.get(Clock);
    const late = await tokenOf();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + COPARENT_INVITE_TTL_MS + 1000));
    invalid(await calls().accept(second.token, { token: late }));
    jest.restoreAllMocks();
    const inTime = await tokenOf();
    expect((await calls().accept(second.token, { token: inTime })).status).toBe(200);
    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + COPARENT_INVITE_TTL_MS + 1000));
    expect((await calls().status(creator.token, creator.code)).body.coparent).toEqual({ status: 'NONE' });
    expectError(await calls().confirm(creator.token, creator.code), 404, 'COPARENT_NOT_FOUND', COPARENT_MSG.notFound);
  });

  it('validation and permissions: a malformed token, no login, a stranger, the co-parent on creator-only calls', async () => {
    const { api, make } = kit();
    const { creator, coparent } = await ownerWithCoparent(api, make);
    const stranger = await make.member();
    for (const body of [{}, { token: 'short' }, { token: 'A'.repeat(43), extra: 1 }, { token: '!'.repeat(43) }]) {
      const reply = await calls().accept(stranger.token, body);
      expect(reply.status).toBe(400);
      expect(errorOf(reply).code).toBe('VALIDATION_FAILED');
    }
    expectError(await calls().accept(stranger.token, { token: 'short' }), 400, 'VALIDATION_FAILED', COPARENT_MSG.tokenRequired);
    for (const reply of [
      await calls().status(null, creator.code),
      await calls().invite(null, creator.code),
      await calls().accept(null, { token: 'A'.repeat(43) }),
      await calls().confirm(null, creator.code),
      await calls().remove(null, creator.code),
    ]) {
      expect({ status: reply.status, code: errorOf(reply).code }).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    }
    for (const reply of [
      await calls().status(stranger.token, creator.code),
      await calls().invite(stranger.token, creator.code),
      await calls().confirm(stranger.token, creator.code),
      await calls().remove(stranger.token, creator.code),
    ]) {
      expectError(reply, 403, 'NOT_OWNER', MSG.event.notOwner);
    }
    for (const reply of [
      await calls().invite(coparent.token, creator.code),
      await calls().confirm(coparent.token, creator.code),
      await calls().remove(coparent.token, creator.code),
    ]) {
      expectError(reply, 403, 'NOT_CREATOR', COPARENT_MSG.notCreator);
    }
    expectError(await calls().status(creator.token, 'nosuchcode1'), 404, 'NEWS_NOT_FOUND', MSG.event.notFound);
    expectError(await calls().invite(creator.token, creator.code), 409, 'COPARENT_ALREADY_CONFIRMED', COPARENT_MSG.alreadyConfirmed);
    // Still confirmed after every refusal.
    expect((await calls().status(creator.token, creator.code)).body.coparent).toMatchObject({ status: 'CONFIRMED' });
  });

  /**
   * Everything an owner route needs: a page with a creator, a co-parent, a stranger and a follower; a reserved
   * wish with a receipt address, a quiz, a fund pledge with a receipt address, a guestbook entry and a birth.
   */
  let worlds = 0;
  async function world() {
    const { api, make } = kit();
    const { creator, coparent } = await ownerWithCoparent(api, make);
    const stranger = await make.member();
    const follower = await make.member();
    expectStatus(await api.follow(follower.token, creator.code), 200, 'follow');
    expectStatus(await api.updateEvent(creator.token, creator.code, { ...creator.news, fund: { enabled: true } } as never), 200, 'update');
    const wish = await make.wish(creator);
    const reserved = expectStatus(await api.reserve(wish.id, reserveBody(creator.code, { receiptEmail: 'aunt@example.com' } as never)), 201, 'reserve');
    const quiz = await make.quiz(creator);
    const pledge = await s.t.app.inject({
      method: 'POST',
      url: `/api/event/pledge/${creator.code}`,
      payload: {
        eventCode: creator.code,
        name: '박동료',
        contact: 'colleague@example.com',
        amount: 30_000,
        password: '1234',
        privacyConsent: true,
        receiptEmail: 'colleague@example.com',
      },
    });
    expect(pledge.statusCode).toBe(201);
    // A client address of its own per world: the guestbook's per-address limit would refuse the tenth.
    const entry = await s.t.app.inject({
      method: 'POST',
      url: `/api/guestbook/${creator.code}`,
      payload: guestbookBody(creator.code),
      remoteAddress: `10.29.${++worlds}.1`,
    });
    expect(entry.statusCode).toBe(201);
    const entryId = entry.json().entryId as string;
    expectStatus(
      await api.route({ method: 'PUT', path: '/event/birth/{code}' }, { params: { code: creator.code }, body: birthBody() } as never, creator.token),
      200,
      'birth',
    );
    return {
      creator,
      coparent,
      stranger,
      follower,
      wishId: wish.id,
      reservationId: reserved.reservationId,
      quizId: quiz.id,
      pledgeId: pledge.json().pledgeId as string,
      entryId,
    };
  }
  type World = Awaited<ReturnType<typeof world>>;

  /** One owner route: its path parameters and body from the world, and the status the co-parent gets. */
  const ROUTES: Record<string, { params: (w: World) => Record<string, string | number>; body?: (w: World) => unknown; ok: number; creatorOnly?: boolean }> = {
    'GET /wish/reservation/{wishId}': { params: (w) => ({ wishId: w.wishId }), ok: 200 },
    'POST /wish/reservation/{wishId}/unlock': { params: (w) => ({ wishId: w.wishId }), ok: 200 },
    'PUT /wish/reservation/{wishId}/status': { params: (w) => ({ wishId: w.wishId }), body: () => ({ orderStatus: 'DELIVERED' }), ok: 200 },
    'PUT /wish/reservation/{wishId}/thanked': {
      params: (w) => ({ wishId: w.wishId }),
      body: (w) => ({ reservationId: w.reservationId, thanked: true }),
      ok: 200,
    },
    'POST /quiz/create/{eventCode}': { params: (w) => ({ eventCode: w.creator.code }), body: () => quizBody(), ok: 201 },
    'DELETE /quiz/delete/{quizId}': { params: (w) => ({ quizId: w.quizId }), ok: 200 },
    'GET /quiz/manage/{eventCode}': { params: (w) => ({ eventCode: w.creator.code }), ok: 200 },
    'POST /wish/create/{eventCode}': { params: (w) => ({ eventCode: w.creator.code }), body: () => ({ title: '둘째 부모의 선물' }), ok: 201 },
    'PUT /wish/update/{id}': { params: (w) => ({ id: w.wishId }), body: () => ({ title: '바뀐 선물' }), ok: 200 },
    'PUT /wish/reorder/{eventCode}': { params: (w) => ({ eventCode: w.creator.code }), body: (w) => ({ wishIds: [w.wishId] }), ok: 200 },
    'DELETE /wish/delete/{id}': { params: (w) => ({ id: w.wishId }), ok: 200 },
    'GET /wish/similar/{eventCode}': { params: (w) => ({ eventCode: w.creator.code }), ok: 200 },
    'PUT /pledge/{pledgeId}/received': { params: (w) => ({ pledgeId: w.pledgeId }), body: () => ({ received: true }), ok: 200 },
    'PUT /guestbook/{entryId}/hidden': { params: (w) => ({ entryId: w.entryId }), body: () => ({ hidden: true }), ok: 200 },
    'DELETE /guestbook/{entryId}': { params: (w) => ({ entryId: w.entryId }), ok: 200 },
    'GET /guestbook/{code}/manage': { params: (w) => ({ code: w.creator.code }), ok: 200 },
    'PUT /event/update/{code}': { params: (w) => ({ code: w.creator.code }), body: (w) => ({ ...w.creator.news, title: '함께 고친 제목' }), ok: 200 },
    'DELETE /event/delete/{code}': { params: (w) => ({ code: w.creator.code }), ok: 200, creatorOnly: true },
    'GET /event/summary/{code}': { params: (w) => ({ code: w.creator.code }), ok: 200 },
    'PUT /event/birth/{code}': { params: (w) => ({ code: w.creator.code }), body: () => birthBody({ message: '둘째 부모가 고쳤어요' }), ok: 200 },
    'DELETE /event/birth/{code}': { params: (w) => ({ code: w.creator.code }), ok: 200 },
    'DELETE /event/follower/{code}/{username}': { params: (w) => ({ code: w.creator.code, username: w.follower.username }), ok: 200 },
    'POST /wish/reservation/{wishId}/thankYou': {
      params: (w) => ({ wishId: w.wishId }),
      body: (w) => ({ reservationId: w.reservationId, message: '고마워요' }),
      ok: 200,
    },
    'POST /pledge/{pledgeId}/thankYou': { params: (w) => ({ pledgeId: w.pledgeId }), body: () => ({ message: '고마워요' }), ok: 200 },
    'GET /event/coparent/{code}': { params: (w) => ({ code: w.creator.code }), ok: 200 },
    'POST /event/coparent/invite/{code}': { params: (w) => ({ code: w.creator.code }), ok: 409, creatorOnly: true },
    'POST /event/coparent/confirm/{code}': { params: (w) => ({ code: w.creator.code }), ok: 404, creatorOnly: true },
    'DELETE /event/coparent/{code}': { params: (w) => ({ code: w.creator.code }), ok: 200, creatorOnly: true },
    'GET /event/circles/{code}': { params: (w) => ({ code: w.creator.code }), ok: 200 },
    'PUT /event/circles/{code}': { params: (w) => ({ code: w.creator.code }), body: () => ({ friendsOpen: true }), ok: 200 },
    'POST /event/circles/{code}/rotate': { params: (w) => ({ code: w.creator.code }), body: () => ({ circle: 'FRIENDS' }), ok: 200 },
  };
  const OWNER_ROUTES = API_TABLE.filter((route) => route.errors.includes('NOT_OWNER'));

  it('the matrix below names every owner route of the API table (a new one must be added here)', () => {
    expect(OWNER_ROUTES.map((route) => `${route.method} ${route.path}`).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.keys(ROUTES))('%s: a third member is refused with nothing changed; the co-parent is allowed (creator-only: NOT_CREATOR)', async (key) => {
    const w = await world();
    const spec = ROUTES[key]!;
    const route = OWNER_ROUTES.find((r) => `${r.method} ${r.path}` === key)!;
    const call = (token: string) =>
      s.t.app.inject({
        method: route.method,
        url: `/api${routeUrl(route, spec.params(w))}`,
        headers: { authorization: `Bearer ${token}` },
        ...(spec.body ? { payload: spec.body(w) as object } : {}),
      });
    const snapshot = async () => JSON.stringify((await kit().api.fetchInfoByCode(w.creator.code, w.creator.token)).body);
    const before = await snapshot();
    const refused = await call(w.stranger.token);
    expect({ status: refused.statusCode, code: refused.json().code }).toEqual({ status: 403, code: 'NOT_OWNER' });
    expect(await snapshot()).toBe(before);
    const asCoparent = await call(w.coparent.token);
    if (spec.creatorOnly) {
      expect({ status: asCoparent.statusCode, code: asCoparent.json().code, message: asCoparent.json().message }).toEqual({
        status: 403,
        code: 'NOT_CREATOR',
        message: COPARENT_MSG.notCreator,
      });
      expect(await snapshot()).toBe(before);
      const asCreator = await call(w.creator.token);
      expect(asCreator.statusCode).toBe(spec.ok);
    } else {
      expect(asCoparent.statusCode).toBe(spec.ok);
    }
  });

  it('removing the co-parent ends their access; what they added stays', async () => {
    const { api, make } = kit();
    const { creator, coparent } = await ownerWithCoparent(api, make);
    expectStatus(await api.createWish(coparent.token, creator.code, { title: '둘째 부모의 선물' }), 201, 'wish/create');
    const removed = await calls().remove(creator.token, creator.code);
    expect(removed.body.coparent).toEqual({ status: 'NONE' });
    expectError(await api.createWish(coparent.token, creator.code, { title: '또 하나' }), 403, 'NOT_OWNER', MSG.event.notOwner);
    expect((await ownerRead(creator.code, coparent.token)).address).toBeUndefined();
    expect((await api.fetchInfoByCode(creator.code)).body.wishList.map((w) => w.title)).toEqual(['둘째 부모의 선물']);
    expect((await api.myPage(coparent.token)).body.event ?? null).toBeNull();
  });

  const withdraw = (actor: MemberActor) => kit().api.route(withdrawRoute, { body: { password: actor.member.password } } as never, actor.token);

  it("the co-parent's withdrawal leaves the page and every row they added, pictures included", async () => {
    const { api, make } = kit();
    const { creator, coparent } = await ownerWithCoparent(api, make);
    const imagePath = await uploadAs(s.t, coparent.token, await plainPicture(400, 300), 'bath.png');
    expectStatus(await api.createWish(coparent.token, creator.code, { title: '둘째 부모의 선물', imagePath }), 201, 'wish/create');
    const before = await wishCount(creator.code);
    expect((await withdraw(coparent)).status).toBe(200);
    expect(await wishCount(creator.code)).toBe(before);
    // The picture is still stored and still shown (the ledger let go of it, the storage did not).
    const shown = (await ownerRead(creator.code, creator.token)).wishList.find((w) => w.title === '둘째 부모의 선물') as { imagePath?: string } | undefined;
    expect(shown?.imagePath).toBe(imagePath);
    expect(await s.t.app.get(UploadsService).storage.stat(imagePath)).not.toBeNull();
    expect((await calls().status(creator.token, creator.code)).body.coparent).toEqual({ status: 'NONE' });
    expect((await api.createWish(creator.token, creator.code, { title: '계속 관리' })).status).toBe(201);
  });

  it("the creator's withdrawal hands the page to the co-parent, who is told by mail; without one the page goes", async () => {
    const { api, make } = kit();
    const { creator, coparent } = await ownerWithCoparent(api, make);
    await markEmailVerified(s.t, coparent.username);
    await dropVerificationMail(s.t);
    const wish = await make.reservedWish(creator);
    // The dialog's preview says the page is handed over, and counts none of it as deleted.
    const preview = await s.t.app.inject({ method: 'GET', url: '/api/member/withdrawalPreview', headers: { authorization: `Bearer ${creator.token}` } });
    expect(preview.json()).toMatchObject({ handoverTo: coparent.member.displayName, newsPages: 0, wishes: 0, gifts: 0 });
    expect((await withdraw(creator)).status).toBe(200);

    // The page lives on, the co-parent's alone, with its wishes and reservations.
    const read = await api.fetchInfoByCode(creator.code);
    expect(read.status).toBe(200);
    expect(read.body.wishList.map((w) => w.id)).toContain(wish.wish.id);
    expect(read.body.username).toBe(coparent.username);
    expect((await calls().status(coparent.token, creator.code)).body).toEqual({
      role: 'CREATOR',
      creatorName: coparent.member.displayName,
      coparent: { status: 'NONE' },
    });
    expect((await api.myPage(coparent.token)).body.event).toMatchObject({ code: creator.code });
    expect((await api.ownerReservation(coparent.token, wish.wish.id)).status).toBe(200);
    // No relative was told the page closed; the co-parent got one mail.
    const outbox = (await s.t.app.get(DataSource).query('SELECT kind FROM `mail_outbox`')) as Array<{ kind: string }>;
    expect(outbox.map((row) => row.kind)).not.toContain('pageClosed');
    await s.t.app.get(MailWorker).deliverDue();
    const mails = smtp.messages.filter((m) => m.subject?.includes('소식 페이지를 이제 직접 관리해요'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(coparent.member.displayName);
    expect(mails[0]!.text).not.toContain(creator.news.address);

    // Now alone, the new owner's withdrawal deletes the page.
    expect((await withdraw(coparent)).status).toBe(200);
    expect((await api.fetchInfoByCode(creator.code)).status).toBe(404);
  });
});
