import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterFactory } from './rate-limiters';

/**
 * Storage of the per-address request limits of `@nestjs/throttler` (`throttlerOptions`, ARCHITECTURE §5
 * rate limits) on `rate-limiter-flexible`, one limiter per (throttler, limit, ttl, block) built by
 * `RateLimiterFactory` (`common/rate-limiters.ts`):
 * - with REDIS_URL, every API instance counts in the same Redis keys (`<REDIS_KEY_PREFIX>rl:…`), so an
 *   address gets the limit once, not once per instance; while Redis is away the counts go to the
 *   database (`rate_limit`), which every instance shares, so the limit still holds;
 * - without REDIS_URL, the database is the store (instances on one database agree; counts survive a
 *   restart);
 * - when the database fails too, each instance counts in its own memory and requests keep being served.
 * Limits are fixed windows of `ttl` ms; `limit` hits per window; `blockDuration` ms of refusal after.
 */
@Injectable()
export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly factory: RateLimiterFactory) {}

  /**
   * Counts one hit of `key` (the throttler's hash of route and client address).
   * @param ttl window (ms) @param limit hits allowed per window @param blockDuration refusal after the limit (ms)
   * @returns the hit count of the window and the seconds until it (or the block) ends.
   */
  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
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
    return { totalHits: res.consumedPoints, timeToExpire: seconds, isBlocked, timeToBlockExpire: isBlocked ? seconds : 0 };
  }

  private limiterFor(name: string, ttl: number, limit: number, blockDuration: number): RateLimiterAbstract {
    const id = `${name}:${limit}:${ttl}:${blockDuration}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = this.factory.create({
        points: limit,
        duration: Math.max(1, Math.ceil(ttl / 1000)),
        blockDuration: Math.ceil(blockDuration / 1000),
        keyPrefix: `rl:${id}`,
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
