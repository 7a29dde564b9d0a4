import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import { createTestDatabase, describeOnMariaDb, startApp, testDatabases, type TestApp, type TestDatabase } from '../../test/harness';
import { bearer, newsBody, ownerWithNews } from '../../test/helpers';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { REDIS_TEST_URL, redisReachable } from '../../test/redis-test';
import { until } from '@babynews/testing';

const ci = process.env.CI === 'true' || process.env.CI === '1';

/** Deletes every key under `prefix` (the test's own). */
async function dropKeys(prefix: string): Promise<void> {
  const r = new Redis(REDIS_TEST_URL);
  try {
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
  } finally {
    r.disconnect();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const prefix = () => `bn-test:${process.pid}-${randomBytes(3).toString('hex')}:`;
const emailCheck = (t: TestApp, ip = '203.0.113.50') =>
  t.app.inject({ method: 'POST', url: '/api/register/emailCheck', payload: { email: `x${randomBytes(3).toString('hex')}@example.com` }, remoteAddress: ip });

let reachable = false;
beforeAll(async () => {
  reachable = await redisReachable();
  if (!reachable) {
    if (ci)
      throw new Error(`Redis is required when CI=true but ${REDIS_TEST_URL} is unreachable (apt-get install -y redis-server; redis-server --daemonize yes).`);
    console.warn(`[api tests] Redis unreachable at ${REDIS_TEST_URL}: skipping the Redis suites.`);
  }
});

// ARCHITECTURE §5 several instances: rate limits and "news changed" shared through Redis.
describeOnMariaDb('two instances sharing Redis (%s)', (kind) => {
  let db: TestDatabase;
  const apps: TestApp[] = [];
  const keyPrefix = prefix();
  const start = async (env: Record<string, string> = {}) => {
    const t = await startApp({ ...db.env, SIGN_IN_RATE_LIMIT_PER_MINUTE: '4', EVENT_CACHE_TTL_MS: '600000', ...env });
    apps.push(t);
    return t;
  };
  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
    await db.drop();
    if (reachable) await dropKeys(keyPrefix);
  });

  it('the strict per-address limit counts the requests of both instances', async () => {
    if (!reachable) return;
    const redis = { REDIS_URL: REDIS_TEST_URL, REDIS_KEY_PREFIX: keyPrefix };
    const [a, b] = [await start(redis), await start(redis)];
    const statuses = [];
    for (const t of [a, b, a, b, a]) statuses.push((await emailCheck(t!)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const refused = await emailCheck(b!);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // The count is in Redis (the database, the fallback store, holds none of it).
    const r = new Redis(REDIS_TEST_URL);
    expect(await r.keys(`${keyPrefix}rl:default:*`)).not.toEqual([]);
    r.disconnect();
    expect(await a!.app.get(DataSource).query('SELECT `key` FROM rate_limit')).toEqual([]);
    // Without Redis the instances count together in the database (common/rate-limiters.int.spec.ts).
    const [c, d] = [await start(), await start()];
    const local = [];
    for (const t of [c, d, c, d, c, d]) local.push((await emailCheck(t!, '203.0.113.51')).statusCode);
    expect(local).toEqual([200, 200, 200, 200, 429, 429]);
  }, 60_000);

  it('a news page edited through one instance is fresh in the other instance on the next read', async () => {
    if (!reachable) return;
    const redis = { REDIS_URL: REDIS_TEST_URL, REDIS_KEY_PREFIX: keyPrefix };
    const [a, b] = [await start(redis), await start(redis)];
    const [plainA, plainB] = [await start(), await start()];
    const read = async (t: TestApp, code: string) => (await t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${code}` })).json().title;
    const edit = async (t: TestApp, code: string, token: string, title: string) =>
      expect((await t.app.inject({ method: 'PUT', url: `/api/event/update/${code}`, headers: bearer(token), payload: newsBody({ title }) })).statusCode).toBe(
        200,
      );

    const owner = await ownerWithNews(a!, { title: '처음 제목' });
    expect(await read(b!, owner.code)).toBe('처음 제목'); // cached in B for 10 minutes
    expect(await read(plainB!, owner.code)).toBe('처음 제목');
    await edit(a!, owner.code, owner.token, '바뀐 제목');
    // The PUBLISH travels through Redis: B's copy goes once the message arrives (without it, never within the TTL).
    await until(async () => (await read(b!, owner.code)) === '바뀐 제목', { tries: 200 });
    expect(await read(b!, owner.code)).toBe('바뀐 제목');
    // Control: instances without Redis keep their copy until EVENT_CACHE_TTL_MS.
    await edit(plainA!, owner.code, owner.token, '또 바뀐 제목');
    expect(await read(plainB!, owner.code)).toBe('처음 제목');
  }, 60_000);
});

describe.each(testDatabases())('when Redis goes away (%s)', (kind) => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let t: TestApp;
  const keyPrefix = prefix();
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    if (!reachable) return;
    const url = new URL(REDIS_TEST_URL);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
    url.host = `127.0.0.1:${proxy.port}`;
    t = await startApp({ ...db.env, REDIS_URL: url.toString(), REDIS_KEY_PREFIX: keyPrefix, SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' });
    for (let i = 0; i < 40 && !(await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json().info?.redis; i++) await sleep(50);
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await db.drop();
    if (reachable) await dropKeys(keyPrefix);
  });

  it('requests keep being served with the limits in the database, readiness says 503 and the log says so once; all back when Redis returns', async () => {
    if (!reachable) return;
    const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect((await ready()).json()).toMatchObject({ status: 'ok', info: { redis: { status: 'up' } } });

    // Which pino stream a log line reaches depends on nestjs-pino's process-wide root (the first app of the
    // jest worker), so the lines are counted at the logger.
    const warn = jest.spyOn(Logger.prototype, 'warn');
    const log = jest.spyOn(Logger.prototype, 'log');
    const said = (spy: jest.SpyInstance, text: string) => spy.mock.calls.filter((c) => String(c[0]).includes(text)).length;
    proxy.down('refuse');
    let down = await ready();
    for (let i = 0; i < 100 && down.statusCode !== 503; i++) {
      await sleep(20);
      down = await ready();
    }
    expect(down.statusCode).toBe(503);
    // Served, and the limit still holds (now counted in the database, shared by every instance).
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await emailCheck(t, '203.0.113.60')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await t.app.get(DataSource).query('SELECT points FROM rate_limit')).toEqual([{ points: 4 }]);
    expect(said(warn, 'Redis unreachable')).toBe(1);

    proxy.up();
    let status = 0;
    for (let i = 0; i < 40 && status !== 200; i++) {
      await sleep(100);
      status = (await ready()).statusCode;
    }
    expect(status).toBe(200);
    expect(said(log, 'Redis reachable again')).toBe(1);
    expect(said(warn, 'Redis unreachable')).toBe(1);
    jest.restoreAllMocks();
    expect((await emailCheck(t, '203.0.113.61')).statusCode).toBe(200);
  }, 60_000);
});
