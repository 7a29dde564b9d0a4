import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { AppConfig } from '../config/config.schema';
import { imageUrlFor } from './public-url';
import type { SignedPost, StorageDriver, StoredObject } from './storage.types';

/**
 * `STORAGE=s3` (ARCHITECTURE §2, §4.11): any S3-compatible service through the AWS SDK v3. Uploads are
 * presigned POST forms whose signed policy fixes the key and the content type and bounds the size with
 * `content-length-range` (1 byte to the declared size, never over LIMITS.uploadMaxBytes), so the S3
 * server refuses a tampered, expired, retyped, renamed or oversized upload. A custom S3_ENDPOINT uses
 * path-style addressing. Checksums are only added when an operation requires them.
 */
export class S3StorageDriver implements StorageDriver {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  private readonly bucket: string;

  constructor(private readonly config: Pick<AppConfig, 'publicBaseUrl' | 'storage'>) {
    const s3 = config.storage.s3;
    this.bucket = s3.bucket ?? '';
    this.client = new S3Client({
      region: s3.region,
      endpoint: s3.endpoint,
      forcePathStyle: !!s3.endpoint,
      credentials: s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * `createPresignedPost` with the conditions `['content-length-range', 1, maxBytes]` and
   * `{'Content-Type': contentType}` (plus the SDK's own `key` and `bucket`) → `{url, fields}`.
   */
  async presignPost(key: string, contentType: string, maxBytes: number, expiresInSec: number): Promise<SignedPost> {
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.bucket,
      Key: key,
      Conditions: [['content-length-range', 1, maxBytes]],
      Fields: { 'Content-Type': contentType },
      Expires: expiresInSec,
    });
    return { url, fields };
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: Number(head.ContentLength ?? 0), contentType: head.ContentType ?? null };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async read(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  /** `PutObject` with the content type and the year-long caching of every stored image (keys are never rewritten with other content). */
  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
    );
  }

  publicUrl(key: string): string {
    return imageUrlFor(this.config, key)!;
  }

  /** Closes the SDK's sockets (app shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}

/** True for the SDK's answer to a missing object (404, `NotFound` from HEAD, `NoSuchKey` from GET). */
function isNotFound(err: unknown): boolean {
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 404 || (err as Error).name === 'NotFound' || (err as Error).name === 'NoSuchKey';
}
