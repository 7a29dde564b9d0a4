import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * HMAC-SHA256 signatures of the local driver's upload URLs (ARCHITECTURE §4.11 "the local driver
 * implements the same signed-PUT contract"). The key is derived from the JWT secret with a
 * purpose label, so an upload signature can never be mistaken for a login token.
 */
export class LocalUrlSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('babynews-local-upload-v1').digest();
  }

  /** Hex signature of a PUT of `key` with `contentType`, valid until `expires` (unix seconds). */
  sign(key: string, contentType: string, expires: number): string {
    return createHmac('sha256', this.key).update(`PUT\n${key}\n${contentType}\n${expires}`).digest('hex');
  }

  /**
   * Checks a signature in constant time, then the expiry.
   * @returns 'ok', 'bad' (wrong or malformed signature) or 'expired'.
   */
  verify(key: string, contentType: string, expires: number, signature: string, nowSec = Math.floor(Date.now() / 1000)): 'ok' | 'bad' | 'expired' {
    if (!/^[0-9a-f]{64}$/.test(signature) || !Number.isSafeInteger(expires)) return 'bad';
    const expected = Buffer.from(this.sign(key, contentType, expires), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'bad';
    return expires >= nowSec ? 'ok' : 'expired';
  }
}
