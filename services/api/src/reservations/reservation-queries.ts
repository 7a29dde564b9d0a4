import type { OrderStatus } from '@babynews/contracts';

/**
 * INSERT of a reservation of `quantity` units (after `TAKE_UNITS` in the same transaction), with the
 * version of the relatives' notice the reserver agreed to (ARCHITECTURE §4.24) and the circle and share code it
 * was made under (ARCHITECTURE "Two circles").
 */
export const INSERT_RESERVATION = `INSERT INTO \`reservation\` (wish_id, public_id, quantity, reserved_name, reserved_email, receipt_email, birth_news, password_hash, privacy_consent_version, circle, circle_code, order_status, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PREPARING', ?, ?)`;

/**
 * The wish `?` if it belongs to the news page with share code `?`, with its counters: the reserve
 * call's one read (indexed join on the primary key and `event.code`). No row: unknown wish or another
 * page's code — answered alike.
 */
export const RESERVE_TARGET = `SELECT w.id, w.quantity, w.reserved_quantity, w.group_gift FROM \`wish\` w JOIN \`event\` e ON e.id = w.event_id
  WHERE w.id = ? AND e.code = ?`;

/** What a reservation's receipt names: wish `?`'s title, its news page's title and owner (ARCHITECTURE §4.23). */
export const RECEIPT_FACTS = `SELECT w.title AS wish_title, e.title AS page_title, m.display_name FROM \`wish\` w
  JOIN \`event\` e ON e.id = w.event_id JOIN \`member\` m ON m.id = e.owner_id WHERE w.id = ?`;

/**
 * Takes `?` units of wish `?` (the same count again as the third value) when they remain and the wish
 * is not a group gift: the ONE statement that decides a reservation (ARCHITECTURE §4.22). Affected rows
 * 0 → nothing was taken. The row lock it holds until COMMIT serialises concurrent reserves of one wish.
 */
export const TAKE_UNITS = 'UPDATE `wish` SET reserved_quantity = reserved_quantity + ? WHERE id = ? AND group_gift = 0 AND reserved_quantity + ? <= quantity';

/** Gives back `?` units of wish `?` (in the DELETE's transaction). */
export const FREE_UNITS = 'UPDATE `wish` SET reserved_quantity = reserved_quantity - ? WHERE id = ?';

/** The counters of wish `?`. */
export const WISH_COUNTERS = 'SELECT quantity, reserved_quantity, group_gift FROM `wish` WHERE id = ?';

/** The counters of a wish as both databases return them (numbers or numeric strings; booleans 0/1). */
export interface WishCounters {
  quantity: number | string;
  reserved_quantity: number | string;
  group_gift: number | string | boolean;
}

const PAGE_COLUMNS = `r.id, r.public_id, r.quantity, r.password_hash, r.order_status, r.reserved_name, r.reserved_email, r.created_at,
  w.title, w.description, w.image_path, w.link, w.quantity AS wish_quantity, e.code, e.post_code, e.address, e.detail_address, m.display_name
  FROM \`wish\` w JOIN \`event\` e ON e.id = w.event_id JOIN \`member\` m ON m.id = e.owner_id`;

/**
 * The wish `?` of the news page with code `?` with every reservation of it, oldest first, and what the
 * reservation view shows: one query (wish, news page, owner, reservations). No row: unknown wish or
 * another page's code — answered alike (ARCHITECTURE §4.7). One row with `id` null: not reserved.
 */
export const RESERVATIONS_OF_PAGE = `SELECT ${PAGE_COLUMNS}
  LEFT JOIN \`reservation\` r ON r.wish_id = w.id
  WHERE w.id = ? AND e.code = ? ORDER BY r.id`;

/** As `RESERVATIONS_OF_PAGE` with only the reservation whose public id is the third value (`reservationId`). */
export const RESERVATION_OF_PAGE_BY_ID = `SELECT ${PAGE_COLUMNS}
  LEFT JOIN \`reservation\` r ON r.wish_id = w.id AND r.public_id = ?
  WHERE w.id = ? AND e.code = ?`;

/** A row of `RESERVATIONS_OF_PAGE` / `RESERVATION_OF_PAGE_BY_ID`. */
export interface ReservationRow {
  id: number | null;
  public_id: string;
  quantity: number | string;
  password_hash: string;
  order_status: OrderStatus;
  reserved_name: string;
  reserved_email: string;
  created_at: Date | string;
  title: string;
  description: string;
  image_path: string | null;
  link: string;
  wish_quantity: number | string;
  code: string;
  post_code: string;
  address: string;
  detail_address: string;
  display_name: string;
}

/** Keeps a cancelled reservation for the owner (unique per reservation: listed once). */
export const INSERT_CANCELLATION = `INSERT INTO \`reservation_cancellation\` (wish_id, reservation_id, reserved_name, reserved_email, reserved_at, cancelled_at)
  VALUES (?, ?, ?, ?, ?, ?)`;

/** The cancelled reservations of wish `?`, newest first. */
export const CANCELLATIONS_OF_WISH = `SELECT reserved_name, reserved_email, reserved_at, cancelled_at FROM \`reservation_cancellation\`
  WHERE wish_id = ? ORDER BY cancelled_at DESC, id DESC`;
