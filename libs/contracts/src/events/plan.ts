import { daysBetween, seoulMidnight, seoulToday } from '../calendar';
import { MSG } from '../common/messages';
import type { PlannedWishOwner, PlannedWishPublic } from '../wishes/plan';
import type { EventInfo, EventSummary } from './types';

/**
 * The news page's plan (ARCHITECTURE §4.20): due date and countdown, surprise mode and its reveal day.
 * Dates without a time (`dueDate`, `revealAt`) are calendar days in Asia/Seoul (ARCHITECTURE §3), computed
 * by calendar/seoul.ts. Zod-free (the request fields are in schemas.ts).
 */

/** Whole days from today (Asia/Seoul, at `now`) to `date`: 45 = in 45 days, 0 = today, -3 = three days ago. */
export function daysUntil(date: string, now: Date): number {
  return daysBetween(seoulToday(now), date);
}

/**
 * The countdown shown on the news page and my page (ARCHITECTURE §4.20): 'D-45' before the due
 * date, 'D-day' on it, '아기가 태어났어요! (D+3)' after it.
 */
export function dueDateCountdown(dueDate: string, now: Date): { days: number; label: string; born: boolean } {
  const days = daysUntil(dueDate, now);
  if (days > 0) return { days, label: MSG.parent.countdownDays(days), born: false };
  if (days === 0) return { days, label: MSG.parent.countdownToday, born: false };
  return { days, label: MSG.parent.born(-days), born: true };
}

/** The fields of a news page for due date and surprise mode (every read of the page carries them). */
export interface NewsPlanFields {
  /** Due date `YYYY-MM-DD` (Asia/Seoul), or null. */
  dueDate: string | null;
  /** While on and before the reveal day, the owner never sees who reserved (ARCHITECTURE §4.20). */
  surpriseMode: boolean;
  /** Reveal day `YYYY-MM-DD` as set, or null (then the due date is the reveal day). */
  revealAt: string | null;
}

/** The answer of `POST /api/event/create` and `PUT /api/event/update/{code}`: the summary with the plan fields. */
export type PlannedEventSummary = EventSummary & NewsPlanFields;

/** `EventInfo` with the plan fields and planned wishes (what `GET /api/event/fetchInfoByCode/{code}` answers). */
export type NewsInfo = Omit<EventInfo, 'wishList'> & NewsPlanFields & { wishList: PlannedWishPublic[] | PlannedWishOwner[] };

/** The day the names appear: `revealAt`, else the due date, else null (only turning the mode off reveals). */
export function effectiveRevealAt(news: Pick<NewsPlanFields, 'dueDate' | 'revealAt'>): string | null {
  return news.revealAt ?? news.dueDate ?? null;
}

/**
 * True while the owner must not see who reserved (ARCHITECTURE §4.20): surprise mode on and `now`
 * before 00:00 Asia/Seoul of the reveal day (or no reveal day at all).
 */
export function reserversHidden(news: NewsPlanFields, now: Date): boolean {
  if (!news.surpriseMode) return false;
  const reveal = effectiveRevealAt(news);
  return reveal === null || now.getTime() < seoulMidnight(reveal).getTime();
}
