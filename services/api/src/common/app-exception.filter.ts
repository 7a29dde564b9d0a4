import { ArgumentsHost, Catch, ExceptionFilter, HttpException, type LoggerService } from '@nestjs/common';
import { ApiError, firstMessage, MSG } from '@babynews/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { ZodError } from 'zod';

/** Something that can answer a 404 itself, e.g. the SPA fallback of `web/` for HTML page requests. */
export interface NotFoundFallback {
  handles(request: FastifyRequest): boolean;
  serve(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

const HANGUL = /[\u3131-\uD79D]/;

/** Korean message for a status whose exception carried no Korean text (e.g. framework errors). */
function defaultMessage(status: number): string {
  switch (status) {
    case 400:
    case 415:
      return MSG.common.malformedBody;
    case 401:
      return MSG.common.unauthorized;
    case 403:
      return MSG.common.forbidden;
    case 404:
      return MSG.common.notFound;
    case 413:
      return MSG.common.payloadTooLarge;
    case 429:
      return MSG.common.tooMany;
    case 503:
      return MSG.common.unavailable;
    default:
      return status >= 500 ? MSG.common.server : MSG.common.badRequest;
  }
}

/**
 * Maps any thrown value to the JSON error body of DESIGN §4 `{statusCode, message, error}`:
 * HttpExceptions keep their status (and their message when it is Korean), zod errors are 400
 * with `firstMessage`, Fastify client errors (bad JSON, too large, bad media type) keep their 4xx,
 * anything else is a 500 with a generic Korean message (logged, never echoed).
 */
export function toApiError(exception: unknown): ApiError {
  let status = 500;
  let message: string | undefined;
  if (exception instanceof ZodError) {
    status = 400;
    message = firstMessage(exception);
  } else if (exception instanceof HttpException) {
    status = exception.getStatus();
    const response = exception.getResponse();
    const raw = typeof response === 'string' || Array.isArray(response) ? response : (response as { message?: unknown }).message;
    const text = Array.isArray(raw) ? raw[0] : raw;
    if (typeof text === 'string' && HANGUL.test(text)) message = text;
  } else if (isClientError(exception)) {
    status = exception.statusCode;
  }
  return { statusCode: status, message: message ?? defaultMessage(status), error: STATUS_CODES[status] ?? 'Error' };
}

function isClientError(e: unknown): e is { statusCode: number } {
  const code = (e as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 500;
}

/** Global filter: JSON error bodies for every failure; 404s of HTML page requests go to the fallback. */
@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly logger: LoggerService,
    private readonly fallback?: NotFoundFallback,
  ) {}

  async catch(exception: unknown, host: ArgumentsHost): Promise<void> {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const body = toApiError(exception);
    if (body.statusCode === 404 && this.fallback?.handles(request)) {
      await this.fallback.serve(request, reply);
      return;
    }
    if (body.statusCode >= 500) {
      const err = exception instanceof Error ? exception : new Error(String(exception));
      this.logger.error({ err, reqId: request.id, statusCode: body.statusCode, msg: 'request failed' }, AppExceptionFilter.name);
    }
    if (reply.sent) return;
    reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
