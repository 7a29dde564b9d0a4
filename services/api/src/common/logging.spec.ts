import { redactUrl, requestId } from './logging';
import type { IncomingMessage } from 'node:http';

describe('redactUrl', () => {
  it.each([
    ['/api/health/live', '/api/health/live'],
    ['/api/event/create', '/api/event/create'],
    ['/event/create', '/event/create'],
    ['/event/abc123', '/event/[REDACTED]'],
    ['/event/wishReserved/7', '/event/[REDACTED]'],
    ['/Event/abc123', '/Event/[REDACTED]'],
    ['/event/create/', '/event/create/'],
    ['/event/createX', '/event/[REDACTED]'],
    ['/api/event/fetchInfoByCode/abc123', '/api/event/fetchInfoByCode/[REDACTED]'],
    ['/api/kakao/handleLogin/xyz?state=1', '/api/kakao/handleLogin/[REDACTED]?state=[REDACTED]'],
    ['/api/event/follower/abc/mom_1', '/api/event/follower/[REDACTED]'],
    ['/api/x?token=t&password=p&email=e&page=2&flag', '/api/x?token=[REDACTED]&password=[REDACTED]&email=[REDACTED]&page=2&flag'],
    ['/api/x?%74oken=t', '/api/x?%74oken=[REDACTED]'],
    ['/api/x?phoneNumber=010&access_token=a&code=c', '/api/x?phoneNumber=[REDACTED]&access_token=[REDACTED]&code=[REDACTED]'],
    ['/event/wishReserved/7?code=abc&reservation=r1', '/event/[REDACTED]?code=[REDACTED]&reservation=[REDACTED]'],
  ])('%s → %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});

describe('requestId', () => {
  const req = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as unknown as IncomingMessage;
  it('keeps a well-formed caller id and replaces anything else with a UUID', () => {
    expect(requestId(req('abc-1.2_3'))).toBe('abc-1.2_3');
    expect(requestId(req('with space'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId(req('x'.repeat(65)))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId(req())).not.toBe(requestId(req()));
  });
});
