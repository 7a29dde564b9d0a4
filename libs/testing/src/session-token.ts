/** Claims of the session token the front ends read (libs/session): spec §3 member fields the UI shows. */
export interface FakeSessionClaims {
  sub?: string;
  username?: string;
  role?: 'ROLE_USER' | 'ROLE_ADMIN' | (string & {});
  displayName?: string;
}

/** 2100-01-01T00:00:00Z in seconds: a fixed expiry, so two calls in one test give the same token. */
const FAR_FUTURE_EXP = 4102444800;

/** base64url of the JSON (UTF-8: display names are Korean), with btoa so it runs in Node and jsdom. */
const b64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * An unsigned HS256-shaped token for jsdom tests: `header.payload.sig` with `exp` fixed in 2100.
 * Defaults: a member (`kongi_mom`, ROLE_USER, '콩이엄마'); pass `ADMIN_CLAIMS` for an administrator.
 * The browser never verifies the signature (the API does), so the front ends accept it.
 */
export function fakeSessionToken(claims: FakeSessionClaims = {}): string {
  const payload = { sub: '1', username: 'kongi_mom', role: 'ROLE_USER', displayName: '콩이엄마', ...claims, exp: FAR_FUTURE_EXP };
  return `${b64url({ alg: 'HS256' })}.${b64url(payload)}.sig`;
}

/** The seeded administrator's claims (ROLE_ADMIN with a display name: spec §4 admin guard). */
export const ADMIN_CLAIMS: FakeSessionClaims = { username: 'site_admin', role: 'ROLE_ADMIN', displayName: '관리자' };
