import { DAY_MS, isCalendarDate, seoulDayStartAt, seoulMidnight } from '../calendar';
import type { Role } from '../auth/types';
import { ADMIN_LIMITS } from './admin-messages';
import type { SignupStats, TimeWindow } from './types';

/**
 * Rules of the administrator's screens and routes (spec §2 admin home, member list; spec §9;
 * ARCHITECTURE §4.12–4.13): the statistics day and its windows, date-range ends, list pages, labels.
 * Zod-free; the query schemas are in schemas.ts.
 */

/** How each role is shown (spec §6). */
export const ROLE_LABEL: Record<Role, string> = { ROLE_ADMIN: '관리자', ROLE_USER: '일반 회원' };

// An ISO-8601 date-time with seconds optional, fraction optional and an explicit zone (Z or ±hh:mm).
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Start of the statistics day that holds `now` (spec §9): 11:00 Asia/Seoul today, or 11:00 yesterday
 * when it is not yet 11:00 in Seoul (`seoulDayStartAt` with ADMIN_LIMITS.statsDayStartHour). 11:00 KST is 02:00 UTC.
 */
export function statsDayStart(now: Date): Date {
  return seoulDayStartAt(now, ADMIN_LIMITS.statsDayStartHour);
}

/**
 * The admin home's windows at `now` (spec §2 admin home, §9): today = [today's 11:00 start, now];
 * week = 7 days back from today's start; month = 30 days back. Each ends at `now` (plus 1 ms so a
 * sign-up at this very millisecond counts).
 */
export function signupStatsWindows(now: Date): { today: TimeWindow; week: TimeWindow; month: TimeWindow } {
  const start = statsDayStart(now).getTime();
  const end = new Date(now.getTime() + 1);
  return {
    today: { start: new Date(start), end },
    week: { start: new Date(start - ADMIN_LIMITS.statsWeekDays * DAY_MS), end },
    month: { start: new Date(start - ADMIN_LIMITS.statsMonthDays * DAY_MS), end },
  };
}

/**
 * Parses one end of a date range. 'YYYY-MM-DD' is a whole day in Asia/Seoul (ARCHITECTURE §3): as a start
 * its 00:00, as an end the next day's 00:00 (so the end date is included). An ISO date-time with a zone is
 * that instant.
 * @returns null when the text is neither (or names no real day, `isCalendarDate`).
 */
export function parseRangeEnd(text: string, side: 'start' | 'end'): Date | null {
  if (isCalendarDate(text)) return new Date(seoulMidnight(text).getTime() + (side === 'end' ? DAY_MS : 0));
  if (!DATE_TIME.test(text)) return null;
  const instant = Date.parse(text);
  return Number.isNaN(instant) ? null : new Date(instant);
}

/**
 * Parses the 0-based `{page}` path segment of the member list calls (ARCHITECTURE §4.12).
 * @returns the page, or null for anything but 0..ADMIN_LIMITS.pageMax in plain digits.
 */
export function parseAdminPage(raw: string): number | null {
  if (!/^\d{1,7}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= ADMIN_LIMITS.pageMax ? page : null;
}

/** Zeros: what the admin home shows when the statistics call fails (spec §7, §8). */
export const EMPTY_SIGNUP_STATS: SignupStats = { totalCount: 0, kakaoUserCount: 0, googleUserCount: 0, socialUserCount: 0, regularUserCount: 0 };
