/**
 * `LIMITS` of notice fields (spec §9; ARCHITECTURE §4.14).
 * Sizes in bytes, durations in ms, lengths in characters unless named otherwise. Read through
 * `LIMITS` (common/limits.ts), which the front ends share by file: import this part nowhere else.
 */
export const LIMITS_NOTICE = {
  noticeTitleMax: 200,
  noticeContentMax: 100_000,
} as const;
