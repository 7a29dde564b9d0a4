import { decodeToken, isExpired } from './token';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;

describe('decodeToken (spec §4)', () => {
  const claims = { sub: '7', username: 'kongi_mom', role: 'ROLE_USER', displayName: '콩이엄마', iat: 1, exp: 4102444800 };

  it('decodes base64url UTF-8 claims, Korean display names included', () => {
    expect(decodeToken(jwt(claims))).toEqual(claims);
  });

  it('stringifies a numeric sub', () => {
    expect(decodeToken(jwt({ ...claims, sub: 7 }))?.sub).toBe('7');
  });

  it.each([
    ['not a jwt', 'abc'],
    ['two parts', 'a.b'],
    ['bad base64 json', 'a.!!!.c'],
    ['missing displayName', jwt({ ...claims, displayName: undefined })],
    ['unknown role', jwt({ ...claims, role: 'ROLE_ROOT' })],
  ])('returns null for %s', (_name, token) => {
    expect(decodeToken(token)).toBeNull();
  });
});

describe('isExpired', () => {
  it('is true when exp (seconds) has passed, false before or without exp', () => {
    const base = { sub: '1', username: 'a', role: 'ROLE_USER' as const, displayName: 'a' };
    expect(isExpired({ ...base, exp: 100 }, 100_000)).toBe(true);
    expect(isExpired({ ...base, exp: 101 }, 100_000)).toBe(false);
    expect(isExpired(base, Date.now())).toBe(false);
  });
});
