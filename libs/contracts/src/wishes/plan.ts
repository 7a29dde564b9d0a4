import { daysBetween, seoulMidnight, seoulToday } from './calendar';
import { MSG } from './messages';
import type { FundOwner, OwnerPledgeRow } from './gifts';
import type { OrderStatus } from './schemas';
import type { EventInfo, OwnerReservationView, QuizRankingEntry, WishOwner, WishPublic } from './types';

/**
 * The parent's side (ARCHITECTURE §4.20): due date and countdown, what is needed first (stages,
 * most wanted, order), surprise mode, the wrap-up summary with its thank-you tracker.
 * Dates without a time (`dueDate`, `revealAt`) are calendar days in Asia/Seoul (ARCHITECTURE §3), computed
 * by calendar/seoul.ts.
 */

// ---------------------------------------------------------------- calendar days in Asia/Seoul

/** `YYYY-MM-DD` as Korean text: '2027년 6월 1일'. */
export function koreanDate(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${y}년 ${m}월 ${d}일`;
}

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

// ---------------------------------------------------------------- what is needed first

/** When a gift is needed, earliest first (ARCHITECTURE §4.20). The public list groups in this order. */
export const NEEDED_BY = ['NEWBORN', 'MONTH_0_3', 'MONTH_3_6', 'MONTH_6_12', 'MONTH_12_PLUS'] as const;
export type NeededBy = (typeof NEEDED_BY)[number];

/** Korean label of each stage. */
export const NEEDED_BY_LABEL: Record<NeededBy, string> = {
  NEWBORN: '신생아 (태어나자마자)',
  MONTH_0_3: '0~3개월',
  MONTH_3_6: '3~6개월',
  MONTH_6_12: '6~12개월',
  MONTH_12_PLUS: '12개월 이후',
};

/** Months after birth at which each stage starts (for the expected month). */
const STAGE_START_MONTHS: Record<NeededBy, number> = { NEWBORN: 0, MONTH_0_3: 0, MONTH_3_6: 3, MONTH_6_12: 6, MONTH_12_PLUS: 12 };

/** `{year, month}` (month 1–12) in which `stage` starts for a baby due on `dueDate`. */
export function expectedMonth(stage: NeededBy, dueDate: string): { year: number; month: number } {
  const [y, m] = dueDate.split('-').map(Number);
  const index = y! * 12 + (m! - 1) + STAGE_START_MONTHS[stage];
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Heading of a group of the public list: '꼭 필요해요', '6~12개월 (2027년 11월쯤)', '언제든 좋아요'. */
export function groupHeading(key: 'MOST_WANTED' | NeededBy | 'UNSTAGED', dueDate: string | null): string {
  if (key === 'MOST_WANTED') return MSG.parent.mostWantedMark;
  if (key === 'UNSTAGED') return MSG.parent.unstaged;
  return stageHeading(key, dueDate);
}

/** Heading of a stage group: '6~12개월', with the due date '6~12개월 (2027년 11월쯤)'. */
export function stageHeading(stage: NeededBy, dueDate: string | null): string {
  const label = NEEDED_BY_LABEL[stage];
  if (!dueDate) return label;
  const { year, month } = expectedMonth(stage, dueDate);
  return `${label} (${MSG.parent.expectedMonth(year, month)})`;
}

/** The fields of a wish that say what is needed first (every wish read carries them). */
export interface WishPlanFields {
  /** Stage at which the gift is needed, or null (unstaged). */
  neededBy: NeededBy | null;
  /** Shown first with the '꼭 필요해요' mark. */
  mostWanted: boolean;
  /** Position within its group, smaller first; ties by id (oldest first). */
  sortOrder: number;
}

/** A public wish with its plan fields (the public read's `wishList` items). */
export type PlannedWishPublic = WishPublic & WishPlanFields;
/** The owner's wish with its plan fields (the owner's read, create and update answers). */
export type PlannedWishOwner = WishOwner & WishPlanFields;

/**
 * Display order of wishes (ARCHITECTURE §4.20): most wanted first, then by stage in `NEEDED_BY`
 * order, unstaged last; within a group by `sortOrder`, then by id (oldest first).
 */
export function compareWishes(a: WishPlanFields & { id: number }, b: WishPlanFields & { id: number }): number {
  const rank = (w: WishPlanFields) => (w.neededBy ? NEEDED_BY.indexOf(w.neededBy) : NEEDED_BY.length);
  return Number(b.mostWanted) - Number(a.mostWanted) || rank(a) - rank(b) || a.sortOrder - b.sortOrder || a.id - b.id;
}

/** The plan fields of a wish as read, defaults filled in (older answers or fixtures without them read as unplanned). */
export function planOf(wish: Partial<WishPlanFields>): WishPlanFields {
  return { neededBy: wish.neededBy ?? null, mostWanted: wish.mostWanted === true, sortOrder: wish.sortOrder ?? 0 };
}

/** Group key of a wish in the public list: 'MOST_WANTED', a stage, or 'UNSTAGED'. */
export type WishGroupKey = 'MOST_WANTED' | NeededBy | 'UNSTAGED';

/** The group a wish is listed in (most wanted wins over its stage). */
export function wishGroupOf(wish: WishPlanFields): WishGroupKey {
  if (wish.mostWanted) return 'MOST_WANTED';
  return wish.neededBy ?? 'UNSTAGED';
}

/** Wishes sorted by `compareWishes` and cut into their groups, in display order; empty groups left out. */
export function groupWishes<T extends Partial<WishPlanFields> & { id: number }>(wishes: readonly T[]): Array<{ key: WishGroupKey; wishes: T[] }> {
  const groups: Array<{ key: WishGroupKey; wishes: T[] }> = [];
  for (const wish of [...wishes].sort((a, b) => compareWishes({ ...planOf(a), id: a.id }, { ...planOf(b), id: b.id }))) {
    const key = wishGroupOf(planOf(wish));
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.wishes.push(wish);
    else groups.push({ key, wishes: [wish] });
  }
  return groups;
}

// ---------------------------------------------------------------- surprise mode

/** The fields of a news page for due date and surprise mode (every read of the page carries them). */
export interface NewsPlanFields {
  /** Due date `YYYY-MM-DD` (Asia/Seoul), or null. */
  dueDate: string | null;
  /** While on and before the reveal day, the owner never sees who reserved (ARCHITECTURE §4.20). */
  surpriseMode: boolean;
  /** Reveal day `YYYY-MM-DD` as set, or null (then the due date is the reveal day). */
  revealAt: string | null;
}

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

/**
 * `GET /api/wish/reservation/{wishId}` with surprise mode (ARCHITECTURE §4.20): while
 * `reserversHidden`, `reservedName`/`reservedEmail` are null and the cancelled reservations carry no
 * name or contact ('' each); `revealDay` is when they appear (null: only turning the mode off reveals).
 * `thanked`: the thank-you mark of the live reservation (false when free).
 */
export type OwnerReservationDetails = OwnerReservationView & { reserversHidden: boolean; revealDay: string | null; thanked: boolean };

// ---------------------------------------------------------------- request fields

/** Largest `sortOrder` (room for 200 wishes renumbered many times over; fits every integer column). */
export const WISH_SORT_ORDER_MAX = 1_000_000;

// The request fields and schemas of the parent's side are in owner-schemas.ts (zod; a news page's first
// visit uses the day and wish helpers above without loading zod).

/** `PUT /api/wish/reorder/{eventCode}` → 200: the ids in their new order. */
export interface WishReorderResponse {
  eventCode: string;
  wishIds: number[];
}

/** `PUT /api/wish/reservation/{wishId}/thanked` → 200. */
export interface ThankedResponse {
  wishId: number;
  reservationId?: string;
  thanked: boolean;
}

// ---------------------------------------------------------------- wrap-up summary

/** One reservation row of the summary (and of its CSV). `reservedName`/`reservedEmail` null while hidden. */
export interface SummaryReservationRow {
  wishId: number;
  /** The reservation (ARCHITECTURE §4.22). */
  reservationId: string;
  /** Units of this reservation. */
  quantity: number;
  wishTitle: string;
  /** KRW, or null. */
  price: number | null;
  reservedName: string | null;
  reservedEmail: string | null;
  orderStatus: OrderStatus;
  /** ISO-8601 UTC. */
  reservedAt: string;
  thanked: boolean;
}

/** A gift nobody has reserved yet. */
export interface SummaryUnreservedWish {
  wishId: number;
  title: string;
  price: number | null;
  neededBy: NeededBy | null;
  mostWanted: boolean;
}

/**
 * `GET /api/event/summary/{code}` (owner only, ARCHITECTURE §4.20): totals, one row per live
 * reservation (oldest first), the quiz ranking (every participant) and the unreserved gifts in display
 * order. `reserversHidden`: surprise mode hides the reservers' names and contacts until `revealAt`.
 */
export interface EventWrapUp {
  code: string;
  title: string;
  dueDate: string | null;
  surpriseMode: boolean;
  revealAt: string | null;
  reserversHidden: boolean;
  totals: {
    wishes: number;
    reserved: number;
    delivered: number;
    followers: number;
    quizParticipants: number;
    thanked: number;
  };
  reservations: SummaryReservationRow[];
  /** Group-gift and fund pledges, oldest first (ARCHITECTURE §4.22); givers hidden like reservers. */
  pledges: OwnerPledgeRow[];
  /** The news page's fund (null when never opened). */
  fund: FundOwner | null;
  /** KRW totals of the pledges: all live pledges, of them the fund's, and those marked received. */
  pledgeTotals: { pledgedAmount: number; fundAmount: number; receivedAmount: number; pledgeCount: number };
  quizCount: number;
  quizRanking: QuizRankingEntry[];
  unreserved: SummaryUnreservedWish[];
}

/** Header row of the summary CSV (same columns as the summary's reservation rows). */
export const SUMMARY_CSV_HEADER = ['선물', '가격(원)', '예약자', '연락처', '주문 상태', '예약 일시', '감사 인사'] as const;

/**
 * Header row of the summary CSV's pledge section (ARCHITECTURE §4.22): after the reservation rows and a
 * blank line, one row per group-gift or fund pledge (kind, gift, amount in KRW, giver, contact, message,
 * pledged at, received O/X), then the KRW totals (`SUMMARY_CSV_PLEDGE_TOTALS`). Only when the page has
 * pledges or a fund.
 */
export const SUMMARY_CSV_PLEDGE_HEADER = ['구분', '선물', '금액(원)', '이름', '연락처', '메시지', '참여 일시', '받음 확인'] as const;

/** Labels of the summary CSV's KRW total rows (first column; the amount in the third, as in the pledge rows). */
export const SUMMARY_CSV_PLEDGE_TOTALS = { pledged: '모인 금액 합계', fund: '축의금 합계', received: '받음 확인 합계' } as const;
