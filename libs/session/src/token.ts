import type { Role, TokenClaims } from '@babynews/contracts';

/**
 * Decodes the payload of a JWT without verifying it (the server verifies; the browser only
 * reads the identity to show it). base64url → UTF-8 so Korean display names survive.
 * @returns the claims, or null when the token is not a well-formed JWT with the claims of
 *   ARCHITECTURE §4.3 (sub, username, role, displayName).
 */
export function decodeToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as Partial<TokenClaims>;
    if (!claims || typeof claims !== 'object') return null;
    if (typeof claims.username !== 'string' || typeof claims.displayName !== 'string') return null;
    if (!isRole(claims.role)) return null;
    return {
      sub: String(claims.sub ?? ''),
      username: claims.username,
      role: claims.role,
      displayName: claims.displayName,
      iat: typeof claims.iat === 'number' ? claims.iat : undefined,
      exp: typeof claims.exp === 'number' ? claims.exp : undefined,
    };
  } catch {
    return null;
  }
}

/** True when the claims carry an `exp` (seconds) that lies in the past at `nowMs`. */
export function isExpired(claims: TokenClaims, nowMs = Date.now()): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs;
}

function isRole(value: unknown): value is Role {
  return value === 'ROLE_USER' || value === 'ROLE_ADMIN';
}
