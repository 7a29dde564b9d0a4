import { BadRequestException, ConflictException, HttpException, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { MSG, joinSchema } from '@babynews/contracts';
import { toApiError } from './app-exception.filter';

describe('toApiError (DESIGN §4 error body)', () => {
  it('keeps Korean messages of HttpExceptions', () => {
    expect(toApiError(new ConflictException(MSG.auth.emailTaken))).toEqual({ statusCode: 409, message: MSG.auth.emailTaken, error: 'Conflict' });
  });

  it('replaces English framework messages with the Korean one of the status', () => {
    expect(toApiError(new NotFoundException('Cannot GET /api/x'))).toEqual({ statusCode: 404, message: MSG.common.notFound, error: 'Not Found' });
    expect(toApiError(new UnauthorizedException())).toMatchObject({ message: MSG.common.unauthorized });
    expect(toApiError(new BadRequestException('Unexpected token } in JSON'))).toMatchObject({ statusCode: 400, message: MSG.common.malformedBody });
    expect(toApiError(new HttpException('ThrottlerException: Too Many Requests', 429))).toMatchObject({ statusCode: 429, message: MSG.common.tooMany });
    expect(toApiError(new HttpException(['첫 번째', 'second'], 400))).toMatchObject({ message: '첫 번째' });
  });

  it('maps zod errors to 400 with the first Korean message', () => {
    const parsed = joinSchema.safeParse({ username: '', password: 'x', email: 'a@b.co', displayName: 'n' });
    expect(parsed.success).toBe(false);
    expect(toApiError(parsed.error)).toEqual({ statusCode: 400, message: MSG.auth.usernameRequired, error: 'Bad Request' });
  });

  it('keeps the 4xx of raw Fastify client errors and hides everything else behind a Korean 500', () => {
    expect(toApiError(Object.assign(new Error('Request body is too large'), { statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' }))).toEqual({
      statusCode: 413,
      message: MSG.common.payloadTooLarge,
      error: 'Payload Too Large',
    });
    expect(toApiError(new Error('SQLITE_BUSY: secret details'))).toEqual({ statusCode: 500, message: MSG.common.server, error: 'Internal Server Error' });
    expect(toApiError('a string')).toMatchObject({ statusCode: 500 });
  });
});
