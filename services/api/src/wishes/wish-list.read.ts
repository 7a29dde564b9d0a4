import { compareWishes, type NeededBy, type PlannedWishOwner, type PlannedWishPublic, type SummaryUnreservedWish } from '@babynews/contracts';
import type { DataSource } from 'typeorm';
import { readRows, sqlFlag } from '../database/read-rows';
import { toWishOwner, toWishPublic, WISH_ROW_COLUMNS, wishPlanOf, type WishRow } from './wish.mapper';

const WISHES_OF_EVENT = `SELECT ${WISH_ROW_COLUMNS}
  FROM \`wish\` w
  WHERE w.event_id = ?
  ORDER BY w.id`;

/** The two wish lists of a news page: what anyone sees, and what its owner sees. */
export interface WishLists {
  wishList: PlannedWishPublic[];
  ownerWishList: PlannedWishOwner[];
}

/**
 * Wish list of the news page `eventId` for `GET /api/event/fetchInfoByCode/{code}` (spec §3, §7),
 * with ONE query (the wish rows with their counters, ARCHITECTURE §4.22): `wishList` (public, no reserver
 * data) and `ownerWishList` (adds imagePath and the first reservation's orderStatus). Both in display order (`compareWishes`, ARCHITECTURE §4.20): most wanted first, then by
 * stage, unstaged last; within a group by `sortOrder`, then oldest first — so a page without plan
 * fields keeps its creation order. `imageUrl` turns a stored key into its full URL (ARCHITECTURE §4.11;
 * `UploadsService.imageUrl`).
 */
export async function loadWishLists(dataSource: DataSource, eventId: number, imageUrl: (key: string | null) => string | null): Promise<WishLists> {
  const rows = await readRows<WishRow>(dataSource, WISHES_OF_EVENT, [eventId]);
  return {
    wishList: rows.map((row) => toWishPublic(row, imageUrl)).sort(compareWishes),
    ownerWishList: rows.map((row) => toWishOwner(row, imageUrl)).sort(compareWishes),
  };
}

/** Every wish of a page with its counters (ARCHITECTURE §4.22): portable SQL, backticks work on both databases. */
const WISHES_WITH_COUNTERS = `SELECT w.id, w.title, w.price, w.needed_by, w.most_wanted, w.sort_order, w.quantity, w.reserved_quantity, w.group_gift, w.funded_amount
  FROM \`wish\` w WHERE w.event_id = ? ORDER BY w.id`;

interface WishCounterRow {
  id: number;
  title: string;
  price: number | string | null;
  needed_by: string | null;
  most_wanted: number | boolean | string | null;
  sort_order: number | string | null;
  quantity: number | string;
  reserved_quantity: number | string;
  group_gift: number | boolean | string;
  funded_amount: number | string;
}

/** The wishes of a page as its owner's summary counts them. */
export interface WishesStillWanted {
  /** Every wish of the page. */
  wishCount: number;
  /** The wishes that still want something, in display order (`compareWishes`). */
  unreserved: SummaryUnreservedWish[];
}

const priceOf = (value: number | string | null): number | null => (value === null || value === undefined ? null : Number(value));

/** True while a wish still wants something: units left to reserve, or (a group gift) KRW left to its price. */
function stillWanted(wish: WishCounterRow): boolean {
  if (sqlFlag(wish.group_gift)) return wish.price === null || Number(wish.funded_amount) < Number(wish.price);
  return Number(wish.reserved_quantity) < Number(wish.quantity);
}

/**
 * For `GET /api/event/summary/{code}` (ARCHITECTURE §4.20, §4.22), ONE query over the wishes of the page
 * `eventId` with their counters: how many there are, and those that still want something (units left, or
 * a group gift short of its price, KRW) in display order.
 */
export async function loadWishesStillWanted(dataSource: DataSource, eventId: number): Promise<WishesStillWanted> {
  const wishes = (await dataSource.query(WISHES_WITH_COUNTERS, [eventId])) as WishCounterRow[];
  const unreserved = wishes.filter(stillWanted).map((row) => {
    const plan = wishPlanOf(row);
    return { id: Number(row.id), wishId: Number(row.id), title: row.title, price: priceOf(row.price), ...plan, neededBy: plan.neededBy as NeededBy | null };
  });
  return {
    wishCount: wishes.length,
    unreserved: unreserved.sort(compareWishes).map(({ wishId, title, price, neededBy, mostWanted }) => ({ wishId, title, price, neededBy, mostWanted })),
  };
}
