import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { RouteRedactor } from './route-redaction';

/**
 * Logs every finished request as one JSON line `{req: {id, method, url}, res: {statusCode},
 * responseTime}` (URL redacted by the route's parameters, `RouteRedactor.url`; no headers, no
 * bodies): level info, warn for 4xx, error for 5xx.
 */
export function registerAccessLog(fastify: FastifyInstance, access: Logger, redactor: RouteRedactor): void {
  if (!access.isLevelEnabled('info') && !access.isLevelEnabled('warn')) return;
  fastify.addHook('onResponse', (request, reply, done) => {
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    if (access.isLevelEnabled(level)) {
      access[level](
        {
          req: { id: request.id, method: request.method, url: redactor.url(request) },
          res: { statusCode: status },
          responseTime: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      );
    }
    done();
  });
}
