import { Injectable } from '@nestjs/common';
import { LIMITS_GUESTBOOK, type ErrorCode } from '@babynews/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainError } from '../common/domain-error';
import { RateLimiterFactory } from '../common/rate-limiters';

const L = LIMITS_GUESTBOOK;

/**
 * The two limits on new guestbook entries (ARCHITECTURE "Guestbook", §5 rate limits), on the shared limiter
 * chain (`RateLimiterFactory`: Redis with REDIS_URL, else the database's `rate_limit`), so every instance
 * counts in the same place and counts survive a restart:
 * - per client address (`addressKey`): LIMITS_GUESTBOOK.guestbookPostsPerAddress per guestbookAddressWindowMs;
 * - per news page: LIMITS_GUESTBOOK.guestbookPostsPerEvent per guestbookEventWindowMs (a fixed window that
 *   starts with the page's first post of the day).
 * Windows are fixed (rate-limiter-flexible's): a window's count starts at its first post and ends with it.
 */
@Injectable()
export class GuestbookPostLimits {
  private readonly perAddress: RateLimiterAbstract;
  private readonly perEvent: RateLimiterAbstract;

  constructor(limiters: RateLimiterFactory) {
    const addressSeconds = L.guestbookAddressWindowMs / 1000;
    const eventSeconds = L.guestbookEventWindowMs / 1000;
    this.perAddress = limiters.create({
      points: L.guestbookPostsPerAddress,
      duration: addressSeconds,
      keyPrefix: `rl:guestbook-address:${L.guestbookPostsPerAddress}:${addressSeconds}`,
    });
    this.perEvent = limiters.create({
      points: L.guestbookPostsPerEvent,
      duration: eventSeconds,
      keyPrefix: `rl:guestbook-event:${L.guestbookPostsPerEvent}:${eventSeconds}`,
    });
  }

  /**
   * Counts one post from client `address` on news page `eventId`: the address first (a flooding client is
   * refused before it spends the page's allowance), then the page.
   * @throws DomainError `GUESTBOOK_RATE_LIMITED` (429) past the address's limit, `GUESTBOOK_DAILY_LIMIT` (429)
   *   past the page's.
   */
  async count(address: string, eventId: number): Promise<void> {
    await consume(this.perAddress, address, 'GUESTBOOK_RATE_LIMITED');
    await consume(this.perEvent, String(eventId), 'GUESTBOOK_DAILY_LIMIT');
  }
}

/** One point of `limiter` under `key`; a refusal (not an Error: a store failure goes to the insurance limiter) throws `code`. */
async function consume(limiter: RateLimiterAbstract, key: string, code: ErrorCode): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (err) {
    if (err instanceof Error) throw err;
    throw new DomainError(code);
  }
}
