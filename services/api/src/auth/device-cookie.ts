import { Inject, Injectable } from '@nestjs/common';
import { API_PREFIX, LIMITS, loginRoute } from '@babynews/contracts';
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';

/** Name of the device cookie (ARCHITECTURE §5 device cookies). */
export const DEVICE_COOKIE = 'bn_device';
/** The device cookie is sent to the password sign-in only (loginProc also serves the administrator's sign-in). */
export const DEVICE_COOKIE_PATH = `${API_PREFIX}${loginRoute.path}`;

/** Version tag inside every signed entry, so a later format never verifies as this one. */
const VERSION = 'd1';
/** Entry: base64url(lower-cased username) . 32 hex nonce . base64url HMAC-SHA256. */
const ENTRY = /^([A-Za-z0-9_-]{1,512})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;

/**
 * OWASP's "device cookie" for sign-in lockouts (ARCHITECTURE §5 device cookies): a browser that signed in
 * to an account gets a cookie binding (lower-cased username, random nonce), signed with HMAC-SHA256 under
 * a key derived from the JWT secret (HKDF-SHA256, info `babynews device cookie`), so the secret itself
 * signs nothing else. One cookie holds the entries of up to LIMITS.deviceCookieAccountsMax accounts
 * (`entry~entry`, newest first). This class only signs and checks; the counting and revocation of a
 * device's failures is `AuthService.login`'s.
 */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, Buffer.alloc(0), 'babynews device cookie', 32));
  }

  /**
   * The nonce of `cookie`'s correctly signed entry for `subject` (lower-cased username), or null: no
   * cookie, no entry for that account, a forged or malformed one.
   */
  nonceFor(cookie: string, subject: string): string | null {
    for (const entry of this.entries(cookie)) if (entry.subject === subject) return entry.nonce;
    return null;
  }

  /**
   * The cookie value after a successful sign-in to `subject`: a fresh entry (new nonce) for it first, then
   * the other accounts' valid entries of `cookie`, at most LIMITS.deviceCookieAccountsMax in all.
   * @returns `{value, nonce}`: the cookie to set and the new entry's nonce.
   */
  issue(cookie: string, subject: string): { value: string; nonce: string } {
    const nonce = randomBytes(16).toString('hex');
    const others = this.entries(cookie).filter((e) => e.subject !== subject);
    const kept = [{ subject, nonce }, ...others].slice(0, LIMITS.deviceCookieAccountsMax);
    return { value: kept.map((e) => this.sign(e.subject, e.nonce)).join('~'), nonce };
  }

  private sign(subject: string, nonce: string): string {
    const name = Buffer.from(subject, 'utf8').toString('base64url');
    return `${name}.${nonce}.${this.mac(subject, nonce).toString('base64url')}`;
  }

  private mac(subject: string, nonce: string): Buffer {
    return createHmac('sha256', this.key).update(`${VERSION}\n${subject}\n${nonce}`).digest();
  }

  /** The correctly signed entries of a cookie value; anything else in it is ignored. */
  private entries(cookie: string): Array<{ subject: string; nonce: string }> {
    const found: Array<{ subject: string; nonce: string }> = [];
    for (const part of cookie.split('~').slice(0, LIMITS.deviceCookieAccountsMax)) {
      const match = ENTRY.exec(part);
      if (!match) continue;
      const subject = Buffer.from(match[1], 'base64url').toString('utf8');
      const given = Buffer.from(match[3], 'base64url');
      const expected = this.mac(subject, match[2]);
      if (given.length === expected.length && timingSafeEqual(given, expected)) found.push({ subject, nonce: match[2] });
    }
    return found;
  }
}
