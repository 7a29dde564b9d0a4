import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config/config.schema';
import { LocalUrlSigner } from './local-signature';
import { imageUrlFor, LOCAL_POST_PATH } from './public-url';
import type { SignedPost, StorageDriver, StoredObject } from './storage.types';
import { contentTypeOfKey, hasImageSignature, KEY_PATTERN } from './upload-keys';

/** Why a local upload was refused (mapped to HTTP answers by local-upload.routes.ts). */
export class LocalUploadError extends Error {
  constructor(readonly reason: 'too-large' | 'not-image') {
    super(reason);
    this.name = 'LocalUploadError';
  }
}

/**
 * `STORAGE=local` (ARCHITECTURE §2, §4.11): files under `DATA_DIR/uploads/{key}`, uploaded with a
 * signed POST form to this API (`POST /api/uploads/local`, fields `key`, `Content-Type`, `token`, then
 * `file`: the same contract as the S3 presigned POST) and served at `/api/uploads/files/{key}`.
 */
export class LocalStorageDriver implements StorageDriver {
  readonly kind = 'local' as const;
  readonly root: string;
  readonly signer: LocalUrlSigner;

  constructor(private readonly config: Pick<AppConfig, 'dataDir' | 'publicBaseUrl' | 'storage' | 'jwtSecret'>) {
    this.root = join(config.dataDir, 'uploads');
    this.signer = new LocalUrlSigner(config.jwtSecret);
  }

  /** `{url: PUBLIC_BASE_URL/api/uploads/local, fields: {key, Content-Type, token}}`; the token signs all of them and `maxBytes`. */
  async presignPost(key: string, contentType: string, maxBytes: number, expiresInSec: number): Promise<SignedPost> {
    const expires = Math.floor(Date.now() / 1000) + expiresInSec;
    return {
      url: `${this.config.publicBaseUrl}${LOCAL_POST_PATH}`,
      fields: { key, 'Content-Type': contentType, token: this.signer.token(key, contentType, maxBytes, expires) },
    };
  }

  async stat(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    try {
      const info = await stat(path);
      return info.isFile() ? { size: info.size, contentType: contentTypeOfKey(key) } : null;
    } catch {
      return null;
    }
  }

  async remove(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (!path) return;
    await unlink(path).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  async read(key: string): Promise<Buffer | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    try {
      return await readFile(path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  /** Writes `body` through `write` (a temporary file renamed when complete; its first bytes must be those of `contentType`). */
  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.write(key, contentType, Readable.from([body]), body.length);
  }

  publicUrl(key: string): string {
    return imageUrlFor(this.config, key)!;
  }

  /** Absolute file path of a well-formed key; null for anything else (no path tricks possible). */
  pathOf(key: string): string | null {
    return KEY_PATTERN.test(key) ? join(this.root, key) : null;
  }

  /**
   * Streams `body` into the file of `key` (via a temporary file, renamed when complete).
   * @throws LocalUploadError 'too-large' past `maxBytes`, 'not-image' when the first bytes are not
   *   those of `contentType`; the partial file is removed.
   */
  async write(key: string, contentType: string, body: Readable, maxBytes: number): Promise<number> {
    const path = this.pathOf(key);
    if (!path) throw new LocalUploadError('not-image');
    await mkdir(dirname(path), { recursive: true });
    const temp = `${path}.${randomBytes(6).toString('hex')}.part`;
    let size = 0;
    let head = Buffer.alloc(0);
    const guard = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) return done(new LocalUploadError('too-large'));
        if (head.length < 12) head = Buffer.concat([head, chunk.subarray(0, 12 - head.length)]);
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, guard, createWriteStream(temp, { flags: 'wx' }));
      if (!hasImageSignature(head, contentType)) throw new LocalUploadError('not-image');
      await rename(temp, path);
      return size;
    } catch (err) {
      await unlink(temp).catch(() => undefined);
      throw err;
    }
  }
}
