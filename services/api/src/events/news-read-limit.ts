import type { FastifyInstance } from 'fastify';
import { DomainError } from '../common/domain-error';
import { toApiError } from '../common/app-exception.filter';
import { FETCH_INFO_ROUTE } from './events.fast-path';
import { ADDRESS_WINDOW_MS, SharedAddressWindow, type HitStore } from '../common/shared-address-window';

/** Length of one counting window of the news-read limit (ms): the one-minute window of every per-address limit. */
export const NEWS_READ_WINDOW_MS = ADDRESS_WINDOW_MS;
/**
 * The public news read's own per-address limit (ARCHITECTURE §5; `NEWS_READ_RATE_LIMIT_PER_MINUTE`,
 * default 1200, 0 = off): a Fastify hook registered before the fast path counts every
 * `GET /api/event/fetchInfoByCode/{code}` once, whichever path answers it, and answers 429
 * `RATE_LIMITED` past the limit. Counted in `store` (with REDIS_URL: Redis, then the database while
 * Redis is away; without: the database), shared by every instance, through a local pre-count
 * (`SharedAddressWindow`) so the read never waits for the store. Generous on purpose: relatives
 * behind one carrier address open the same page many times; this only stops one address from
 * scraping or flooding the read. The generic throttler skips this route (it is answered before Nest's
 * guards on the fast path).
 * @returns the window (tests wait on `settled()`), or null when the limit is off.
 */
export function registerNewsReadLimit(
  fastify: FastifyInstance,
  limitPerMinute: number,
  store: HitStore,
  now: () => number = Date.now,
): SharedAddressWindow | null {
  if (limitPerMinute <= 0) return null;
  const window = new SharedAddressWindow(limitPerMinute, store, NEWS_READ_WINDOW_MS, now);
  const body = JSON.stringify(toApiError(new DomainError('RATE_LIMITED')));
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url !== FETCH_INFO_ROUTE || window.hit(request.ip)) return done();
    void reply
      .status(429)
      .header('content-type', 'application/json; charset=utf-8')
      .header('retry-after', String(window.retryAfterSeconds(request.ip)))
      .send(body);
  });
  fastify.addHook('onClose', (_instance, done) => {
    window.close();
    done();
  });
  return window;
}
