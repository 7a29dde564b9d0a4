import { z } from 'zod';
import { MSG } from './messages';
import { ADMIN_LIMITS, ADMIN_MSG } from './admin-messages';
import { DAY_MS, isCalendarDate, seoulDayStartAt, seoulMidnight, seoulToday } from './calendar';
import { normalizeContact } from './rules';
import type { Role, SignupProvider } from './types';

/**
 * Administration: sign-up statistics and the member list/detail (spec §2 admin home, member list and
 * detail; spec §3 "Member", "Member list response", "Member statistics"; ARCHITECTURE §4.12–4.13).
 */

// Limits and messages live in admin-messages.ts (zod-free, for the first visit); re-exported here.
export { ADMIN_LIMITS, ADMIN_MSG } from './admin-messages';

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

/** A half-open time window [start, end). */
export interface TimeWindow {
  start: Date;
  end: Date;
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

/** Dates as the spec's 'year. month. day' in Asia/Seoul (spec §9 display), e.g. '2026. 11. 23.'; '' for null. */
export function formatSeoulDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [y, m, d] = seoulToday(date).split('-').map(Number);
  return `${y}. ${m}. ${d}.`;
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

const optionalQueryText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * Query `startDate`, `endDate` (ARCHITECTURE §4.13: ISO date-times; 'YYYY-MM-DD' also accepted as a
 * Seoul day) → `{start, end}`, a half-open window. Checked in the form's order: both present
 * (MSG.admin.bothDatesRequired), each readable (ADMIN_MSG.dateInvalid), start before end (ADMIN_MSG.dateOrder).
 */
export const dateRangeQuerySchema = z.object({ startDate: optionalQueryText, endDate: optionalQueryText }).transform((query, ctx) => {
  if (!query.startDate || !query.endDate) {
    ctx.addIssue({ code: 'custom', message: MSG.admin.bothDatesRequired });
    return z.NEVER;
  }
  const start = parseRangeEnd(query.startDate, 'start');
  const end = parseRangeEnd(query.endDate, 'end');
  if (!start || !end) {
    ctx.addIssue({ code: 'custom', message: ADMIN_MSG.dateInvalid });
    return z.NEVER;
  }
  // A date-only end already reaches the next midnight, so an equal start is a reversed pair of dates.
  if (start.getTime() >= end.getTime()) {
    ctx.addIssue({ code: 'custom', message: ADMIN_MSG.dateOrder });
    return z.NEVER;
  }
  return { start, end };
});
export type DateRange = z.output<typeof dateRangeQuerySchema>;

/**
 * Query of `GET /api/admin/fetchMemberListByDateRange/{page}/15` (spec §2, §7; ARCHITECTURE §4.12):
 * optional `name` (prefix of the real name or nickname, ≤ 50) and `phoneNumber` (digits, compared as
 * `normalizeContact` stores them: '010-1234' → '0101234', prefix match), and the date range above —
 * required unless a name or phone number is given, so the detail filter alone searches every sign-up
 * date without a range (`range: null`). Dates given are checked as `dateRangeQuerySchema` does.
 * → `{range: {start, end} | null, name?, phoneNumber?}`.
 */
export const memberSearchQuerySchema = z
  .object({
    startDate: optionalQueryText,
    endDate: optionalQueryText,
    name: optionalQueryText.pipe(z.string().max(ADMIN_LIMITS.searchNameMax, ADMIN_MSG.nameTooLong).optional()),
    phoneNumber: optionalQueryText.pipe(
      z
        .string()
        .max(ADMIN_LIMITS.searchPhoneMax, ADMIN_MSG.phoneInvalid)
        .regex(/^[+\d\s().-]*\d[+\d\s().-]*$/, ADMIN_MSG.phoneInvalid)
        .transform((v) => normalizeContact(v))
        .optional(),
    ),
  })
  .transform((query, ctx) => {
    const detailOnly = !query.startDate && !query.endDate && Boolean(query.name || query.phoneNumber);
    if (detailOnly) return { range: null, name: query.name, phoneNumber: query.phoneNumber };
    const range = dateRangeQuerySchema.safeParse({ startDate: query.startDate, endDate: query.endDate });
    if (!range.success) {
      for (const issue of range.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return { range: range.data, name: query.name, phoneNumber: query.phoneNumber };
  });
export type MemberSearch = z.output<typeof memberSearchQuerySchema>;

/**
 * Parses the 0-based `{page}` path segment of the member list calls (ARCHITECTURE §4.12).
 * @returns the page, or null for anything but 0..ADMIN_LIMITS.pageMax in plain digits.
 */
export function parseAdminPage(raw: string): number | null {
  if (!/^\d{1,7}$/.test(raw)) return null;
  const page = Number(raw);
  return page <= ADMIN_LIMITS.pageMax ? page : null;
}

/**
 * `GET /api/admin/member/getStatsByDateRange` (spec §7, ARCHITECTURE §4.13): sign-ups in the window,
 * split by how the member signed up; socialUserCount = kakao + google.
 */
export interface SignupStats {
  totalCount: number;
  kakaoUserCount: number;
  googleUserCount: number;
  socialUserCount: number;
  regularUserCount: number;
}

/** Zeros: what the admin home shows when the statistics call fails (spec §7, §8). */
export const EMPTY_SIGNUP_STATS: SignupStats = { totalCount: 0, kakaoUserCount: 0, googleUserCount: 0, socialUserCount: 0, regularUserCount: 0 };

/** One statistics day of `GET /api/admin/member/getDailySignups`: its start (ISO, 11:00 KST) and counts. */
export interface DailySignupCount {
  /** The Seoul date of the day's 11:00 start, 'YYYY-MM-DD'. */
  date: string;
  regularCount: number;
  socialCount: number;
}

/** `GET /api/admin/member/getDailySignups?startDate&endDate`: one entry per statistics day, oldest first. */
export interface DailySignups {
  days: DailySignupCount[];
}

/** One row of the member list (spec §3 "Member"; never a password hash or provider user id). */
export interface AdminMemberSummary {
  id: number;
  username: string;
  email: string;
  displayName: string;
  realName: string | null;
  phoneNumber: string | null;
  role: Role;
  /** How the member signed up ('regular', 'kakao', 'google'); the provider's user id is never sent. */
  provider: SignupProvider;
  /** ISO-8601 UTC. */
  createdAt: string;
}

/** `GET /api/admin/fetchMemberDetails/{id}`: every member field of spec §3. */
export interface AdminMemberDetails extends AdminMemberSummary {
  postCode: string | null;
  address: string | null;
  detailAddress: string | null;
  /** ISO-8601 UTC. */
  updatedAt: string;
}

/** The member list calls' answer (ARCHITECTURE §4.12): one page of members, newest first, and the paging. */
export interface AdminMemberPage {
  _embedded: { members: AdminMemberSummary[] };
  page: { size: number; number: number; totalElements: number; totalPages: number };
}
