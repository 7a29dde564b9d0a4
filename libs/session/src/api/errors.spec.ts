import { ApiRequestError } from './client';
import { answered, errorMessage, errorStatus, hasStatus, refused } from './errors';

describe('failed-call helpers (spec §8)', () => {
  const network = new ApiRequestError(0, '네트워크 기본 문구', null);
  const conflict = new ApiRequestError(409, '이미 예약된 상품입니다.', null);
  const crash = new ApiRequestError(500, '서버 문구', null);

  it('reads the status of an ApiRequestError, 0 for anything else', () => {
    expect(errorStatus(conflict)).toBe(409);
    expect(errorStatus(new Error('x'))).toBe(0);
    expect(hasStatus(conflict, 404, 409)).toBe(true);
    expect(hasStatus(conflict, 404)).toBe(false);
    expect(hasStatus('409', 409)).toBe(false);
  });

  it('shows the message of any ApiRequestError by default, the fallback otherwise', () => {
    expect(errorMessage(conflict, '기본')).toBe('이미 예약된 상품입니다.');
    expect(errorMessage(network, '기본')).toBe('네트워크 기본 문구');
    expect(errorMessage(new Error('boom'), '기본')).toBe('기본');
  });

  it('filters by status: answered skips network failures, refused also server errors', () => {
    expect(errorMessage(network, '기본', answered)).toBe('기본');
    expect(errorMessage(crash, '기본', answered)).toBe('서버 문구');
    expect(errorMessage(crash, '기본', refused)).toBe('기본');
    expect(errorMessage(conflict, '기본', refused)).toBe('이미 예약된 상품입니다.');
    expect(errorMessage(conflict, '기본', (status) => status === 429)).toBe('기본');
  });
});
