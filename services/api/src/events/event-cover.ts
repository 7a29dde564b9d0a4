import { Injectable } from '@nestjs/common';
import { COVER_UPLOAD_PREFIX, LIMITS, type NewsCoverImage } from '@babynews/contracts';
import { ImageVariantsService } from '../uploads/image-variants.service';
import { UploadsService } from '../uploads/uploads.service';
import type { EventEntity } from './event.entity';

/** The cover columns of an `event` row. */
export type CoverColumns = Pick<EventEntity, 'coverPath' | 'coverVariantPath' | 'coverWidth' | 'coverHeight'>;

/** A page without a cover. */
export const NO_COVER: CoverColumns = { coverPath: null, coverVariantPath: null, coverWidth: null, coverHeight: null };

/** The cover columns a write leaves, and the stored files it stops using (to discard once it has committed). */
export interface CoverChange {
  columns: CoverColumns;
  dropped: string[];
}

/**
 * The news page's cover photo on create and update (ARCHITECTURE "Cover photo and link card"): checks
 * the member's upload, has its variant made and says which files a change leaves unused.
 */
@Injectable()
export class EventCovers {
  constructor(
    private readonly uploads: UploadsService,
    private readonly variants: ImageVariantsService,
  ) {}

  /**
   * The cover columns after a write with `coverPath` over `current` (the page's columns; `NO_COVER` for a
   * new page): absent (undefined) or the current key keeps the cover; null removes it; another key must be
   * a finished upload of `memberId` under `COVER_UPLOAD_PREFIX` (as a wish image), whose WebP variant is
   * then made and stored (at most `LIMITS.coverVariantMaxWidthPx` × `coverVariantMaxHeightPx` px and
   * `coverVariantMaxBytes` bytes). `dropped` names the previous upload and variant when they are replaced
   * or removed.
   * @throws DomainError `UPLOAD_NOT_FOUND` (not an upload of this member, or gone), `UPLOAD_STORED_TOO_LARGE`,
   *   `UPLOAD_TYPE_NOT_ALLOWED` (not an image, or one that cannot be decoded); all 400.
   */
  async change(coverPath: string | null | undefined, current: CoverColumns, memberId: number): Promise<CoverChange> {
    if (coverPath === undefined || coverPath === current.coverPath) return { columns: pick(current), dropped: [] };
    const dropped = [current.coverPath, current.coverVariantPath].filter((key): key is string => !!key);
    if (coverPath === null) return { columns: NO_COVER, dropped };
    await this.uploads.assertUploaded(coverPath, COVER_UPLOAD_PREFIX, memberId);
    const variant = await this.variants.makeVariant(coverPath, memberId, {
      maxWidth: LIMITS.coverVariantMaxWidthPx,
      maxHeight: LIMITS.coverVariantMaxHeightPx,
      maxBytes: LIMITS.coverVariantMaxBytes,
    });
    return { columns: { coverPath, coverVariantPath: variant.path, coverWidth: variant.width, coverHeight: variant.height }, dropped };
  }

  /** Discards the files a committed write stopped using (in the background; see `UploadsService.discard`). */
  discard(change: CoverChange): void {
    this.uploads.discardAll(change.dropped);
  }

  /** The cover as the answers carry it: the variant's full URL and size in px, or null. */
  imageOf(columns: CoverColumns): NewsCoverImage | null {
    return coverImageOf(columns.coverVariantPath, columns.coverWidth, columns.coverHeight, (key) => this.uploads.imageUrl(key) ?? '');
  }
}

/**
 * `{url, width, height}` of a stored variant (`url` from `imageUrl`), or null when the page has none or
 * its size is unknown.
 */
export function coverImageOf(
  variantPath: string | null,
  width: number | string | null,
  height: number | string | null,
  imageUrl: (key: string) => string,
): NewsCoverImage | null {
  if (!variantPath || width === null || height === null) return null;
  return { url: imageUrl(variantPath), width: Number(width), height: Number(height) };
}

function pick(columns: CoverColumns): CoverColumns {
  return {
    coverPath: columns.coverPath ?? null,
    coverVariantPath: columns.coverVariantPath ?? null,
    coverWidth: columns.coverWidth ?? null,
    coverHeight: columns.coverHeight ?? null,
  };
}
