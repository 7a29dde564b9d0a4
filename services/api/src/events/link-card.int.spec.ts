import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { MSG, type SavedEventSummary } from '@babynews/contracts';
import { until } from '@babynews/testing';
import { startApp, testDatabases, useTestApp, type TestApp } from '../../test/harness';
import { bearer, newsBody, ownerWithNews } from '../../test/helpers';
import { REDIS_TEST_URL, redisReachable } from '../../test/redis-test';
import { Clock } from '../common/clock';
import { quietTitles } from '../wishes/testing/wish-fixtures';
import { LinkCardService } from './link-card.service';
import { pngSize, plainPicture, uploadAs } from '../../test/cover-fixtures';

/**
 * A news page's link card (ARCHITECTURE "Cover photo and link card", DESIGN §4.25) on SQLite and MariaDB:
 * `GET /api/event/card/{code}.png` answers a 1200 × 630 PNG of the page as it is, the page's HTML names
 * it with the hash of its content (`og:image …?v=`), which changes with the title, the cover and the
 * countdown's day, and a second instance sharing the database and Redis answers the new card too.
 */
jest.setTimeout(120_000);

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `content` of `<meta property|name="key">` in `html`. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
}

describe.each(testDatabases())('link card on %s', (db) => {
  const s = useTestApp(db);
  beforeAll(() => quietTitles(s.t));
  afterEach(() => jest.restoreAllMocks());

  const card = (t: TestApp, code: string, v?: string) =>
    t.app.inject({ method: 'GET', url: `/api/event/card/${code}.png${v === undefined ? '' : `?v=${encodeURIComponent(v)}`}` });
  /** The og:image URL of `/event/{code}` and its `v`. */
  const named = async (t: TestApp, code: string) => {
    const html = (await t.app.inject({ method: 'GET', url: `/event/${code}` })).body;
    const image = meta(html, 'og:image') ?? '';
    return { html, image, v: new URL(image).searchParams.get('v') ?? '' };
  };
  const rename = async (t: TestApp, code: string, token: string, title: string) =>
    expect((await t.app.inject({ method: 'PUT', url: `/api/event/update/${code}`, headers: bearer(token), payload: newsBody({ title }) })).statusCode).toBe(
      200,
    );

  it('answers a 1200 × 630 PNG, cached for a year under the hash the HTML names and briefly otherwise', async () => {
    const owner = await ownerWithNews(s.t, { title: '우리 가족에게 아기가 찾아왔어요', dueDate: '2099-05-01' });
    const { html, image, v } = await named(s.t, owner.code);
    expect(image).toBe(`https://babynews.test/api/event/card/${owner.code}.png?v=${v}`);
    expect(v).toMatch(/^[0-9a-f]{16}$/);
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta(html, 'og:image:alt')).toBe('우리 가족에게 아기가 찾아왔어요 소식 카드');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');

    const res = await card(s.t, owner.code, v);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toBe(`"${v}"`);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    // Without the hash, or with an old one: the same picture, cached briefly.
    for (const other of [undefined, '0000000000000000']) {
      const plain = await card(s.t, owner.code, other);
      expect(plain.headers['cache-control']).toBe('public, max-age=300');
      expect(plain.rawPayload.equals(res.rawPayload)).toBe(true);
    }
  });

  it('a new title is a new picture and a new hash in the HTML; the HTML never draws the card', async () => {
    const owner = await ownerWithNews(s.t, { title: '첫 소식' });
    const before = await named(s.t, owner.code);
    const first = (await card(s.t, owner.code, before.v)).rawPayload;
    const draw = jest.spyOn(s.t.app.get(LinkCardService), 'card');

    await rename(s.t, owner.code, owner.token, '이름이 생겼어요');
    const after = await named(s.t, owner.code);
    expect(draw).not.toHaveBeenCalled(); // naming the card in the HTML only hashes its content
    expect(after.v).not.toBe(before.v);
    const second = await card(s.t, owner.code, after.v);
    expect(pngSize(second.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(second.rawPayload.equals(first)).toBe(false);
    expect(second.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The old hash is no longer the card's: served, but not for a year.
    expect((await card(s.t, owner.code, before.v)).headers['cache-control']).toBe('public, max-age=300');
  });

  it('the cover changes the picture and the hash', async () => {
    const owner = await ownerWithNews(s.t, { title: '사진이 생겼어요' });
    const before = await named(s.t, owner.code);
    const plain = (await card(s.t, owner.code)).rawPayload;
    const upload = await uploadAs(s.t, owner.token, await plainPicture(900, 1200, { r: 60, g: 120, b: 220 }), 'card.png');
    const saved = await s.t.app.inject({
      method: 'PUT',
      url: `/api/event/update/${owner.code}`,
      headers: bearer(owner.token),
      payload: newsBody({ title: '사진이 생겼어요', coverPath: upload }),
    });
    expect(saved.json<SavedEventSummary>().coverImage).not.toBeNull();
    const after = await named(s.t, owner.code);
    expect(after.v).not.toBe(before.v);
    const withPhoto = (await card(s.t, owner.code, after.v)).rawPayload;
    expect(pngSize(withPhoto)).toEqual({ width: 1200, height: 630 });
    expect(withPhoto.equals(plain)).toBe(false);
  });

  it('the hash turns with the countdown’s day in Seoul, so the cached HTML of a new day names a new card', async () => {
    const dueDate = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);
    const owner = await ownerWithNews(s.t, { title: '예정일이 다가와요', dueDate });
    const today = await named(s.t, owner.code);
    const clock = jest.spyOn(s.t.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + DAY_MS));
    const tomorrow = await named(s.t, owner.code);
    expect(tomorrow.v).not.toBe(today.v);
    const res = await card(s.t, owner.code, tomorrow.v);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    clock.mockRestore();
    // A page that hides its countdown shows no day: its card does not change overnight.
    const hidden = await ownerWithNews(s.t, { title: '조용히', dueDate, hideCountdown: true });
    const first = await named(s.t, hidden.code);
    jest.spyOn(s.t.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + DAY_MS));
    expect((await named(s.t, hidden.code)).v).toBe(first.v);
  });

  it('an unknown or malformed code answers the news read’s 404', async () => {
    const read = await s.t.app.inject({ method: 'GET', url: '/api/event/fetchInfoByCode/zzzzzzzzzzzzzzzz' });
    for (const code of ['zzzzzzzzzzzzzzzz', 'NOT-A-CODE']) {
      const res = await card(s.t, code);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ statusCode: 404, code: 'NEWS_NOT_FOUND', message: MSG.event.notFound, error: 'Not Found' });
      expect(res.json()).toEqual(read.json());
    }
  });

  describe('two instances on one database and Redis', () => {
    const others: TestApp[] = [];
    let reachable = false;
    const keyPrefix = `bn-test:${process.pid}-${randomBytes(3).toString('hex')}:`;
    beforeAll(async () => {
      reachable = await redisReachable();
      if (!reachable && (process.env.CI === 'true' || process.env.CI === '1')) throw new Error(`Redis is required when CI=true (${REDIS_TEST_URL})`);
    });
    afterAll(async () => {
      await Promise.all(others.map((t) => t.close()));
      if (!reachable) return;
      const redis = new Redis(REDIS_TEST_URL);
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    });

    it('both answer the new card after a title change on one of them', async () => {
      if (!reachable) return console.warn(`[api tests] Redis unreachable at ${REDIS_TEST_URL}: two-instance link card skipped.`);
      // Each instance keeps pages 10 minutes: only the news-changed message can make B draw again.
      const env = { ...s.db.env, WEB_DIST_DIR: s.webDist, REDIS_URL: REDIS_TEST_URL, REDIS_KEY_PREFIX: keyPrefix, EVENT_CACHE_TTL_MS: '600000' };
      const [a, b] = [await startApp(env), await startApp(env)];
      others.push(a, b);
      const owner = await ownerWithNews(a, { title: '두 곳에서 보는 소식' });
      const old = (await card(b, owner.code)).rawPayload;
      expect((await card(a, owner.code)).rawPayload.equals(old)).toBe(true);

      await rename(a, owner.code, owner.token, '두 곳 모두 새 소식');
      const fresh = await card(a, owner.code);
      expect(fresh.rawPayload.equals(old)).toBe(false);
      await until(async () => (await card(b, owner.code)).headers.etag === fresh.headers.etag, { tries: 200 });
      const fromB = await card(b, owner.code);
      expect(fromB.rawPayload.equals(fresh.rawPayload)).toBe(true);
      expect((await named(b, owner.code)).v).toBe((await named(a, owner.code)).v);
    });
  });
});
