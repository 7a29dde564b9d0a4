import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a valid local upload token allows. */
export type LocalTokenCheck = { result: 'ok'; maxBytes: number } | { result: 'bad' } | { result: 'expired' };

/**
 * HMAC-SHA256 tokens of the local driver's signed POST forms (ARCHITECTURE §4.11 "the local driver keeps
 * the same contract" as the S3 presigned POST). A token `{expires}.{maxBytes}.{hex signature}` signs the
 * key, the content type, the expiry (unix seconds) and the largest accepted size (bytes). The key is
 * derived from the JWT secret with a purpose label, so an upload token can never be mistaken for a
 * login token.
 */
export class LocalUrlSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('babynews-local-upload-v2').digest();
  }

  /** Hex signature of a POST of `key` with `contentType`, at most `maxBytes` bytes, valid until `expires` (unix seconds). */
  sign(key: string, contentType: string, maxBytes: number, expires: number): string {
    return createHmac('sha256', this.key).update(`POST\n${key}\n${contentType}\n${maxBytes}\n${expires}`).digest('hex');
  }

  /** The form's `token` field: `{expires}.{maxBytes}.{signature}`. */
  token(key: string, contentType: string, maxBytes: number, expires: number): string {
    return `${expires}.${maxBytes}.${this.sign(key, contentType, maxBytes, expires)}`;
  }

  /**
   * Checks a token for `key` and `contentType` in constant time, then its expiry.
   * @returns `{result: 'ok', maxBytes}`, `{result: 'bad'}` (wrong or malformed) or `{result: 'expired'}`.
   */
  verify(key: string, contentType: string, token: string, nowSec = Math.floor(Date.now() / 1000)): LocalTokenCheck {
    const match = /^(\d{1,12})\.(\d{1,12})\.([0-9a-f]{64})$/.exec(token);
    if (!match) return { result: 'bad' };
    const [, expiresText, maxText, signature] = match;
    const expires = Number(expiresText);
    const maxBytes = Number(maxText);
    const expected = Buffer.from(this.sign(key, contentType, maxBytes, expires), 'hex');
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return { result: 'bad' };
    return expires >= nowSec ? { result: 'ok', maxBytes } : { result: 'expired' };
  }
}
