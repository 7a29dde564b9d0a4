/**
 * Limits and Korean texts of the admin screens (spec §2, §6), without zod: the error-code table
 * (common/errors.ts) reads them, and a first visit must not load the admin schemas. A table of its
 * own, not part of the shared `MSG` / `LIMITS` (`MSG.admin` is admin/messages.ts).
 */

/** Numbers of the admin screens, with units in the names. */
export const ADMIN_LIMITS = {
  /** A statistics day starts at this hour, Asia/Seoul (spec §9: before 11:00 it started at 11:00 yesterday). */
  statsDayStartHour: 11,
  /** The week window reaches this many days back from today's start (spec §9). */
  statsWeekDays: 7,
  /** The month window ("about 30 days", spec §9) and the daily chart's length, days. */
  statsMonthDays: 30,
  /** Longest range of the daily sign-up series, days (bounds the rows one call reads). */
  dailySeriesMaxDays: 92,
  /** Longest name of the member search, characters (`member.real_name` / `display_name` widths). */
  searchNameMax: 50,
  /** Longest phone number of the member search as typed, characters. */
  searchPhoneMax: 20,
  /** Highest 0-based page number a list call accepts. */
  pageMax: 1_000_000,
} as const;

/** Korean texts of the admin screens beyond the ones of `MSG.admin` (spec §2, §6). */
export const ADMIN_MSG = {
  memberNotFound: '회원을 찾을 수 없습니다.',
  dateInvalid: '날짜 형식이 올바르지 않습니다.',
  dateOrder: '시작일은 종료일보다 늦을 수 없습니다.',
  rangeTooLong: `조회 기간은 최대 ${ADMIN_LIMITS.dailySeriesMaxDays}일입니다.`,
  pageInvalid: '페이지 번호가 올바르지 않습니다.',
  nameTooLong: `이름은 ${ADMIN_LIMITS.searchNameMax}자 이하로 입력해주세요.`,
  phoneInvalid: '전화번호는 숫자로 입력해주세요.',
  chartFailed: '가입 추이를 불러오지 못했습니다.',
} as const;
