/**
 * The groups of mail one can unsubscribe from (ARCHITECTURE §4.23) and the shape of an unsubscribe
 * token, without zod so that the guest page can read a token's group before it calls the API.
 * `receipt`: the reservation and pledge receipts; `notification`: the parents' notices and digest;
 * `birth`: the birth announcements (ARCHITECTURE "Birth announcement").
 */
export const MAIL_GROUPS = ['receipt', 'notification', 'birth'] as const;
/** One unsubscribable group: `'receipt' | 'notification' | 'birth'`. */
export type MailGroup = (typeof MAIL_GROUPS)[number];

/**
 * `{group}.{recipient hash}.{signature}`: the group in clear, the SHA-256 of the lower-cased address and
 * an HMAC-SHA256 of both (each 43 base64url characters, 32 bytes). Never expires.
 */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^(receipt|notification|birth)\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/;

/** The group a well-formed token names, or null for anything else (the signature is checked only by the API). */
export function unsubscribeGroupOf(token: string): MailGroup | null {
  const match = UNSUBSCRIBE_TOKEN_PATTERN.exec(token);
  return match ? (match[1] as MailGroup) : null;
}
