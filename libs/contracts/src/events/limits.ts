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
} as const;
