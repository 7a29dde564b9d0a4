import { Injectable } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RedisConnection } from '../database/redis';

/**
 * Storage of the per-address request limits of `@nestjs/throttler` (`throttlerOptions`, ARCHITECTURE §5
 * rate limits) on `rate-limiter-flexible`:
 * - with REDIS_URL, one `RateLimiterRedis` per (throttler, limit, ttl): every API instance counts in
 *   the same Redis keys (`<REDIS_KEY_PREFIX>rl:…`), so an address gets the limit once, not once per
 *   instance;
 * - its `insuranceLimiter` is a `RateLimiterMemory` of the same shape: while Redis is away
 *   (`rejectIfRedisNotReady`), each instance counts in its own memory and requests keep being served;
 * - without REDIS_URL, only the in-memory limiter (one instance, today's behaviour).
 * Limits are fixed windows of `ttl` ms; `limit` hits per window; `blockDuration` ms of refusal after.
 */
@Injectable()
export class SharedThrottlerStorage implements ThrottlerStorage {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly redis: RedisConnection) {}

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
      const shape = { points: limit, duration: Math.max(1, Math.ceil(ttl / 1000)), blockDuration: Math.ceil(blockDuration / 1000), keyPrefix: `rl:${id}` };
      const memory = new RateLimiterMemory(shape);
      limiter = this.redis.client
        ? new RateLimiterRedis({
            ...shape,
            keyPrefix: `${this.redis.keyPrefix}rl:${id}`,
            storeClient: this.redis.client,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}
