import type { FastifyInstance } from 'fastify';
import { addressKey } from '../common/address-key';
import { DomainError } from '../common/domain-error';
import { toApiError } from '../common/app-exception.filter';
import { FETCH_INFO_ROUTE } from './events.fast-path';
import type { BatchedAddressLimit } from '../common/batched-address-limit';
import { ADDRESS_WINDOW_MS } from '../common/shared-address-window';

/** Length of one counting window of the news-read limit (ms): the one-minute window of every per-address limit. */
export const EVENT_READ_WINDOW_MS = ADDRESS_WINDOW_MS;

/** Key prefix of the news-read counts in Redis (after REDIS_KEY_PREFIX) and in `rate_limit`. */
export const EVENT_READ_KEY_PREFIX = 'rl:news-read';

const limits = new WeakMap<FastifyInstance, BatchedAddressLimit>();

/**
 * The public news read's own per-address limit (ARCHITECTURE §5; `NEWS_READ_RATE_LIMIT_PER_MINUTE`,
 * default 1200, 0 = off): a Fastify hook registered before the fast path counts every
 * `GET /api/event/fetchInfoByCode/{code}` once, whichever path answers it, and answers 429
 * `RATE_LIMITED` (with `retry-after`, s) past the limit. Decided in memory (`limit`, a
 * `BatchedAddressLimit`): no Redis or database write per request or per new address; the counts are
 * flushed in batches every `NEWS_READ_RATE_LIMIT_SYNC_MS` and shared by every instance that way
 * (approximately: see `BatchedAddressLimit`). Generous on purpose: relatives behind one carrier address
 * open the same page many times; this only stops one address from scraping or flooding the read. The
 * generic throttler skips this route (it is answered before Nest's guards on the fast path).
 * `onRefused` is told of each refusal (the metrics, ARCHITECTURE "Metrics").
 */
export function registerEventReadLimit(fastify: FastifyInstance, limit: BatchedAddressLimit, onRefused: () => void = () => undefined): void {
  limits.set(fastify, limit);
  const body = JSON.stringify(toApiError(new DomainError('RATE_LIMITED')));
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url !== FETCH_INFO_ROUTE || limit.hit(addressKey(request.ip))) return done();
    onRefused();
    void reply
      .status(429)
      .header('content-type', 'application/json; charset=utf-8')
      .header('retry-after', String(limit.retryAfterSeconds(addressKey(request.ip))))
      .send(body);
  });
  fastify.addHook('onClose', (_instance, done) => {
    limit.close();
    done();
  });
}

/** The news-read limit of an application's Fastify instance (tests flush it), or undefined when off. */
export function eventReadLimitOf(fastify: FastifyInstance): BatchedAddressLimit | undefined {
  return limits.get(fastify);
}
