/**
 * `LIMITS` of news page fields, the share code and the read path (spec §9; ARCHITECTURE §4.4).
 * Sizes in bytes, durations in ms, lengths in characters unless named otherwise. Read through
 * `LIMITS` (common/limits.ts), which the front ends share by file: import this part nowhere else.
 */
export const LIMITS_EVENT = {
  eventTitleMax: 100,
  eventDescriptionMax: 1000,
  postCodeMax: 10,
  /** `address` and `detailAddress`. */
  addressMax: 200,
  /** The share code field of the anonymous wish calls. */
  eventCodeMax: 64,
  /** How long an unknown news code is remembered as a miss, so probing codes costs no database read. */
  eventMissCacheMs: 5000,
  /**
   * The cover photo the news page shows (ARCHITECTURE "Cover photo and link card"): the server's WebP
   * variant of the upload fits in this box, in px (wide enough for a phone's card at 2× density; at most
   * 4:5 tall, so a portrait photo leaves room for the title on a 360 × 740 screen).
   */
  coverVariantMaxWidthPx: 800,
  coverVariantMaxHeightPx: 1000,
  /** Largest cover variant in bytes: the page's largest paint on mobile data. */
  coverVariantMaxBytes: 80 * 1024,
  /** The link card (`og:image`) in px: the 1.91:1 size messengers show large. */
  linkCardWidthPx: 1200,
  linkCardHeightPx: 630,
} as const;
