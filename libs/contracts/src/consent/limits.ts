/**
 * How long personal data is kept (ARCHITECTURE §4.24, PIPA Art. 21: data whose purpose is fulfilled
 * is destroyed without delay). A relative's name, contact, e-mail and message on a reservation,
 * pledge, quiz answer or guestbook entry serve the parent's thank-you and the relative's own changes
 * around the birth; afterwards only counts and amounts are needed.
 *
 * - The clock starts at the earlier of the page's due date and the row's creation +
 *   `retentionCreationCapDays`, so a parent moving the due date cannot keep the data longer.
 * - It runs `RETENTION_DAYS` (configuration; `retentionDefaultDays` when unset) from there.
 * - A cancelled reservation's copy kept for the owner goes `retentionCancelledDays` after the cancellation.
 * - Anonymised rows read '선물한 분 N' with no contact, e-mail or message (a masked name is still personal data).
 */
export const LIMITS_CONSENT = {
  retentionDefaultDays: 365,
  retentionCreationCapDays: 300,
  retentionCancelledDays: 30,
  /** Advertising consent by e-mail is confirmed again after two years (정보통신망법 Art. 50, 시행령 62조의3). */
  marketingReconfirmMs: 2 * 365 * 24 * 60 * 60 * 1000,
  /** `POST /api/member/export`: downloads per member per day. */
  exportPerDay: 5,
} as const;
