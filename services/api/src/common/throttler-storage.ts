import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterFactory } from './rate-limiters';
import type { SharedAddressWindow } from './shared-address-window';

/**
 * Storage of the per-address request limits of `@nestjs/throttler` (`throttlerOptions`, ARCHITECTURE §5
 * rate limits) on `rate-limiter-flexible`, one limiter per (throttler, limit, ttl, block) built by
 * `RateLimiterFactory` (`common/rate-limiters.ts`):
 * - with REDIS_URL, every API instance counts in the same Redis keys (`<REDIS_KEY_PREFIX>rl:…`), so an
 *   address gets the limit once, not once per instance; while Redis is away the counts go to the
 *   database (`rate_limit`), which every instance shares, so the limit still holds;
 * - when the database fails too, each instance counts in its own memory and requests keep being served.
 *
 * Two ways of counting, by limit:
 * - the generic limit (`genericLimit`, RATE_LIMIT_PER_MINUTE, on every route that is not marked
 *   `StrictRateLimit`) is a flood brake on the busiest routes (reserve, wish-list reads): it is decided
 *   in the process from the store's last total plus this process's unsent hits (`SharedAddressWindow`),
 *   and the hits reach the store in the background, so no request waits for a Redis round trip. Exact for one instance; several instances may let an address a few requests
 *   past it. Past the limit, requests are refused until the window ends. Without REDIS_URL it counts
 *   in this process's memory (one instance: a database transaction per request would cost a
 *   reservation burst more than the reservations themselves; `npm run bench -- reserve`).
 * - every other limit (the strict one: sign-in, sign-up checks, PIN calls) is counted in the store
 *   before the request goes on, exactly across instances: fixed windows of `ttl` ms, `limit` hits,
 *   then `blockDuration` ms of refusal. Without REDIS_URL its store is the database (instances on one
 *   database agree; counts survive a restart).
 */
@Injectable()
export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  private readonly windows = new Map<string, SharedAddressWindow>();

  /**
   * @param factory the store chain of `common/rate-limiters.ts`
   * @param genericLimit hits per window of the generic limit (RATE_LIMIT_PER_MINUTE): the one counted
   *   through a local pre-count; any other limit value is counted exactly
   * @param onRefused told of each refused hit: 'default' (the generic limit) or 'strict' (the metrics, ARCHITECTURE "Metrics")
   */
  constructor(
    private readonly factory: RateLimiterFactory,
    private readonly genericLimit: number,
    private readonly onRefused: (limit: 'default' | 'strict') => void = () => undefined,
  ) {}

  /**
   * Counts one hit of `key` (the throttler's hash of route and client address).
   * @param ttl window (ms) @param limit hits allowed per window @param blockDuration refusal after the limit (ms)
   * @returns the hit count of the window and the seconds until it (or the block) ends.
   */
  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    if (limit === this.genericLimit) return this.preCounted(key, ttl, limit, throttlerName);
    const limiter = this.limiterFor(throttlerName, ttl, limit, blockDuration);
    let res: RateLimiterRes;
    try {
      res = await limiter.consume(key);
    } catch (rejected) {
      if (!(rejected instanceof RateLimiterRes)) throw rejected;
      res = rejected;
    }
    const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    const isBlocked = res.consumedPoints > limit;
    if (isBlocked) this.onRefused('strict');
    return { totalHits: res.consumedPoints, timeToExpire: seconds, isBlocked, timeToBlockExpire: isBlocked ? seconds : 0 };
  }

  /** The generic limit's answer, decided in the process (see the class comment). */
  private preCounted(key: string, ttl: number, limit: number, name: string): ThrottlerStorageRecord {
    const id = `${name}:${limit}:${ttl}:window`;
    let window = this.windows.get(id);
    if (!window) {
      window = this.factory.preCount(limit, this.limiterFor(name, ttl, limit, 0, 'memory'), ttl);
      this.windows.set(id, window);
    }
    const allowed = window.hit(key);
    if (!allowed) this.onRefused('default');
    const seconds = window.retryAfterSeconds(key);
    return allowed
      ? { totalHits: window.hits(key), timeToExpire: seconds, isBlocked: false, timeToBlockExpire: 0 }
      : { totalHits: limit + 1, timeToExpire: seconds, isBlocked: true, timeToBlockExpire: seconds };
  }

  private limiterFor(name: string, ttl: number, limit: number, blockDuration: number, withoutRedis: 'database' | 'memory' = 'database'): RateLimiterAbstract {
    const id = `${name}:${limit}:${ttl}:${blockDuration}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.factory.create(
        { points: limit, duration: Math.max(1, Math.ceil(ttl / 1000)), blockDuration: Math.ceil(blockDuration / 1000), keyPrefix: `rl:${id}` },
        { withoutRedis },
      );
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
