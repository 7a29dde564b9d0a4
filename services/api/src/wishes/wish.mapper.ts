import type { LinkType, NeededBy, OrderStatus, PlannedWishOwner, PlannedWishPublic, WishGiftFields, WishPlanFields } from '@babynews/contracts';
import { sqlFlag } from '../database/read-rows';

/** A wish row as the read queries return it (snake_case columns, the first reservation's status). */
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
  quantity: number | string;
  reserved_quantity: number | string;
  group_gift: number | boolean | string;
  /** KRW; MySQL/MariaDB may hand a bigint over as a string. */
  funded_amount: number | string;
  giver_count: number | string;
  order_status: string | null;
}

/**
 * Columns selected for a `WishRow` from `wish w` (no join: a wish may have several reservations):
 * the counters straight from the wish row (ARCHITECTURE §4.22) and the order status of its first
 * (oldest) reservation through the `idx_reservation_wish` index, null when none.
 */
export const WISH_ROW_COLUMNS = `w.id, w.title, w.description, w.link, w.link_type, w.price, w.image_path, w.auto_extracted_title, w.needed_by, w.most_wanted, w.sort_order,
  w.quantity, w.reserved_quantity, w.group_gift, w.funded_amount, w.giver_count,
  (SELECT r.order_status FROM \`reservation\` r WHERE r.wish_id = w.id ORDER BY r.id LIMIT 1) AS order_status`;

/**
 * The gift fields of a wish row (ARCHITECTURE §4.22), taken straight from its counters. Fully reserved
 * (`isReserved`): all `quantity` units reserved; a group gift: the pledges reach the price.
 */
export function wishGiftOf(
  row: Pick<WishRow, 'quantity' | 'reserved_quantity' | 'group_gift' | 'funded_amount' | 'giver_count' | 'price'>,
): WishGiftFields & { isReserved: boolean } {
  const quantity = Number(row.quantity ?? 1);
  const reservedQuantity = Number(row.reserved_quantity ?? 0);
  const groupGift = sqlFlag(row.group_gift);
  const fundedAmount = Number(row.funded_amount ?? 0);
  const price = row.price === null || row.price === undefined ? null : Number(row.price);
  return {
    quantity,
    reservedQuantity,
    groupGift,
    fundedAmount,
    giverCount: Number(row.giver_count ?? 0),
    isReserved: groupGift ? price !== null && price > 0 && fundedAmount >= price : reservedQuantity >= quantity,
  };
}

/** The plan fields of a wish row (ARCHITECTURE §4.20); booleans come as 0/1 from both databases. */
export function wishPlanOf(row: Pick<WishRow, 'needed_by' | 'most_wanted' | 'sort_order'>): WishPlanFields {
  return {
    neededBy: (row.needed_by as NeededBy | null) ?? null,
    mostWanted: sqlFlag(row.most_wanted),
    sortOrder: Number(row.sort_order ?? 0),
  };
}

/**
 * The public wish (spec §3 "Wish item"): no reserver data; the gift fields with `isReserved` = fully
 * reserved (`wishGiftOf`, ARCHITECTURE §4.22), plus the plan fields.
 */
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
    ...wishGiftOf(row),
    ...wishPlanOf(row),
  };
}

/**
 * The owner's wish: the public fields plus `imagePath` and the first reservation's `orderStatus` (null
 * when nothing is reserved). `cancelledReservationCount` and `pinLocked` start at 0/false; the owner's read fills them
 * (`ReservationsOwnerService.withOwnerExtras`, ARCHITECTURE §4.7).
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
