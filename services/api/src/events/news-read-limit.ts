import type { FastifyInstance } from 'fastify';
import { DomainError } from '../common/domain-error';
import { toApiError } from '../common/app-exception.filter';
import { FETCH_INFO_ROUTE } from './events.fast-path';

/** Length of one counting window of the news-read limit (ms). */
export const NEWS_READ_WINDOW_MS = 60_000;

/**
 * Fixed-window request counter per client address, in process memory. Generous limits only: a
 * window is forgotten whole when it ends, so at a window's edge an address may get up to twice the
 * limit. Memory is one map entry per address seen in the current window.
 */
export class PerAddressWindow {
  private readonly counts = new Map<string, number>();
  private windowStart: number;

  /**
   * @param limit requests allowed per address and window
   * @param windowMs window length (ms)
   * @param now clock (ms since the epoch), replaceable in tests
   */
  constructor(
    private readonly limit: number,
    private readonly windowMs = NEWS_READ_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.windowStart = now();
  }

  /** Counts one request of `address`; false when it is over the limit of the current window. */
  hit(address: string): boolean {
    const t = this.now();
    if (t - this.windowStart >= this.windowMs) {
      this.counts.clear();
      this.windowStart = t;
    }
    const count = (this.counts.get(address) ?? 0) + 1;
    this.counts.set(address, count);
    return count <= this.limit;
  }
}

/**
 * The public news read's own per-address limit (ARCHITECTURE §5; `NEWS_READ_RATE_LIMIT_PER_MINUTE`,
 * default 1200, 0 = off): a Fastify hook registered before the fast path counts every
 * `GET /api/event/fetchInfoByCode/{code}` once, whichever path answers it, and answers 429
 * `RATE_LIMITED` past the limit. Generous on purpose: relatives behind one carrier address open the
 * same page many times; this only stops one address from scraping or flooding the read. The generic
 * throttler skips this route (it is answered before Nest's guards on the fast path).
 */
export function registerNewsReadLimit(fastify: FastifyInstance, limitPerMinute: number, now: () => number = Date.now): void {
  if (limitPerMinute <= 0) return;
  const window = new PerAddressWindow(limitPerMinute, NEWS_READ_WINDOW_MS, now);
  const body = JSON.stringify(toApiError(new DomainError('RATE_LIMITED')));
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url !== FETCH_INFO_ROUTE || window.hit(request.ip)) return done();
    void reply
      .status(429)
      .header('content-type', 'application/json; charset=utf-8')
      .header('retry-after', String(NEWS_READ_WINDOW_MS / 1000))
      .send(body);
  });
}
