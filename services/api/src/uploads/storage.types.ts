/** What a storage driver knows about a stored object. Size in bytes. */
export interface StoredObject {
  size: number;
  contentType: string | null;
}

/**
 * A signed upload form (ARCHITECTURE §4.11): the browser POSTs `multipart/form-data` to `url` with every
 * entry of `fields`, in order, then the file as the last part named `file`.
 */
export interface SignedPost {
  url: string;
  fields: Record<string, string>;
}

/**
 * A place where uploaded images live (ARCHITECTURE §2 STORAGE, §4.11): `local` (files under DATA_DIR,
 * POST and GET served by this API) or `s3` (any S3-compatible service, AWS SDK v3 presigned POST).
 * Keys are checked by the caller (see upload-keys.ts).
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /**
   * A signed POST form for exactly `key` with content type `contentType`, accepting 1 to `maxBytes`
   * bytes, valid `expiresInSec` seconds. The storage itself refuses anything else.
   */
  presignPost(key: string, contentType: string, maxBytes: number, expiresInSec: number): Promise<SignedPost>;
  /** Size and type of a stored object, or null when it does not exist. */
  stat(key: string): Promise<StoredObject | null>;
  /** Deletes an object; missing objects are fine. Rejects when the storage fails. */
  remove(key: string): Promise<void>;
  /**
   * The bytes of a stored object, or null when it does not exist (the server reads an upload to make its
   * variant and the link card). Rejects when the storage fails.
   */
  read(key: string): Promise<Buffer | null>;
  /** Stores `body` (an image of `contentType`) under `key`, replacing what was there. Rejects when the storage fails. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Full public URL of an object (ARCHITECTURE §4.11 "Read models return imageUrl as a full URL"). */
  publicUrl(key: string): string;
}

/** Injection token of the configured `StorageDriver`. */
export const STORAGE_DRIVER = Symbol('STORAGE_DRIVER');

/** How long a signed upload URL stays valid, in seconds. */
export const PRESIGN_TTL_SEC = 600;
