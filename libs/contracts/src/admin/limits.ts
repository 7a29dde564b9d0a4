/**
 * `LIMITS` of the member list (spec §7).
 * Sizes in bytes, durations in ms, lengths in characters unless named otherwise. Read through
 * `LIMITS` (common/limits.ts), which the front ends share by file: import this part nowhere else.
 */
export const LIMITS_ADMIN = {
  /** Members per page of the member list (the `/15` of `fetchMemberListByDateRange/{page}/15`). */
  memberPageSize: 15,
} as const;
