import { DAY_MS, seoulMidnight } from '../calendar/seoul';
import { LIMITS_CONSENT } from './limits';

/**
 * When a relative's personal data on one row (a reservation, pledge or quiz answer) is anonymised, or a
 * guestbook entry deleted (ARCHITECTURE §4.24, "Guestbook"; PIPA Art. 21), shared by the API's daily job and its tests.
 *
 * The clock starts at the earlier of the page's due date (00:00 Asia/Seoul of that day) and the row's
 * creation + `LIMITS_CONSENT.retentionCreationCapDays`: a parent who keeps moving the due date cannot keep
 * the data longer than the cap. A page without a due date starts it at the row's creation ("after the
 * reservation"). It then runs `retentionDays` (RETENTION_DAYS). At the instant returned the row is due.
 * @param row `dueDate` 'YYYY-MM-DD' of the row's news page or null; `createdAt` of the row.
 * @param retentionDays whole days (RETENTION_DAYS, default `LIMITS_CONSENT.retentionDefaultDays`).
 * @returns the instant from which the row's name, contacts and message are anonymised.
 */
export function retentionEndsAt(row: { dueDate: string | null; createdAt: Date }, retentionDays: number): Date {
  const created = row.createdAt.getTime();
  const start = row.dueDate === null ? created : Math.min(seoulMidnight(row.dueDate).getTime(), created + LIMITS_CONSENT.retentionCreationCapDays * DAY_MS);
  return new Date(start + retentionDays * DAY_MS);
}

/**
 * When the owner's copy of a cancelled reservation (`reservation_cancellation`) loses the relative's name
 * and contact: `LIMITS_CONSENT.retentionCancelledDays` after the cancellation (ARCHITECTURE §4.24): the
 * owner needs to see a cancellation around it, not a year later.
 */
export function cancellationRetentionEndsAt(cancelledAt: Date): Date {
  return new Date(cancelledAt.getTime() + LIMITS_CONSENT.retentionCancelledDays * DAY_MS);
}
