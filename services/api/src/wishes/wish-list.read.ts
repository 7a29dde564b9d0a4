import { compareWishes, type PlannedWishOwner, type PlannedWishPublic } from '@babynews/contracts';
import type { DataSource } from 'typeorm';
import { readRows } from '../database/read-rows';
import type { AppConfig } from '../config/config.schema';
import { imageUrlFor } from '../uploads/public-url';
import { toWishOwner, toWishPublic, WISH_ROW_COLUMNS, type WishRow } from './wish.mapper';

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
 * fields keeps its creation order. `imageUrl` is a full URL (ARCHITECTURE §4.11).
 */
export async function loadWishLists(dataSource: DataSource, eventId: number, config: Pick<AppConfig, 'publicBaseUrl' | 'storage'>): Promise<WishLists> {
  const rows = await readRows<WishRow>(dataSource, WISHES_OF_EVENT, [eventId]);
  const imageUrl = (key: string | null) => imageUrlFor(config, key);
  return {
    wishList: rows.map((row) => toWishPublic(row, imageUrl)).sort(compareWishes),
    ownerWishList: rows.map((row) => toWishOwner(row, imageUrl)).sort(compareWishes),
  };
}
