import type { LinkType, NeededBy, OrderStatus, PlannedWishOwner, PlannedWishPublic, WishPlanFields } from '@babynews/contracts';

/** A wish row as the read queries return it (snake_case columns, reservation status joined). */
export interface WishRow {
  id: number;
  title: string;
  description: string;
  link: string;
  link_type: string;
  price: number | string | null;
  image_path: string | null;
  auto_extracted_title: string | null;
  needed_by: string | null;
  most_wanted: number | boolean | string | null;
  sort_order: number | string | null;
  order_status: string | null;
}

/** Columns selected for a `WishRow` (aliases `w` = wish, `r` = reservation). */
export const WISH_ROW_COLUMNS = `w.id, w.title, w.description, w.link, w.link_type, w.price, w.image_path, w.auto_extracted_title, w.needed_by, w.most_wanted, w.sort_order, r.order_status`;

/** The plan fields of a wish row (ARCHITECTURE §4.20); booleans come as 0/1 from both databases. */
export function wishPlanOf(row: Pick<WishRow, 'needed_by' | 'most_wanted' | 'sort_order'>): WishPlanFields {
  return {
    neededBy: (row.needed_by as NeededBy | null) ?? null,
    mostWanted: row.most_wanted === true || Number(row.most_wanted) === 1,
    sortOrder: Number(row.sort_order ?? 0),
  };
}

/** The public wish (spec §3 "Wish item"): no reserver data, `isReserved` from the reservation's existence, plus the plan fields. */
export function toWishPublic(row: WishRow, imageUrl: (key: string | null) => string | null): PlannedWishPublic {
  return {
    id: Number(row.id),
    title: row.title,
    description: row.description,
    link: row.link,
    linkType: row.link_type as LinkType,
    price: row.price === null || row.price === undefined ? null : Number(row.price),
    imageUrl: imageUrl(row.image_path),
    autoExtractedTitle: row.auto_extracted_title ?? null,
    isReserved: !!row.order_status,
    ...wishPlanOf(row),
  };
}

/**
 * The owner's wish: the public fields plus `imagePath` and the reservation's `orderStatus` (null when
 * free). `cancelledReservationCount` and `pinLocked` start at 0/false; the owner's read fills them
 * (`withReservationExtras`, ARCHITECTURE §4.7).
 */
export function toWishOwner(row: WishRow, imageUrl: (key: string | null) => string | null): PlannedWishOwner {
  return {
    ...toWishPublic(row, imageUrl),
    imagePath: row.image_path ?? null,
    orderStatus: (row.order_status as OrderStatus | null) ?? null,
    cancelledReservationCount: 0,
    pinLocked: false,
  };
}
