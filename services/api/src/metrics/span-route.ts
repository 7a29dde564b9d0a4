import type { FastifyInstance } from 'fastify';
import { tracingRuntime, type TracingRuntime } from './tracing-runtime';

/**
 * Names the HTTP server span of each traced request by its route (ARCHITECTURE "Metrics" → Spans): an
 * `onRequest` hook that hands the router's template (`/api/wish/reserve/:wishId`, never the concrete path)
 * to `TracingRuntime.nameServerSpan`, which the HTTP instrumentation turns into `http.route` and the span's
 * name (`POST /api/wish/reserve/:wishId`). Added before every other hook, so it runs before the news read's
 * fast path answers. A request that matched no route keeps the bare method as its name. Adds nothing when
 * tracing is off (`runtime` null).
 */
export function registerSpanRoutes(fastify: FastifyInstance, runtime: TracingRuntime | null = tracingRuntime()): void {
  if (!runtime) return;
  fastify.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    if (route !== undefined) runtime.nameServerSpan(request.raw, route);
    done();
  });
}
