import { daysBetween, seoulMidnight, seoulToday } from '../calendar';
import { MSG } from '../common/messages';
import type { PlannedWishOwner, PlannedWishPublic } from '../wishes/plan';
import type { EventInfo, EventSummary } from './types';
import type { NewsCoverFields } from './cover';
import type { NewsBirth, NewsBirthFields } from './birth';

/**
 * The news page's plan (ARCHITECTURE §4.20): due date and countdown, surprise mode and its reveal day.
 * Dates without a time (`dueDate`, `revealAt`) are calendar days in Asia/Seoul (ARCHITECTURE §3), computed
 * by calendar/seoul.ts. Zod-free (the request fields are in schemas.ts).
 */

/** Whole days from today (Asia/Seoul, at `now`) to `date`: 45 = in 45 days, 0 = today, -3 = three days ago. */
export function daysUntil(date: string, now: Date): number {
  return daysBetween(seoulToday(now), date);
}

/** Days after the due date until the countdown says nothing (a pregnancy does not always end in an announcement). */
export const OVERDUE_SHOWN_DAYS = 14;

/** Where the countdown stands: before the due date, on it, or after it. */
export type CountdownState = 'ahead' | 'today' | 'overdue';

/**
 * The countdown shown on the news page and my page (ARCHITECTURE "The due date, honestly", DESIGN
 * §4.25): 'D-45' before the due date, 'D-day' on it, '예정일이 3일 지났어요' for 1–14 days after it,
 * then null. Never 'born' from the date alone: only the parent's announcement says that. Days are
 * Asia/Seoul calendar days (`days`: 45 ahead, 0 today, -3 three days past).
 */
export function dueDateCountdown(dueDate: string, now: Date): { days: number; label: string; state: CountdownState } | null {
  const days = daysUntil(dueDate, now);
  if (days > 0) return { days, label: MSG.parent.countdownDays(days), state: 'ahead' };
  if (days === 0) return { days, label: MSG.parent.countdownToday, state: 'today' };
  if (-days > OVERDUE_SHOWN_DAYS) return null;
  return { days, label: MSG.parent.overdue(-days), state: 'overdue' };
}

/**
 * The countdown of a news page, or null when there is none to show: the parent announced the birth
 * (`birth`, ARCHITECTURE "Birth announcement": the announcement takes its place), no due date, the owner
 * hid it, or more than 14 days past the date (see `dueDateCountdown`).
 */
export function newsCountdown(
  news: Pick<NewsPlanFields, 'dueDate' | 'hideCountdown'> & { birth?: Pick<NewsBirth, 'bornAt'> | null },
  now: Date,
): ReturnType<typeof dueDateCountdown> {
  if (news.birth || !news.dueDate || news.hideCountdown) return null;
  return dueDateCountdown(news.dueDate, now);
}

/** The fields of a news page for due date and surprise mode (every read of the page carries them). */
export interface NewsPlanFields {
  /** Due date `YYYY-MM-DD` (Asia/Seoul), or null. */
  dueDate: string | null;
  /** While on and before the reveal day, the owner never sees who reserved (ARCHITECTURE §4.20). */
  surpriseMode: boolean;
  /** Reveal day `YYYY-MM-DD` as set, or null (then the due date is the reveal day). */
  revealAt: string | null;
  /** The owner hid the countdown: relatives and my page show none (the due date stays in the form). */
  hideCountdown: boolean;
}

/** The summary with the plan fields (my page's news). */
export type PlannedEventSummary = EventSummary & NewsPlanFields;

/** The answer of `POST /api/event/create` and `PUT /api/event/update/{code}`: the summary with the plan fields and the cover. */
export type SavedEventSummary = PlannedEventSummary & NewsCoverFields;

/** `EventInfo` with the plan fields, the cover, the birth announcement and planned wishes (what `GET /api/event/fetchInfoByCode/{code}` answers). */
export type NewsInfo = Omit<EventInfo, 'wishList' | 'coverImage' | 'birth'> &
  NewsPlanFields &
  NewsCoverFields &
  NewsBirthFields & { wishList: PlannedWishPublic[] | PlannedWishOwner[] };

/** The day the names appear: `revealAt`, else the due date, else null (only turning the mode off reveals). */
export function effectiveRevealAt(news: Pick<NewsPlanFields, 'dueDate' | 'revealAt'>): string | null {
  return news.revealAt ?? news.dueDate ?? null;
}

/**
 * True while the owner must not see who reserved (ARCHITECTURE §4.20): surprise mode on and `now`
 * before 00:00 Asia/Seoul of the reveal day (or no reveal day at all).
 */
export function reserversHidden(news: Pick<NewsPlanFields, 'surpriseMode' | 'dueDate' | 'revealAt'>, now: Date): boolean {
  if (!news.surpriseMode) return false;
  const reveal = effectiveRevealAt(news);
  return reveal === null || now.getTime() < seoulMidnight(reveal).getTime();
}
