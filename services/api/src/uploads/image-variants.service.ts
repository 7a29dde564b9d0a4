import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { isUniqueViolation } from '../database/db-errors';
import { jpegCover, UnreadableImageError, webpVariant, type VariantBox } from './image-variant';
import { STORAGE_DRIVER, type StorageDriver } from './storage.types';
import { UploadRecord } from './upload.entity';
import { variantKeyOf } from './upload-keys';

/** A stored variant: its key and its size in px. */
export interface StoredVariant {
  path: string;
  width: number;
  height: number;
}

/**
 * Images the server makes from members' uploads, through the configured storage driver (ARCHITECTURE
 * "Cover photo and link card"): the news page's cover variant, stored next to the upload, and the
 * cover's pixels for the link card.
 */
@Injectable()
export class ImageVariantsService {
  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Makes the WebP variant of the upload `key` of `memberId` (checked by `UploadsService.assertUploaded`
   * first) that fits `box` (px, bytes; see `webpVariant`) and stores it under `variantKeyOf(key)`.
   * The variant is entered in the upload ledger before it is written, as a signed upload is, so the
   * sweep deletes it 24 h later unless a column of UPLOAD_REFERENCES (the page's `cover_variant_path`)
   * names it; the daily quota does not count it.
   * @returns `{path, width, height}` of the stored variant (px).
   * @throws DomainError `UPLOAD_NOT_FOUND` (400) when the upload is gone, `UPLOAD_TYPE_NOT_ALLOWED` (400)
   *   when it is no image sharp can read.
   */
  async makeVariant(key: string, memberId: number, box: VariantBox): Promise<StoredVariant> {
    const original = await this.storage.read(key);
    if (!original) throw new DomainError('UPLOAD_NOT_FOUND', { detail: 'upload vanished before its variant was made' });
    const made = await webpVariant(original, box).catch((err: unknown) => {
      if (err instanceof UnreadableImageError) throw new DomainError('UPLOAD_TYPE_NOT_ALLOWED', { detail: 'not a decodable image', cause: err.cause });
      throw err;
    });
    const path = variantKeyOf(key);
    await this.record(path, memberId, made.data.length);
    await this.storage.put(path, made.data, 'image/webp');
    return { path, width: made.width, height: made.height };
  }

  /**
   * The stored image `key` as a JPEG covering `width` × `height` px (centre crop), for the link card;
   * null when it is gone or unreadable (the card is then drawn without it).
   * @throws whatever the storage throws (a failing S3).
   */
  async jpegCover(key: string, width: number, height: number): Promise<Buffer | null> {
    const stored = await this.storage.read(key);
    if (!stored) return null;
    try {
      return await jpegCover(stored, width, height);
    } catch (err) {
      if (err instanceof UnreadableImageError) return null;
      throw err;
    }
  }

  /** The ledger row of a variant; one made again (the same upload saved again) is dated anew, so the sweep's 24 h start over. */
  private async record(path: string, memberId: number, sizeBytes: number): Promise<void> {
    const now = this.clock.now();
    const ledger = this.dataSource.getRepository(UploadRecord);
    try {
      await ledger.insert({ path, memberId, sizeBytes, createdAt: now });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      await ledger.update({ path }, { sizeBytes, createdAt: now });
    }
  }
}
