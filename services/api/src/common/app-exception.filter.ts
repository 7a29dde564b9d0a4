import { ArgumentsHost, Catch, ExceptionFilter, HttpException, type LoggerService } from '@nestjs/common';
import { ERROR_CODES, firstMessage, type ApiError, type ErrorCode } from '@babynews/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { ZodError } from 'zod';
import { DomainError } from './domain-error';
import { serializeError } from './error-serializer';
import { scrub, type RouteRedactor } from './route-redaction';

/** Something that can answer a 404 itself, e.g. the SPA fallback of `web/` for HTML page requests. */
export interface NotFoundFallback {
  handles(request: FastifyRequest): boolean;
  serve(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/**
 * Generic code of an error our code did not throw as a `DomainError`: Nest's own exceptions
 * (unknown route 404, throttler 429, terminus 503) and Fastify's client errors (bad JSON 400,
 * wrong media type 415, body too large 413), chosen by HTTP status (ARCHITECTURE §4.19). Any other 4xx
 * is MALFORMED_BODY, any other status INTERNAL_ERROR.
 */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'MALFORMED_BODY';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'SERVICE_UNAVAILABLE';
    default:
      return status >= 400 && status < 500 ? 'MALFORMED_BODY' : 'INTERNAL_ERROR';
  }
}

/**
 * Maps any thrown value to the JSON error body `{statusCode, code, message, error}` of ARCHITECTURE §4.19:
 * - `DomainError` → its code, its status (the table's, but for CONSENT_REQUIRED's renewal), message = its `userMessage` (Korean);
 * - `ZodError` → `VALIDATION_FAILED` with the first issue's Korean message;
 * - framework errors (Nest `HttpException`, Fastify errors with a 4xx `statusCode`) → the generic
 *   code of their status (`codeForStatus`) with the table's Korean message, never their English text;
 * - anything else → `INTERNAL_ERROR` (500); the caller logs it, nothing of it is echoed.
 */
export function toApiError(exception: unknown): ApiError {
  if (exception instanceof DomainError) return body(exception.code, exception.userMessage, exception.status);
  if (exception instanceof ZodError) return body('VALIDATION_FAILED', firstMessage(exception));
  if (exception instanceof HttpException) return body(codeForStatus(exception.getStatus()));
  if (isClientError(exception)) return body(codeForStatus(exception.statusCode));
  return body('INTERNAL_ERROR');
}

function body(code: ErrorCode, message: string = ERROR_CODES[code].message, statusCode: number = ERROR_CODES[code].status): ApiError {
  return { statusCode, code, message, error: STATUS_CODES[statusCode] ?? 'Error' };
}

function isClientError(e: unknown): e is { statusCode: number } {
  const code = (e as { statusCode?: unknown } | null)?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 500;
}

/**
 * Global filter: JSON error bodies (`toApiError`) for every failure; 404s of HTML page requests go
 * to the fallback. 5xx answers are logged with the developer detail (the error, its `detail` and cause)
 * and the URL as `RouteRedactor.url` gives it; the request's own share code, reservation and pledge
 * ids and other sensitive fields (`RouteRedactor.secrets`) are scrubbed from the line (ARCHITECTURE §5 logs).
 */
@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly logger: LoggerService,
    private readonly fallback?: NotFoundFallback,
    private readonly redactor?: RouteRedactor,
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
      const line = { err: serializeError(err), reqId: request.id, url: this.redactor?.url(request), statusCode: body.statusCode, code: body.code };
      this.logger.error({ ...scrub(line, this.redactor?.secrets(request) ?? []), msg: 'request failed' }, AppExceptionFilter.name);
    }
    if (reply.sent) return;
    reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
