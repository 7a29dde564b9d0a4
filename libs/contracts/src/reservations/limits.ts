/**
 * `LIMITS` of reserver fields, the PIN and its lockouts (spec §5; ARCHITECTURE §4.7).
 * Sizes in bytes, durations in ms, lengths in characters unless named otherwise. Read through
 * `LIMITS` (common/limits.ts), which the front ends share by file: import this part nowhere else.
 */
export const LIMITS_RESERVE = {
  /** Reserver's and quiz answerer's name. */
  reserverNameMax: 50,
  /** Reserver's and quiz answerer's contact (phone or e-mail). */
  contactMax: 100,
  reservationPasswordLength: 4,
  /** Wrong PINs per wish within `attemptWindowMs` that lock its PIN calls for `reservationLockMs` (ARCHITECTURE §4.7). */
  reservationFailuresMax: 5,
  /** Length of the short per-wish PIN lock: long enough that 10,000 PINs take years, short enough for a mistyping aunt. */
  reservationLockMs: 15 * 60 * 1000,
  /** Wrong PINs per wish in `reservationDayWindowMs` that lock it until the owner unlocks: a steady guesser gets ~0.2% of the space, not all of it. */
  reservationFailuresDayMax: 20,
  reservationDayWindowMs: 24 * 60 * 60 * 1000,
} as const;
