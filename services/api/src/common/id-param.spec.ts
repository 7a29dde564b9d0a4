import { DomainError } from './domain-error';
import { IdParamPipe, MAX_ID, parseId } from './id-param';

describe('parseId (the one numeric id parser of every route)', () => {
  it('accepts 1 to 2^31−1 written as plain digits', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('42')).toBe(42);
    expect(parseId(String(MAX_ID))).toBe(2_147_483_647);
    expect(parseId('007')).toBe(7);
  });

  it.each(['0', '00', String(MAX_ID + 1), '99999999999', '9'.repeat(16), '-1', '+1', '1.0', '1e3', ' 1', '1 ', '0x10', '', 'abc', '١'])('refuses %j', (raw) => {
    expect(parseId(raw)).toBeNull();
  });
});

describe('IdParamPipe', () => {
  it('passes a valid id through as a number', () => {
    expect(new IdParamPipe('WISH_NOT_FOUND').transform('17')).toBe(17);
  });

  it("answers an impossible id with the route's not-found code", () => {
    const pipe = new IdParamPipe('QUIZ_NOT_FOUND');
    expect(() => pipe.transform('0')).toThrow(DomainError);
    try {
      pipe.transform(String(MAX_ID + 1));
      throw new Error('no error');
    } catch (err) {
      expect(err).toMatchObject({ code: 'QUIZ_NOT_FOUND', status: 404 });
    }
  });
});
