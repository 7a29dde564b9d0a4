/**
 * `LIMITS` of wish fields and the wish list (spec §9; ARCHITECTURE §4.10).
 * Sizes in bytes, durations in ms, lengths in characters unless named otherwise. Read through
 * `LIMITS` (common/limits.ts), which the front ends share by file: import this part nowhere else.
 */
export const LIMITS_WISH = {
  wishTitleMax: 100,
  wishDescriptionMax: 500,
  linkMax: 2000,
  /** Wish price in KRW. */
  priceMax: 1_000_000_000,
  /** A wish list this long is already more than any family reads; bounds storage per page (spec §9). */
  wishesPerEventMax: 200,
} as const;
