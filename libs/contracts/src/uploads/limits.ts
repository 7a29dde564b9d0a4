/**
 * `LIMITS` of stored paths, image sizes and the daily upload quota (spec §5; ARCHITECTURE §4.11).
 * Sizes in bytes, durations in ms, lengths in characters unless named otherwise. Read through
 * `LIMITS` (common/limits.ts), which the front ends share by file: import this part nowhere else.
 */
export const LIMITS_UPLOAD = {
  /** A stored upload `path` / `imagePath`. */
  imagePathMax: 500,
  /** A requested upload path of `getPreSignedUrl`. */
  uploadPathMax: 300,
  imageOriginalMaxBytes: 5 * 1024 * 1024,
  imageOriginalEditMaxBytes: 10 * 1024 * 1024,
  /** Largest stored image (both drivers: the S3 POST policy's `content-length-range` and the local route), ARCHITECTURE §4.11. */
  uploadMaxBytes: 10 * 1024 * 1024,
  /**
   * Signed uploads per member per day (Asia/Seoul calendar day), ARCHITECTURE §4.11: a page holds at most
   * `wishesPerEventMax` wishes, so a whole list can be illustrated in one evening, while a stolen token
   * cannot turn the storage into a free file host.
   */
  uploadDailyMaxCount: 200,
  /**
   * Declared bytes of the signed uploads per member per day (same day): 200 images of ~2.5 MB on average
   * (the picker sends WebP of at most `imageLongestSidePx`, usually far smaller).
   */
  uploadDailyMaxBytes: 500 * 1024 * 1024,
  /**
   * Age after which a signed upload that nothing references is swept from storage (ARCHITECTURE §4.11):
   * far longer than a form stays open (the signed URL itself lives 10 minutes).
   */
  uploadOrphanAgeMs: 24 * 60 * 60 * 1000,
  imageLongestSidePx: 2000,
  imageWebpQuality: 0.85,
} as const;
