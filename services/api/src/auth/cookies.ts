import { LIMITS, STORAGE_KEYS } from '@babynews/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The cookies the server sets itself (ARCHITECTURE §5 sessions): all `HttpOnly; SameSite=Lax`, `Secure`
 * when the request came over https (`request.protocol`, which honours X-Forwarded-Proto only from
 * TRUST_PROXY's proxies). A script never reads or writes them.
 */

/** Name of the session cookie: the login token, read only by the server-rendered my page (`WebService.myPage`). */
export const SESSION_COOKIE = STORAGE_KEYS.token;

/** Where a cookie applies and for how long (`maxAgeMs` in ms; 0 deletes it). */
export interface CookieScope {
  path: string;
  maxAgeMs: number;
}

/** The value of cookie `name` in a Cookie header (URI-decoded), or '' when absent or malformed. */
export function cookieValue(header: string | undefined, name: string): string {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return '';
      }
    }
  }
  return '';
}

/** A `Set-Cookie` value: `name=value; Max-Age=…; Path=…; HttpOnly; SameSite=Lax[; Secure]`. */
export function serializeCookie(name: string, value: string, scope: CookieScope, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor(scope.maxAgeMs / 1000));
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=${scope.path}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Adds `Set-Cookie` for `name` to `reply` (other cookies of the same answer are kept). */
export function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, scope: CookieScope): void {
  void reply.header('set-cookie', serializeCookie(name, value, scope, request.protocol === 'https'));
}

/** Sets the session cookie to `token` for its life (LIMITS.tokenLifetimeMs), Path=/ (a sign-in answer). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  setCookie(request, reply, SESSION_COOKIE, token, { path: '/', maxAgeMs: LIMITS.tokenLifetimeMs });
}

/** Deletes the session cookie (a sign-out answer). */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  setCookie(request, reply, SESSION_COOKIE, '', { path: '/', maxAgeMs: 0 });
}
