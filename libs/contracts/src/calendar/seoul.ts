/**
 * Calendar days and wall-clock times in Asia/Seoul (ARCHITECTURE §3: timestamps are stored in UTC and
 * shown in Asia/Seoul). The one place that computes with the +09:00 offset: every Seoul day, midnight
 * or local time of the code base comes from here. Imports nothing, so a first visit pays only for the
 * few functions it uses.
 *
 * Shapes: a calendar day is the text 'YYYY-MM-DD' (no time, no zone); an instant is a `Date` or epoch ms.
 */

/** Offset of Asia/Seoul from UTC, ms: UTC+9 all year (Korea keeps no daylight saving time). */
export const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
/** Length of a calendar day, ms (exact in Asia/Seoul, which has no daylight saving time). */
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Length of an hour, ms. */
const HOUR_MS = 60 * 60 * 1000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Shifts an instant (epoch ms) so that its UTC fields read as the wall clock in Seoul. */
function toSeoulWallClock(ms: number): Date {
  return new Date(ms + SEOUL_OFFSET_MS);
}

/**
 * True for a real calendar day written 'YYYY-MM-DD' (e.g. not '2026-02-30', not '2026-5-1'), years
 * 1900–2199 (ARCHITECTURE §3).
 */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1900 || y > 2199) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Days since 1970-01-01 of the calendar day 'YYYY-MM-DD' (a pure day count, no time zone). */
function dayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return Math.floor(Date.UTC(y!, m! - 1, d!) / DAY_MS);
}

/** The calendar day 'YYYY-MM-DD' that is `count` days after 1970-01-01 (inverse of `dayNumber`). */
function dayOfNumber(count: number): string {
  return new Date(count * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Whole calendar days from `from` to `to` (both 'YYYY-MM-DD', ARCHITECTURE §3): positive when `to` is
 * later, 0 for the same day, e.g. ('2028-02-28', '2028-03-01') → 2.
 */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The calendar day `days` (whole days, may be negative) after `date`, both 'YYYY-MM-DD' (ARCHITECTURE §3). */
export function addDays(date: string, days: number): string {
  return dayOfNumber(dayNumber(date) + days);
}

/**
 * The calendar day `months` whole months (may be negative) after `date`, both 'YYYY-MM-DD'; a day the
 * target month lacks falls to its last day, e.g. ('2026-03-31', -1) → '2026-02-28'.
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const lastDay = new Date(Date.UTC(y!, m! - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y!, m! - 1 + months, Math.min(d!, lastDay))).toISOString().slice(0, 10);
}

/** The calendar day in Asia/Seoul at the instant `now`, as 'YYYY-MM-DD' (ARCHITECTURE §3). */
export function seoulToday(now: Date): string {
  return toSeoulWallClock(now.getTime()).toISOString().slice(0, 10);
}

/** The instant of 00:00 Asia/Seoul of the calendar day `date` ('YYYY-MM-DD', ARCHITECTURE §3): 15:00 UTC the day before. */
export function seoulMidnight(date: string): Date {
  return new Date(dayNumber(date) * DAY_MS - SEOUL_OFFSET_MS);
}

/**
 * Start of the Seoul "day" that begins at `hour` o'clock (0–23, Asia/Seoul) and holds the instant `now`:
 * today's `hour`:00 in Seoul, or yesterday's when it is not yet `hour`:00 there. With 11, 10:59 KST
 * gives 11:00 KST of the day before (the admin statistics day, spec §9); with 0, the Seoul midnight.
 */
export function seoulDayStartAt(now: Date, hour: number): Date {
  const shift = SEOUL_OFFSET_MS - hour * HOUR_MS;
  return new Date(Math.floor((now.getTime() + shift) / DAY_MS) * DAY_MS - shift);
}

/** 00:00 Asia/Seoul of the calendar day that holds the instant `now` (ARCHITECTURE §3), e.g. the daily upload quota's window start. */
export function seoulDayStart(now: Date): Date {
  return seoulDayStartAt(now, 0);
}

/** Epoch ms of the first 00:00 Asia/Seoul strictly after `nowMs` (epoch ms); at exactly midnight, the next one (ARCHITECTURE §3). */
export function nextSeoulMidnight(nowMs: number): number {
  return seoulDayStart(new Date(nowMs)).getTime() + DAY_MS;
}

/**
 * The instant `iso` (ISO-8601 with a zone, e.g. '2027-05-09T15:30:00.000Z') as Seoul wall-clock text
 * 'YYYY-MM-DD HH:mm' (ARCHITECTURE §3), e.g. '2027-05-10 00:30'.
 * @throws RangeError when `iso` is no readable instant.
 */
export function seoulDateTime(iso: string): string {
  return toSeoulWallClock(new Date(iso).getTime()).toISOString().slice(0, 16).replace('T', ' ');
}

// ---------------------------------------------------------------- display (spec §9 dates)

/** `n` with a leading zero below 10: 5 → '05'. */
const pad2 = (n: number) => String(n).padStart(2, '0');

/** The Seoul wall clock of the instant `iso` as numbers (month 1–12, hour 0–23). @throws RangeError for no readable instant. */
function seoulFields(iso: string | Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const wall = toSeoulWallClock(new Date(iso).getTime());
  if (Number.isNaN(wall.getTime())) throw new RangeError('Invalid time value');
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), minute: wall.getUTCMinutes() };
}

