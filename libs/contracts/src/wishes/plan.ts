import { MSG } from '../common/messages';
import type { WishOwner, WishPublic } from './types';

/**
 * What is needed first (ARCHITECTURE §4.20): the stage at which a gift is needed, the '꼭 필요해요' mark
 * and the owner's order, and how the public list groups and sorts wishes by them. Zod-free: the news
 * page's first visit uses these without loading the schemas (the request fields are in schemas.ts).
 */

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

/** Largest `sortOrder` (room for 200 wishes renumbered many times over; fits every integer column). */
export const WISH_SORT_ORDER_MAX = 1_000_000;

/** `PUT /api/wish/reorder/{eventCode}` → 200: the ids in their new order. */
export interface WishReorderResponse {
  eventCode: string;
  wishIds: number[];
}
