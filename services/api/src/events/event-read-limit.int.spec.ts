import { randomBytes } from 'node:crypto';
import { MSG } from '@babynews/contracts';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { RedisConnection } from '../database/redis';
import { createTestDatabase, startApp, testDatabases, type TestApp, type TestDatabase } from '../../test/harness';
import { ownerWithNews } from '../../test/helpers';
import { REDIS_TEST_URL, redisReachable } from '../../test/redis-test';
import { eventReadLimitOf } from './event-read-limit';

const ci = process.env.CI === 'true' || process.env.CI === '1';
/** Flushes only when the test says so (`flush`). */
const ENV = { NEWS_READ_RATE_LIMIT_PER_MINUTE: '5', NEWS_READ_RATE_LIMIT_SYNC_MS: '60000', RATE_LIMIT_PER_MINUTE: '100000' };

const read = (t: TestApp, code: string, remoteAddress: string) => t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${code}`, remoteAddress });
const statuses = async (t: TestApp, code: string, ip: string, n: number) => {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await read(t, code, ip)).statusCode);
  return out;
};
const flush = (t: TestApp) => eventReadLimitOf(t.app.getHttpAdapter().getInstance())!.flush();
const rateLimitRows = (t: TestApp) =>
  t.app.get(DataSource).query<Array<{ key: string; points: number }>>("SELECT `key`, points FROM rate_limit WHERE `key` LIKE 'rl:news-read:%'");

/**
 * Counts the statements that touch `rate_limit` on the application's DataSource (the database store's
 * only way in).
 */
function countRateLimitStatements(t: TestApp): () => number {
  const ds = t.app.get(DataSource);
  const spy = jest.spyOn(ds, 'query');
  return () => spy.mock.calls.filter(([sql]) => String(sql).includes('rate_limit')).length;
}

let reachable = false;
beforeAll(async () => {
  reachable = await redisReachable();
  if (!reachable && ci) throw new Error(`Redis is required when CI=true but ${REDIS_TEST_URL} is unreachable.`);
});
afterEach(() => jest.restoreAllMocks());

// ARCHITECTURE §5 rate limits: the news-read limit is decided in memory and shared by batched flushes.
describe.each(testDatabases())('news-read limit in memory, shared through the database (%s)', (kind) => {
  let db: TestDatabase;
  const apps: TestApp[] = [];
  const start = async () => {
    const t = await startApp({ ...db.env, ...ENV });
    apps.push(t);
    return t;
  };
  beforeEach(async () => {
    db = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
    await db.drop();
  });

  it('refuses one address past the limit with 429 RATE_LIMITED and its Korean message, without a database write per request or per new address', async () => {
    const t = await start();
    const { code } = await ownerWithNews(t);
    const statements = countRateLimitStatements(t);
    expect(await statuses(t, code, '203.0.113.20', 6)).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await read(t, code, '203.0.113.20');
    expect(limited.json()).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: MSG.common.tooMany, error: 'Too Many Requests' });
    // Past half its limit the flooding address is shared without waiting for the timer (at most one
    // flush in flight: an upsert and a SELECT per store round trip, never per request once it floods).
    await flush(t);
    const afterFlood = statements();
    expect(afterFlood).toBeGreaterThanOrEqual(2);
    expect(afterFlood).toBeLessThanOrEqual(6);
    // 200 relatives, each from a new address far below the limit: no statement at all until the flush.
    for (let i = 0; i < 200; i++) expect((await read(t, code, `198.51.${100 + (i >> 8)}.${i & 255}`)).statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements()).toBe(afterFlood);
    await flush(t);
    // One flush: one multi-row upsert and one SELECT of the totals for the 200 addresses.
    expect(statements()).toBe(afterFlood + 2);
    const rows = await rateLimitRows(t);
    expect(rows).toHaveLength(201);
    expect(rows.find((r) => r.key === 'rl:news-read:203.0.113.20')).toMatchObject({ points: 5 });
  }, 60_000);

  it('two instances on one database share the count at each flush (MariaDB; SQLite is one process)', async () => {
    if (kind !== 'mariadb') return;
    const [a, b] = [await start(), await start()];
    const { code } = await ownerWithNews(a);
    const ip = '203.0.113.30';
    expect([...(await statuses(a, code, ip, 3)), ...(await statuses(b, code, ip, 2))]).toEqual([200, 200, 200, 200, 200]);
    await flush(a);
    await flush(b); // b learns the shared total: 5
    expect(await statuses(b, code, ip, 1)).toEqual([429]);
    // a learns b's reads at its next flush: one more read gets through before (at most N × limit).
    expect(await statuses(a, code, ip, 1)).toEqual([200]);
    await flush(a);
    expect(await statuses(a, code, ip, 1)).toEqual([429]);
    expect(await rateLimitRows(a)).toEqual([expect.objectContaining({ key: `rl:news-read:${ip}`, points: 6 })]);
  }, 60_000);
});

describe('news-read limit shared through Redis', () => {
  const dbs: TestDatabase[] = [];
  const apps: TestApp[] = [];
  const keyPrefix = `bn-test:${process.pid}-${randomBytes(3).toString('hex')}:`;
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
    await Promise.all(dbs.splice(0).map((db) => db.drop()));
    if (reachable) {
      const r = new Redis(REDIS_TEST_URL);
      const keys = await r.keys(`${keyPrefix}*`);
      if (keys.length) await r.del(...keys);
      r.disconnect();
    }
  });

  it('two instances share the count through one EVAL per flush, and send no Redis command per request', async () => {
    if (!reachable) return console.warn(`[api tests] Redis unreachable at ${REDIS_TEST_URL}: skipping the Redis news-read limit test.`);
    const start = async () => {
      const db = await createTestDatabase('sqlite');
      dbs.push(db);
      const t = await startApp({ ...db.env, ...ENV, REDIS_URL: REDIS_TEST_URL, REDIS_KEY_PREFIX: keyPrefix });
      apps.push(t);
      for (let i = 0; i < 40 && (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode !== 200; i++)
        await new Promise((r) => setTimeout(r, 50));
      return t;
    };
    const [a, b] = [await start(), await start()];
    const [pageA, pageB] = [await ownerWithNews(a), await ownerWithNews(b)];
    const client = a.app.get(RedisConnection).client!;
    const commands = jest.spyOn(client, 'sendCommand');
    const ip = '203.0.113.40';
    const limitCommands = () => commands.mock.calls.filter(([c]) => !['ping', 'publish'].includes(c.name)).map(([c]) => c.name);
    // 100 relatives far below the limit: no Redis command until the timer's flush, then one EVAL for all.
    for (let i = 0; i < 100; i++) expect((await read(a, pageA.code, `198.51.100.${i}`)).statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(limitCommands()).toEqual([]);
    await flush(a);
    expect(limitCommands()).toEqual(['eval']);
    // One address reading on both instances (past half the limit it is shared at once).
    expect([...(await statuses(a, pageA.code, ip, 3)), ...(await statuses(b, pageB.code, ip, 2))]).toEqual([200, 200, 200, 200, 200]);
    await flush(a);
    await flush(b);
    expect(await statuses(b, pageB.code, ip, 1)).toEqual([429]);
    expect(await statuses(a, pageA.code, ip, 1)).toEqual([200]);
    await flush(a);
    expect(await statuses(a, pageA.code, ip, 1)).toEqual([429]);
    const r = new Redis(REDIS_TEST_URL);
    expect(await r.get(`${keyPrefix}rl:news-read:${ip}`)).toBe('6');
    expect(await r.pttl(`${keyPrefix}rl:news-read:${ip}`)).toBeGreaterThan(50_000);
    r.disconnect();
    // Nothing in the database while Redis answers.
    expect(await rateLimitRows(a)).toEqual([]);
  }, 60_000);
});
