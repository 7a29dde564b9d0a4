import { NotFoundException } from '@nestjs/common';
import { MSG } from '@babynews/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toApiError } from '../common/app-exception.filter';
import type { EventsService } from './events.service';

/** Route pattern of the public news read, as Fastify knows it (global prefix included). */
export const FETCH_INFO_ROUTE = '/api/event/fetchInfoByCode/:code';

const JSON_TYPE = 'application/json; charset=utf-8';
const NOT_FOUND = JSON.stringify(toApiError(new NotFoundException(MSG.event.notFound)));

/**
 * Fast path of the anonymous news read (issue 2 §6): a same-origin GET without an Authorization
 * header is answered from a Fastify hook — cached JSON, or one join query on a miss — skipping
 * Nest's handler pipeline (no guard, pipe or interceptor applies to that read anyway). Signed-in
 * and cross-origin (CORS) callers continue to `EventsController`. Errors reach the global filter.
 */
export function registerEventsFastPath(fastify: FastifyInstance, events: EventsService): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const { headers } = request;
    if (request.routeOptions.url !== FETCH_INFO_ROUTE || request.method !== 'GET' || headers.authorization !== undefined || headers.origin !== undefined) {
      return done();
    }
    const found = events.findEntry((request.params as { code: string }).code);
    if (!(found instanceof Promise)) return send(reply, found?.json);
    found.then((entry) => send(reply, entry?.json), done);
  });
}

function send(reply: FastifyReply, json: string | undefined): void {
  reply
    .status(json === undefined ? 404 : 200)
    .header('content-type', JSON_TYPE)
    .send(json ?? NOT_FOUND);
}
