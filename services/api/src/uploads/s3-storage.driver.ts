import { DeleteObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { AppConfig } from '../config/config.schema';
import { imageUrlFor } from './public-url';
import type { StorageDriver, StoredObject } from './storage.types';

/**
 * `STORAGE=s3` (ARCHITECTURE §2, §4.11): any S3-compatible service through the AWS SDK v3. Uploads are
 * presigned PUTs that sign the host and the content type (SigV4, query authentication), so the
 * S3 server refuses a tampered, expired or retyped upload. A custom S3_ENDPOINT uses path-style
 * addressing. Checksums are only added when an operation requires them: a browser PUT carries none.
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

  presignPut(key: string, contentType: string, expiresInSec: number): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSec, signableHeaders: new Set(['content-type']) });
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: Number(head.ContentLength ?? 0), contentType: head.ContentType ?? null };
    } catch (err) {
      const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (err as Error).name === 'NotFound' || (err as Error).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    return imageUrlFor(this.config, key)!;
  }

  /** Closes the SDK's sockets (app shutdown). */
  destroy(): void {
    this.client.destroy();
  }
}
