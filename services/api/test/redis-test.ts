import Redis from 'ioredis';

/** The Redis of the tests (the machine's shared one: each suite only touches keys under its own prefix). */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/0';

/** True when REDIS_TEST_URL answers a PING within 2 s (the Redis suites skip, or fail with CI=true, otherwise). */
export async function redisReachable(): Promise<boolean> {
  const probe = new Redis(REDIS_TEST_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 2000 });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
