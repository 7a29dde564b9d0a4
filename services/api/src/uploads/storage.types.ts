/** What a storage driver knows about a stored object. Size in bytes. */
export interface StoredObject {
  size: number;
  contentType: string | null;
}

/**
 * A place where uploaded images live (ARCHITECTURE §2 STORAGE, §4.11): `local` (files under DATA_DIR,
 * PUT and GET served by this API) or `s3` (any S3-compatible service, AWS SDK v3 presigner).
 * Keys are checked by the caller (see upload-keys.ts).
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** URL the browser PUTs the file to, with header `Content-Type: contentType`; valid `expiresInSec`. */
  presignPut(key: string, contentType: string, expiresInSec: number): Promise<string>;
  /** Size and type of a stored object, or null when it does not exist. */
  stat(key: string): Promise<StoredObject | null>;
  /** Deletes an object; missing objects are fine. */
  remove(key: string): Promise<void>;
  /** Full public URL of an object (ARCHITECTURE §4.11 "Read models return imageUrl as a full URL"). */
  publicUrl(key: string): string;
}

/** Injection token of the configured `StorageDriver`. */
export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');

/** How long a signed upload URL stays valid, in seconds. */
export const PRESIGN_TTL_SEC = 600;
