import type { Response } from 'light-my-request';
import { testDatabases, useTestApp } from '../../test/harness';
import { bearer, createWish, newsBody, ownerWithNews, quizBody, reserveBody, signUp, wishBody } from '../../test/helpers';
import { LinkPreviewService } from '../link-preview/link-preview.service';
import { quietTitles } from '../wishes/testing/wish-fixtures';
import { WishTitleFiller } from '../wishes/wish-title.filler';
import { EventsCache } from './events.cache';
import { EventChanged } from './event-changed.service';

/**
 * Every write that changes what a news page shows publishes `EventChanged(code)` once, the read
 * cache drops the page at that moment, and the next read (anonymous fast path or owner's read)
 * already shows the change.
 */
describe.each(testDatabases())('EventChanged on every news-page write on %s', (kind) => {
  const s = useTestApp(kind);
  let published: string[];
  let unsubscribe: () => void;
  beforeEach(() => {
    quietTitles(s.t);
    published = [];
    unsubscribe = s.t.app.get(EventChanged).subscribe((code) => published.push(code));
  });
  afterEach(() => {
    unsubscribe();
    jest.restoreAllMocks();
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: object) =>
    s.t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  /** The news page as `token`'s owner (or anyone, null) sees it. */
  const read = async (code: string, token: string | null = null) => {
    const res = await inject('GET', `/api/event/fetchInfoByCode/${code}`, token);
    return { status: res.statusCode, info: res.statusCode === 200 ? res.json() : null };
  };

  /**
   * Caches the page, runs `write` (expects `status`), and checks that exactly `code` was published
   * and the cache entry is gone before anyone reads again.
   */
  async function write(code: string, status: number, run: () => Promise<Response>): Promise<Response> {
    expect((await read(code)).status).toBe(200);
    const cache = s.t.app.get(EventsCache);
    expect(cache.peek(code)).toBeDefined(); // the read above is cached
    published.length = 0;
    const res = await run();
    expect({ status: res.statusCode, body: res.body }).toMatchObject({ status });
    expect(published).toEqual([code]);
    expect(cache.peek(code)).toBeUndefined();
    return res;
  }

  it('news update and delete', async () => {
    const owner = await ownerWithNews(s.t);
    await write(owner.code, 200, () => inject('PUT', `/api/event/update/${owner.code}`, owner.token, newsBody({ title: '바뀐 소식 제목' })));
    expect((await read(owner.code)).info.title).toBe('바뀐 소식 제목');
    await write(owner.code, 200, () => inject('DELETE', `/api/event/delete/${owner.code}`, owner.token));
    expect((await read(owner.code)).status).toBe(404);
  });

  it('wish create, update and delete', async () => {
    const owner = await ownerWithNews(s.t);
    const created = await write(owner.code, 201, () => inject('POST', `/api/wish/create/${owner.code}`, owner.token, wishBody({ title: '아기 침대' })));
    const wishId = created.json().id as number;
    expect((await read(owner.code)).info.wishList.map((w: { title: string }) => w.title)).toEqual(['아기 침대']);
    await write(owner.code, 200, () => inject('PUT', `/api/wish/update/${wishId}`, owner.token, wishBody({ title: '아기 욕조' })));
    expect((await read(owner.code)).info.wishList.map((w: { title: string }) => w.title)).toEqual(['아기 욕조']);
    await write(owner.code, 200, () => inject('DELETE', `/api/wish/delete/${wishId}`, owner.token));
    expect((await read(owner.code)).info.wishList).toEqual([]);
  });

  it('the background title fill of a wish', async () => {
    const owner = await ownerWithNews(s.t);
    let giveTitle!: (title: string) => void;
    jest.spyOn(s.t.app.get(LinkPreviewService), 'fetchTitle').mockReturnValue(new Promise<string>((resolve) => (giveTitle = resolve)));
    const wishId = await createWish(s.t, owner.token, owner.code);
    expect((await read(owner.code)).info.wishList[0]).toMatchObject({ id: wishId, autoExtractedTitle: null });
    await write(owner.code, 200, async () => {
      giveTitle('쿠팡 아기 욕조 상품');
      await s.t.app.get(WishTitleFiller).settle();
      return { statusCode: 200, body: '' } as Response;
    });
    expect((await read(owner.code)).info.wishList[0]).toMatchObject({ id: wishId, autoExtractedTitle: '쿠팡 아기 욕조 상품' });
  });

  it('reserve, reserver status, owner status and unreserve', async () => {
    const owner = await ownerWithNews(s.t);
    const [first, second] = [await createWish(s.t, owner.token, owner.code), await createWish(s.t, owner.token, owner.code)];
    const pin = { eventCode: owner.code, password: '1234' };
    const ownerStatus = async (wishId: number) => (await read(owner.code, owner.token)).info.wishList.find((w: { id: number }) => w.id === wishId);

    await write(owner.code, 201, () => inject('POST', `/api/wish/reserve/${first}`, null, reserveBody({ eventCode: owner.code, reservedPassword: '1234' })));
    expect((await read(owner.code)).info.wishList.map((w: { isReserved: boolean }) => w.isReserved)).toEqual([true, false]);
    expect(await ownerStatus(first)).toMatchObject({ isReserved: true, orderStatus: 'PREPARING' });

    await write(owner.code, 200, () => inject('POST', `/api/wish/orderStatus/${first}`, null, { ...pin, orderStatus: 'SHIPPING' }));
    expect(await ownerStatus(first)).toMatchObject({ orderStatus: 'SHIPPING' });
    await write(owner.code, 200, () => inject('PUT', `/api/wish/reservation/${first}/status`, owner.token, { orderStatus: 'DELIVERED' }));
    expect(await ownerStatus(first)).toMatchObject({ orderStatus: 'DELIVERED' });

    await write(owner.code, 201, () => inject('POST', `/api/wish/reserve/${second}`, null, reserveBody({ eventCode: owner.code, reservedPassword: '1234' })));
    await write(owner.code, 200, () => inject('POST', `/api/wish/unreserve/${second}`, null, pin));
    expect((await read(owner.code)).info.wishList.map((w: { isReserved: boolean }) => w.isReserved)).toEqual([true, false]);
    expect(await ownerStatus(second)).toMatchObject({ isReserved: false, orderStatus: null });
  });

  it('quiz create and delete', async () => {
    const owner = await ownerWithNews(s.t);
    const created = await write(owner.code, 201, () => inject('POST', `/api/quiz/create/${owner.code}`, owner.token, quizBody({ question: '태명은?' })));
    expect((await read(owner.code)).info.quizList.map((q: { question: string }) => q.question)).toEqual(['태명은?']);
    await write(owner.code, 200, () => inject('DELETE', `/api/quiz/delete/${created.json().id}`, owner.token));
    expect((await read(owner.code)).info.quizList).toEqual([]);
  });

  it('following does not change the cached page, yet the owner and the follower see it at once', async () => {
    const owner = await ownerWithNews(s.t);
    const friend = await signUp(s.t);
    expect((await read(owner.code)).status).toBe(200);
    published.length = 0;
    expect((await inject('POST', `/api/event/follow/${owner.code}`, friend.token)).statusCode).toBeLessThan(300);
    expect(published).toEqual([]); // followers and isFollowing are read per request, never cached
    expect((await read(owner.code, owner.token)).info.followers).toEqual([expect.objectContaining({ username: friend.member.username })]);
    expect((await read(owner.code, friend.token)).info.isFollowing).toBe(true);
    expect((await read(owner.code)).info).not.toHaveProperty('followers');
  });
});
