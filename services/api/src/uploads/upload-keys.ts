import { randomBytes } from 'node:crypto';

/**
 * Upload keys and image types (spec §7 "Upload paths", ARCHITECTURE §4.11, §4.18). Pure functions.
 * A key is `{prefix}{memberId}-{unix ms}-{12 hex}.{ext}`, e.g. `wish/12-1700000000000-0a1b2c3d4e5f.webp`.
 */

/** Prefixes a member may upload under. */
export const MEMBER_PREFIXES = ['wish/'] as const;
/** Prefixes an administrator may upload under (ARCHITECTURE §4.11). */
export const ADMIN_PREFIXES = ['wish/', 'notices/', 'popup-modal-', 'assets/'] as const;

/** Image types accepted by both storage drivers, by file extension. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** Canonical extension of each accepted content type. */
const EXTENSIONS: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/**
 * Prefix of the images the server makes from an upload (the news page's cover variant, ARCHITECTURE
 * "Cover photo and link card"): no one may sign an upload under it, so such a key is never a member's upload.
 */
export const VARIANT_PREFIX = 'covers/';

/** Shape of every key this server issues or writes itself (and the only keys the local driver reads or writes). */
export const KEY_PATTERN = /^(?:wish\/|notices\/|popup-modal-|assets\/|covers\/)\d{1,12}-\d{13}-[0-9a-f]{12}\.(?:jpg|png|webp|gif)$/;

/** What a requested upload path resolves to. */
export type RequestedUpload = { ok: true; prefix: string; contentType: string; extension: string } | { ok: false; reason: 'prefix' | 'type' };

/**
 * Reads a client's requested path (e.g. `wish/1700000000000-photo.webp`): which allowed prefix it
 * starts with and which image type its extension names.
 * @returns `{ok: false, reason: 'prefix'}` when no allowed prefix matches, `'type'` for a
 *   non-image extension.
 */
export function readRequestedPath(path: string, allowedPrefixes: readonly string[]): RequestedUpload {
  const prefix = allowedPrefixes.find((p) => path.startsWith(p));
  if (!prefix) return { ok: false, reason: 'prefix' };
  const match = /\.([A-Za-z0-9]+)$/.exec(path);
  const contentType = match ? CONTENT_TYPES[match[1].toLowerCase()] : undefined;
  if (!contentType) return { ok: false, reason: 'type' };
  return { ok: true, prefix, contentType, extension: EXTENSIONS[contentType] };
}

/** A new unique key under `prefix` for `memberId` with the canonical extension of `contentType`. */
export function newUploadKey(prefix: string, memberId: number, contentType: string, now = Date.now()): string {
  return `${prefix}${memberId}-${String(now).padStart(13, '0')}-${randomBytes(6).toString('hex')}.${EXTENSIONS[contentType]}`;
}

/** Content type of a well-formed key (from its extension), or null for anything else. */
export function contentTypeOfKey(key: string): string | null {
  if (!KEY_PATTERN.test(key)) return null;
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? null;
}

/**
 * The key of the WebP variant the server makes of the upload `key`: the same member, time and random part
 * under VARIANT_PREFIX (`wish/12-1700000000000-0a1b2c3d4e5f.jpg` → `covers/12-1700000000000-0a1b2c3d4e5f.webp`),
 * so one upload has one variant.
 * @throws Error for a key that is not well formed (callers check `isOwnKey` first).
 */
export function variantKeyOf(key: string): string {
  const match = /^(?:wish\/|notices\/|popup-modal-|assets\/)(\d{1,12}-\d{13}-[0-9a-f]{12})\.(?:jpg|png|webp|gif)$/.exec(key);
  if (!match) throw new Error('not an upload key');
  return `${VARIANT_PREFIX}${match[1]}.webp`;
}

/** True when `key` is a well-formed key issued to `memberId` under `prefix`. */
export function isOwnKey(key: string, prefix: string, memberId: number): boolean {
  return KEY_PATTERN.test(key) && key.startsWith(`${prefix}${memberId}-`);
}

/**
 * True when the first bytes of a file are those of `contentType` (JPEG FF D8 FF, PNG signature,
 * GIF87a/GIF89a, RIFF....WEBP). Needs at least 12 bytes.
 */
export function hasImageSignature(head: Buffer, contentType: string): boolean {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  switch (contentType) {
    case 'image/jpeg':
      return starts([0xff, 0xd8, 0xff]);
    case 'image/png':
      return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'image/gif':
      return head.subarray(0, 6).toString('latin1') === 'GIF87a' || head.subarray(0, 6).toString('latin1') === 'GIF89a';
    case 'image/webp':
      return head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
    default:
      return false;
  }
}
