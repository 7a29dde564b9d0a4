import { BadRequestException, HttpException, NotFoundException, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ERROR_CODES, MSG, joinSchema } from '@babynews/contracts';
import { codeForStatus, toApiError } from './app-exception.filter';
import { DomainError } from './domain-error';

describe('toApiError (ARCHITECTURE §4.19 error body)', () => {
  it('writes a DomainError from the table: status, code, Korean message, reason phrase', () => {
    expect(toApiError(new DomainError('EMAIL_TAKEN'))).toEqual({ statusCode: 409, code: 'EMAIL_TAKEN', message: MSG.auth.emailTaken, error: 'Conflict' });
    expect(toApiError(new DomainError('RESERVATION_LOCKED'))).toEqual({
      statusCode: 429,
      code: 'RESERVATION_LOCKED',
      message: MSG.reserve.locked,
      error: 'Too Many Requests',
    });
  });

  it("keeps a DomainError's chosen message and never shows its developer detail", () => {
    const social = new DomainError('SOCIAL_PROVIDER_ERROR', { message: MSG.auth.googleFailed, detail: 'secret: token endpoint said 500' });
    expect(toApiError(social)).toEqual({ statusCode: 502, code: 'SOCIAL_PROVIDER_ERROR', message: MSG.auth.googleFailed, error: 'Bad Gateway' });
    expect(JSON.stringify(toApiError(social))).not.toContain('secret');
  });

  it('maps zod errors to VALIDATION_FAILED with the first Korean message', () => {
    const parsed = joinSchema.safeParse({ username: '', password: 'x', email: 'a@b.co', displayName: 'n' });
    expect(parsed.success).toBe(false);
    expect(toApiError(parsed.error)).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message: MSG.auth.usernameRequired, error: 'Bad Request' });
  });

  it('answers framework exceptions with the generic code of their status, never their English or Korean text', () => {
    expect(toApiError(new NotFoundException('Cannot GET /api/x'))).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: MSG.common.notFound,
      error: 'Not Found',
    });
    expect(toApiError(new UnauthorizedException('권한 없음'))).toMatchObject({ code: 'UNAUTHENTICATED', message: MSG.common.unauthorized });
    expect(toApiError(new BadRequestException('Unexpected token } in JSON'))).toMatchObject({
      statusCode: 400,
      code: 'MALFORMED_BODY',
      message: MSG.common.malformedBody,
    });
    expect(toApiError(new ThrottlerException())).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', message: MSG.common.tooMany });
    expect(toApiError(new ServiceUnavailableException({ status: 'error' }))).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(toApiError(new HttpException('teapot', 418))).toMatchObject({ statusCode: 400, code: 'MALFORMED_BODY' });
    expect(toApiError(new HttpException('bad gateway', 502))).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
  });

  it('maps raw Fastify client errors by status and hides everything else behind INTERNAL_ERROR', () => {
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(toApiError(tooLarge)).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: MSG.common.payloadTooLarge, error: 'Payload Too Large' });
    const mediaType = Object.assign(new Error('Unsupported Media Type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
    expect(toApiError(mediaType)).toEqual({
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: MSG.common.malformedBody,
      error: 'Unsupported Media Type',
    });
    expect(toApiError(new Error('SQLITE_BUSY: secret details'))).toEqual({
      statusCode: 500,
      code: 'INTERNAL_ERROR',
      message: MSG.common.server,
      error: 'Internal Server Error',
    });
    expect(toApiError('a string')).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
    expect(toApiError(Object.assign(new Error('x'), { statusCode: 503 }))).toMatchObject({ statusCode: 500, code: 'INTERNAL_ERROR' });
  });

  it('codeForStatus names only codes of the table, whose status is that of the code', () => {
    for (const status of [400, 401, 403, 404, 405, 413, 415, 429, 500, 503]) {
      const code = codeForStatus(status);
      expect(ERROR_CODES[code]).toBeDefined();
    }
    expect([400, 401, 403, 404, 413, 415, 429, 503].map((s) => ERROR_CODES[codeForStatus(s)].status)).toEqual([400, 401, 403, 404, 413, 415, 429, 503]);
  });
});
