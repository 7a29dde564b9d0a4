/**
 * Numbers of the site content (spec §2, §5, §9; ARCHITECTURE §4.16), with units in the names. A table
 * of its own, not part of the shared `LIMITS`.
 */
export const SITE_LIMITS = {
  /** Longest asset group code, characters (`landing-hero`, ...). */
  assetGroupCodeMax: 50,
  /** Longest asset group title, characters (spec §9: titles are 100 at most). */
  assetTitleMax: 100,
  /** Most images in one asset group (a landing slider with more would not be read). */
  assetImagesMax: 20,
  /** Highest priority value accepted (priorities only order the images). */
  assetPriorityMax: 1_000_000,
  /** Original size of an asset image the admin page accepts, bytes (spec §5: 5 MB). */
  assetImageMaxBytes: 5 * 1024 * 1024,
  /** Recommended width, px (spec §2 hint). */
  assetImageHintWidthPx: 1000,
  /** Recommended size, bytes (spec §2 hint: at most 2 MB). */
  assetImageHintBytes: 2 * 1024 * 1024,
  /** How long the size error stays, ms (spec §9: error messages clear after 3 s). */
  errorClearMs: 3000,
} as const;
