import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { RedisConnection } from '../database/redis';
import { createTestDatabase, startApp, testDatabases, type TestApp, type TestDatabase } from '../../test/harness';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { REDIS_TEST_URL, redisReachable } from '../../test/redis-test';
import { RATE_LIMIT_RETENTION_MS, RateLimiterFactory } from './rate-limiters';
import { until } from '@babynews/testing';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One call of a route under the strict limit (SIGN_IN_RATE_LIMIT_PER_MINUTE) from `ip`. */
const emailCheck = async (t: TestApp, ip: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/register/emailCheck',
      payload: { email: `x${randomBytes(3).toString('hex')}@example.com` },
      remoteAddress: ip,
    })
  ).statusCode;

/** Rows of the `rate_limit` table (the database-backed counters). */
const rows = (t: TestApp) => t.app.get(DataSource).query<Array<{ key: string; points: number }>>('SELECT `key`, points FROM rate_limit');

let reachable = false;
beforeAll(async () => {
  reachable = await redisReachable();
  if (!reachable && ci) throw new Error(`Redis is required when CI=true but ${REDIS_TEST_URL} is unreachable.`);
});

// ARCHITECTURE §5 rate limits: the database is the store without REDIS_URL and the insurance while Redis is away.
describe.each(testDatabases())('per-address limits in the database (%s)', (kind) => {
  let db: TestDatabase;
  let proxy: TcpProxy | undefined;
  const apps: TestApp[] = [];
  const keyPrefix = `bn-test:${process.pid}-${randomBytes(3).toString('hex')}:`;
  const start = async (env: Record<string, string> = {}) => {
    const t = await startApp({ ...db.env, SIGN_IN_RATE_LIMIT_PER_MINUTE: '4', ...env });
    apps.push(t);
    return t;
  };
  /** Two instances on the database (MariaDB); SQLite is one process by design, so one instance twice. */
  const pair = async (env: Record<string, string> = {}): Promise<[TestApp, TestApp]> => {
    const a = await start(env);
    return [a, kind === 'mariadb' ? await start(env) : a];
  };
  const closeAll = async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
  };
  beforeEach(async () => {
    db = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await closeAll();
    await proxy?.close();
    proxy = undefined;
    await db.drop();
    if (reachable) {
      const r = new Redis(REDIS_TEST_URL);
      const keys = await r.keys(`${keyPrefix}*`);
      if (keys.length) await r.del(...keys);
      r.disconnect();
    }
  });

  it('without REDIS_URL: the instances count together in `rate_limit` and a restart keeps the count', async () => {
    const [a, b] = await pair();
    const statuses = [];
    for (const t of [a, b, a, b, a, b]) statuses.push(await emailCheck(t, '203.0.113.70'));
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await rows(a)).toEqual(expect.arrayContaining([expect.objectContaining({ key: expect.stringMatching(/^rl:default:4:60000:/), points: 6 })]));
    // Another address is not affected.
    expect(await emailCheck(b, '203.0.113.71')).toBe(200);

    await closeAll();
    const restarted = await start();
    expect(await emailCheck(restarted, '203.0.113.70')).toBe(429);

    // Ended windows are pruned an hour after they end.
    const factory = restarted.app.get(RateLimiterFactory);
    await factory.prune(Date.now());
    expect(await rows(restarted)).toHaveLength(2);
    await factory.prune(Date.now() + 60_000 + RATE_LIMIT_RETENTION_MS + 1000);
    expect(await rows(restarted)).toEqual([]);
  }, 60_000);

  it('with Redis stopped: the limit falls back to the database and still counts the requests of both instances', async () => {
    if (!reachable) return console.warn(`[api tests] Redis unreachable at ${REDIS_TEST_URL}: skipping the Redis fallback test.`);
    const url = new URL(REDIS_TEST_URL);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
    url.host = `127.0.0.1:${proxy.port}`;
    const [a, b] = await pair({ REDIS_URL: url.toString(), REDIS_KEY_PREFIX: keyPrefix });
    for (const t of new Set([a, b]))
      for (let i = 0; i < 40 && (await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode !== 200; i++) await sleep(50);
    // Redis up: counted in Redis, nothing in the database.
    expect(await emailCheck(a, '203.0.113.80')).toBe(200);
    expect(await rows(a)).toEqual([]);

    proxy.down('refuse');
    // Until both instances have seen their Redis connection close (the limiters check exactly this).
    for (const t of new Set([a, b])) await until(() => !t.app.get(RedisConnection).available);
    for (const t of new Set([a, b])) expect(t.app.get(RedisConnection).available).toBe(false);
    const statuses = [];
    for (const t of [a, b, a, b, a, b]) statuses.push(await emailCheck(t, '203.0.113.81'));
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(await rows(b)).toEqual([expect.objectContaining({ key: expect.stringMatching(/^rl:default:4:60000:/), points: 6 })]);
  }, 60_000);
});
