import { ApiRequestError, codeOf, endsSession } from './client';
import { answered, errorCode, errorMessage, hasCode, isNetworkFailure, onlyCodes, refused } from './errors';

const body = (code: string, message: string) => ({ statusCode: 0, code, message, error: 'x' });

describe('failed-call helpers branch on the error code (ARCHITECTURE §4.19, spec §8)', () => {
  const network = new ApiRequestError(0, '네트워크 기본 문구', null, null);
  const taken = new ApiRequestError(409, '이미 예약된 상품입니다.', body('RESERVATION_TAKEN', '이미 예약된 상품입니다.'));
  const invalid = new ApiRequestError(409, '변경할 수 없는 상태입니다.', body('RESERVATION_STATUS_INVALID', '변경할 수 없는 상태입니다.'));
  const crash = new ApiRequestError(500, '서버 문구', body('INTERNAL_ERROR', '서버 문구'));
  const proxy = new ApiRequestError(502, '기본 문구', '<html>bad gateway</html>');

  it('reads the code from the body; codes of another shape, strings and network failures give null', () => {
    expect(taken.code).toBe('RESERVATION_TAKEN');
    expect(invalid.code).toBe('RESERVATION_STATUS_INVALID');
    // The shape of the table's codes, not the table itself (which stays out of the first visit).
    expect(codeOf({ code: 'COPARENT_NOT_FOUND' })).toBe('COPARENT_NOT_FOUND');
    for (const code of ['not_found', 'Bad Request', '', '404', 'A-B']) expect(codeOf({ code })).toBeNull();
    expect(codeOf({ code: 409 })).toBeNull();
    expect(proxy.code).toBeNull();
    expect(network.code).toBeNull();
    expect(new ApiRequestError(404, '없음', null, 'NEWS_NOT_FOUND').code).toBe('NEWS_NOT_FOUND');
  });

  it('hasCode tells two answers with the same status apart', () => {
    expect(hasCode(taken, 'RESERVATION_TAKEN')).toBe(true);
    expect(hasCode(invalid, 'RESERVATION_TAKEN')).toBe(false);
    expect(hasCode(invalid, 'RESERVATION_TAKEN', 'RESERVATION_STATUS_INVALID')).toBe(true);
    expect(hasCode(network, 'RESERVATION_TAKEN')).toBe(false);
    expect(hasCode({ code: 'RESERVATION_TAKEN' }, 'RESERVATION_TAKEN')).toBe(false);
    expect(errorCode(new Error('x'))).toBeNull();
  });

  it('isNetworkFailure is true only for status 0', () => {
    expect(isNetworkFailure(network)).toBe(true);
    expect(isNetworkFailure(crash)).toBe(false);
    expect(isNetworkFailure(new TypeError('fetch failed'))).toBe(false);
  });

  it('shows the message of any ApiRequestError by default, the fallback otherwise', () => {
    expect(errorMessage(taken, '기본')).toBe('이미 예약된 상품입니다.');
    expect(errorMessage(network, '기본')).toBe('네트워크 기본 문구');
    expect(errorMessage(new Error('boom'), '기본')).toBe('기본');
  });

  it('filters: answered skips network failures, refused shows only coded refusals below 500', () => {
    expect(errorMessage(network, '기본', answered)).toBe('기본');
    expect(errorMessage(crash, '기본', answered)).toBe('서버 문구');
    expect(errorMessage(crash, '기본', refused)).toBe('기본');
    expect(errorMessage(proxy, '기본', refused)).toBe('기본');
    expect(errorMessage(taken, '기본', refused)).toBe('이미 예약된 상품입니다.');
    expect(errorMessage(taken, '기본', onlyCodes('LOGIN_LOCKED'))).toBe('기본');
    expect(errorMessage(invalid, '기본', onlyCodes('RESERVATION_STATUS_INVALID'))).toBe('변경할 수 없는 상태입니다.');
  });
});

describe('endsSession (spec §4, §8 as narrowed by ARCHITECTURE §4.19)', () => {
  it('ends the session on UNAUTHENTICATED and FORBIDDEN only', () => {
    expect(endsSession(401, 'UNAUTHENTICATED')).toBe(true);
    expect(endsSession(403, 'FORBIDDEN')).toBe(true);
    expect(endsSession(401, 'RESERVATION_PIN_WRONG')).toBe(false);
    expect(endsSession(401, 'LOGIN_FAILED')).toBe(false);
    expect(endsSession(403, 'NOT_OWNER')).toBe(false);
    expect(endsSession(403, 'UPLOAD_PATH_FORBIDDEN')).toBe(false);
  });

  it('falls back to the status for a 401/403 that carries no code', () => {
    expect(endsSession(401, null)).toBe(true);
    expect(endsSession(403, null)).toBe(true);
    expect(endsSession(404, null)).toBe(false);
  });
});
