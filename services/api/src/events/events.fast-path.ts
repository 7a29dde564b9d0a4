import { API_PREFIX, eventReadRoute } from '@babynews/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { nestPath } from '../common/api-route';
import type { EventReadService } from './event-read.service';

/** Route pattern of the public news read (`eventReadRoute`), as Fastify knows it (global prefix included). */
export const FETCH_INFO_ROUTE = `${API_PREFIX}/${nestPath(eventReadRoute.path)}`;

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Fast path of the anonymous news read (`eventReadRoute`, spec §7): a
 * same-origin GET without an Authorization header is answered from a Fastify onRequest hook with
 * `EventReadService.publicBytes(code)` — the read `EventsController` makes, as the bytes the cache encoded
 * once (a read re-encoding its 4–5 kB of Korean text cost about a sixth of its time) — skipping Nest's
 * handler pipeline (no guard, pipe or interceptor applies to that read anyway); `npm run bench`
 * measures this path. Only successful reads are answered here: an unknown code or a failure
 * continues to `EventsController`, which reads again and lets the global exception filter write
 * the error, so error bodies and logs come from one place. Signed-in and cross-origin (CORS)
 * callers always continue to the controller.
 */
export function registerEventsFastPath(fastify: FastifyInstance, eventRead: EventReadService): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const { headers } = request;
    if (request.routeOptions.url !== FETCH_INFO_ROUTE || request.method !== 'GET' || headers.authorization !== undefined || headers.origin !== undefined) {
      return done();
    }
    let body: ReturnType<EventReadService['publicBytes']>;
    try {
      body = eventRead.publicBytes((request.params as { code: string }).code);
    } catch {
      return done();
    }
    if (!(body instanceof Promise)) return send(reply, body);
    body.then(
      (bytes) => send(reply, bytes),
      () => done(),
    );
  });
}

function send(reply: FastifyReply, bytes: Buffer): void {
  reply.status(200).header('content-type', JSON_TYPE).send(bytes);
}
