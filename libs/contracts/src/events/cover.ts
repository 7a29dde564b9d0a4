/**
 * The news page's cover photo (ARCHITECTURE "Cover photo and link card", DESIGN §4.25). Zod-free: the
 * request field `coverPath` is in schemas.ts.
 */

/**
 * Where the parent's cover upload goes (`POST /api/s3/getPreSignedUrl`): a member's one upload prefix
 * (ARCHITECTURE §4.11), the same as wish images.
 */
export const COVER_UPLOAD_PREFIX = 'wish/';

/**
 * The cover as every read carries it: the server-made WebP variant (at most
 * `LIMITS.coverVariantMaxWidthPx` × `coverVariantMaxHeightPx` px and `coverVariantMaxBytes` bytes), its
 * full `url` and its size in px, so the page reserves its box before the picture arrives.
 */
export interface NewsCoverImage {
  url: string;
  width: number;
  height: number;
}

/** The cover field of the news read and of the create/update answer: null when the page has none. */
export interface NewsCoverFields {
  coverImage: NewsCoverImage | null;
}