/**
 * The instant `iso` as the Seoul day 'year. month. day.' with two-digit month and day (spec §9),
 * e.g. '2026-11-22T15:30:00Z' → '2026. 11. 23.'.
 * @throws RangeError when `iso` is no readable instant.
 */
export function formatDate(iso: string | Date): string {
  const { year, month, day } = seoulFields(iso);
  return `${year}. ${pad2(month)}. ${pad2(day)}.`;
}

/**
 * The instant `iso` as the Korean long Seoul day (notice detail), e.g. '2026-11-22T15:30:00Z' →
 * '2026년 11월 23일'.
 * @throws RangeError when `iso` is no readable instant.
 */
export function formatLongDate(iso: string | Date): string {
  const { year, month, day } = seoulFields(iso);
  return `${year}년 ${month}월 ${day}일`;
}

/**
 * The instant `iso` as the Seoul day and 12-hour time of the owner's lists (spec §9), e.g.
 * '2026-11-23T06:04:00Z' → '2026. 11. 23. 오후 3:04' (noon is 오후 12:xx, midnight 오전 12:xx).
 * @throws RangeError when `iso` is no readable instant.
 */
export function formatSeoulDateTime(iso: string): string {
  const { year, month, day, hour, minute } = seoulFields(iso);
  return `${year}. ${pad2(month)}. ${pad2(day)}. ${hour < 12 ? '오전' : '오후'} ${hour % 12 || 12}:${pad2(minute)}`;
}

/**
 * The instant `iso` as the Seoul day 'year. month. day.' without leading zeros (the admin screens, spec §9),
 * e.g. '2026-11-23T00:00:00Z' → '2026. 11. 23.'; '' for null or text that is no instant.
 */
export function formatSeoulDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const [y, m, d] = seoulToday(date).split('-').map(Number);
  return `${y}. ${m}. ${d}.`;
}

/**
 * The instant `iso` as the Korean Seoul day and 12-hour time of a birth (ARCHITECTURE "Birth
 * announcement"), e.g. '2027-05-12T05:30:00Z' → '2027년 5월 12일 오후 2시 30분'; on the hour the minutes
 * are left out ('오전 9시'); noon is 오후 12시, midnight 오전 12시.
 * @throws RangeError when `iso` is no readable instant.
 */
export function formatKoreanDateTime(iso: string | Date): string {
  const { year, month, day, hour, minute } = seoulFields(iso);
  return `${year}년 ${month}월 ${day}일 ${hour < 12 ? '오전' : '오후'} ${hour % 12 || 12}시${minute ? ` ${minute}분` : ''}`;
}

/**
 * The Seoul wall clock `date` ('YYYY-MM-DD') and `time` ('HH:mm') as an ISO-8601 instant with Seoul's
 * offset, e.g. ('2027-05-12', '14:30') → '2027-05-12T14:30:00+09:00' (what a form sends as `bornAt`).
 * Not checked: a bad day or time gives text that no schema accepts.
 */
export function seoulInstantText(date: string, time: string): string {
  return `${date}T${time}:00+09:00`;
}

/** The calendar day 'YYYY-MM-DD' as Korean text, e.g. '2027-06-01' → '2027년 6월 1일' (no time zone involved). */
export function koreanDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일`;
}
