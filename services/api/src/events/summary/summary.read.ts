import type { OrderStatus, OwnerPledgeRow, PledgeKind, SummaryReservationRow } from '@babynews/contracts';
import type { DataSource } from 'typeorm';
import { sqlFlag } from '../../database/read-rows';
import { fromSqlTimestamp } from '../../database/sql-timestamp';

/** Every reservation of a page's wishes (a wish may have several, ARCHITECTURE §4.22), oldest first. */
const RESERVATIONS_OF_PAGE = `SELECT r.wish_id, r.public_id, r.quantity, r.reserved_name, r.reserved_email, r.order_status, r.created_at AS reserved_at, r.thanked,
  r.thank_you_at, r.receipt_email IS NOT NULL AS has_receipt,
  w.title, w.price
  FROM \`reservation\` r JOIN \`wish\` w ON w.id = r.wish_id
  WHERE w.event_id = ?
  ORDER BY r.created_at, r.id`;

/** Every pledge of a page (group gifts and the fund), oldest first, with its group gift's title. */
const PLEDGES_OF_PAGE = `SELECT p.public_id, p.kind, p.wish_id, w.title AS wish_title, p.name, p.contact, p.message, p.amount, p.created_at, p.received,
  p.thank_you_at, p.receipt_email IS NOT NULL AS has_receipt
  FROM \`pledge\` p LEFT JOIN \`wish\` w ON w.id = p.wish_id
  WHERE p.event_id = ?
  ORDER BY p.created_at, p.id`;

interface ReservationSummaryRow {
  wish_id: number;
  public_id: string;
  quantity: number | string;
  reserved_name: string;
  reserved_email: string;
  order_status: string;
  reserved_at: Date | string;
  thanked: number | boolean | string | null;
  thank_you_at: unknown;
  has_receipt: number | boolean | string;
  title: string;
  price: number | string | null;
}

interface PledgeSummaryRow {
  public_id: string;
  kind: PledgeKind;
  wish_id: number | null;
  wish_title: string | null;
  name: string;
  contact: string;
  message: string;
  amount: number | string;
  created_at: Date | string;
  received: number | boolean | string;
  thank_you_at: unknown;
  has_receipt: number | boolean | string;
}

/**
 * What the wrap-up summary reads itself (names not yet hidden: `EventWrapUpService` applies surprise
 * mode); the wishes still wanted and the quiz ranking come from `WishesService` and `QuizzesService`.
 */
export interface SummaryData {
  reservations: SummaryReservationRow[];
  /** Group-gift and fund pledges, oldest first (names not yet hidden). */
  pledges: OwnerPledgeRow[];
  followers: number;
}

const priceOf = (value: number | string | null): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * Loads the rows of `GET /api/event/summary/{code}` that join several domains' tables for the page
 * `eventId` (ARCHITECTURE §4.20, §4.22), with three queries run together: every reservation (oldest
 * first, one row each — a wish of several units may have several), every pledge (oldest first) and the
 * follower count.
 */
export async function loadSummaryData(dataSource: DataSource, eventId: number): Promise<SummaryData> {
  const [reservationRows, pledgeRows, followers] = await Promise.all([
    dataSource.query(RESERVATIONS_OF_PAGE, [eventId]) as Promise<ReservationSummaryRow[]>,
    dataSource.query(PLEDGES_OF_PAGE, [eventId]) as Promise<PledgeSummaryRow[]>,
    dataSource.query('SELECT COUNT(*) AS n FROM `event_follower` WHERE event_id = ?', [eventId]) as Promise<Array<{ n: number | string }>>,
  ]);
  const reservations: SummaryReservationRow[] = reservationRows.map((row) => ({
    wishId: Number(row.wish_id),
    reservationId: row.public_id,
    quantity: Number(row.quantity),
    wishTitle: row.title,
    price: priceOf(row.price),
    reservedName: row.reserved_name,
    reservedEmail: row.reserved_email,
    orderStatus: row.order_status as OrderStatus,
    reservedAt: fromSqlTimestamp(row.reserved_at).toISOString(),
    thanked: sqlFlag(row.thanked),
    thankYouSent: row.thank_you_at != null,
    thankYouPossible: sqlFlag(row.has_receipt),
  }));
  const pledges: OwnerPledgeRow[] = pledgeRows.map((row) => ({
    pledgeId: row.public_id,
    kind: row.kind,
    wishId: row.wish_id === null ? null : Number(row.wish_id),
    wishTitle: row.wish_title ?? null,
    name: row.name,
    contact: row.contact,
    message: row.message,
    amount: Number(row.amount),
    createdAt: fromSqlTimestamp(row.created_at).toISOString(),
    received: sqlFlag(row.received),
    thankYouSent: row.thank_you_at != null,
    thankYouPossible: sqlFlag(row.has_receipt),
  }));
  return { reservations, pledges, followers: Number(followers[0]?.n ?? 0) };
}
