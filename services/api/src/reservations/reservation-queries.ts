import type { OrderStatus } from '@babynews/contracts';

/** INSERT of the one live reservation of a wish (`reservation.wish_id` is unique). */
export const INSERT_RESERVATION = `INSERT INTO \`reservation\` (wish_id, reserved_name, reserved_email, password_hash, order_status, created_at, updated_at)
  VALUES (?, ?, ?, ?, 'PREPARING', ?, ?)`;

/**
 * The wish `?` if it belongs to the news page with share code `?`, with its live reservation's id
 * (`reservation_id`, null when free): the reserve call's one read (indexed joins on primary keys,
 * `event.code` and the unique `reservation.wish_id`).
 */
export const RESERVE_TARGET = `SELECT w.id, r.id AS reservation_id FROM \`wish\` w JOIN \`event\` e ON e.id = w.event_id
  LEFT JOIN \`reservation\` r ON r.wish_id = w.id WHERE w.id = ? AND e.code = ?`;

/**
 * The wish `?` of the news page with code `?` with its reservation, if any, and what the reservation
 * view shows: one join (wish, news page, owner, reservation). No row: unknown wish or another page's
 * code — answered alike (ARCHITECTURE §4.7). `id` null: the wish is not reserved.
 */
export const RESERVATION_OF_PAGE = `SELECT r.id, r.password_hash, r.order_status, r.reserved_name, r.reserved_email, r.created_at,
  w.title, w.description, w.image_path, w.link, e.code, e.post_code, e.address, e.detail_address, m.display_name
  FROM \`wish\` w JOIN \`event\` e ON e.id = w.event_id JOIN \`member\` m ON m.id = e.owner_id
  LEFT JOIN \`reservation\` r ON r.wish_id = w.id
  WHERE w.id = ? AND e.code = ?`;

/** A row of `RESERVATION_OF_PAGE`. */
export interface ReservationRow {
  id: number | null;
  password_hash: string;
  order_status: OrderStatus;
  reserved_name: string;
  reserved_email: string;
  created_at: Date | string;
  title: string;
  description: string;
  image_path: string | null;
  link: string;
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
