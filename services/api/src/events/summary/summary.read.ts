import {
  compareWishes,
  type NeededBy,
  type OrderStatus,
  type OwnerPledgeRow,
  type PledgeKind,
  type QuizRankingEntry,
  type SummaryReservationRow,
  type SummaryUnreservedWish,
} from '@babynews/contracts';
import type { DataSource } from 'typeorm';
import { rankVisitors } from '../../quizzes/quizzes.manage';
import { fromSqlTimestamp } from '../../reservations/atomic-statement';
import { wishPlanOf } from '../../wishes/wish.mapper';
import { sqlFlag } from '../../database/read-rows';

/** Every wish of a page with its counters (ARCHITECTURE §4.22): portable SQL, backticks work on both databases. */
const WISHES_OF_PAGE = `SELECT w.id, w.title, w.price, w.needed_by, w.most_wanted, w.sort_order, w.quantity, w.reserved_quantity, w.group_gift, w.funded_amount
  FROM \`wish\` w WHERE w.event_id = ? ORDER BY w.id`;

/** Every reservation of a page's wishes (a wish may have several, ARCHITECTURE §4.22), oldest first. */
const RESERVATIONS_OF_PAGE = `SELECT r.wish_id, r.public_id, r.quantity, r.reserved_name, r.reserved_email, r.order_status, r.created_at AS reserved_at, r.thanked,
  w.title, w.price
  FROM \`reservation\` r JOIN \`wish\` w ON w.id = r.wish_id
  WHERE w.event_id = ?
  ORDER BY r.created_at, r.id`;

/** Every pledge of a page (group gifts and the fund), oldest first, with its group gift's title. */
const PLEDGES_OF_PAGE = `SELECT p.public_id, p.kind, p.wish_id, w.title AS wish_title, p.name, p.contact, p.message, p.amount, p.created_at, p.received
  FROM \`pledge\` p LEFT JOIN \`wish\` w ON w.id = p.wish_id
  WHERE p.event_id = ?
  ORDER BY p.created_at, p.id`;

/** Every quiz answer of a page with whether it was right (answers whose option is not of their quiz are ignored). */
const QUIZ_ANSWERS = `SELECT s.name, s.contact_info, s.normalized_contact, s.created_at, o.is_correct
  FROM \`quiz_submission\` s
  JOIN \`quiz\` q ON q.id = s.quiz_id
  JOIN \`quiz_option\` o ON o.id = s.option_id AND o.quiz_id = s.quiz_id
  WHERE q.event_id = ?
  ORDER BY s.created_at, s.id`;

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

interface ReservationSummaryRow {
  wish_id: number;
  public_id: string;
  quantity: number | string;
  reserved_name: string;
  reserved_email: string;
  order_status: string;
  reserved_at: Date | string;
  thanked: number | boolean | string | null;
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
}

/** What the wrap-up summary is built from (names not yet hidden: `EventSummaryService` applies surprise mode). */
export interface SummaryData {
  wishCount: number;
  reservations: SummaryReservationRow[];
  /** Group-gift and fund pledges, oldest first (names not yet hidden). */
  pledges: OwnerPledgeRow[];
  unreserved: SummaryUnreservedWish[];
  followers: number;
  quizCount: number;
  quizRanking: QuizRankingEntry[];
}

const priceOf = (value: number | string | null): number | null => (value === null || value === undefined ? null : Number(value));

/** True while a wish still wants something: units left to reserve, or (a group gift) KRW left to its price. */
function stillWanted(wish: WishCounterRow): boolean {
  if (sqlFlag(wish.group_gift)) return wish.price === null || Number(wish.funded_amount) < Number(wish.price);
  return Number(wish.reserved_quantity) < Number(wish.quantity);
}

/**
 * Loads the data of `GET /api/event/summary/{code}` for the page `eventId` (ARCHITECTURE §4.20, §4.22)
 * with six queries: the wishes with their counters, every reservation (oldest first, one row each — a
 * wish of several units may have several), every pledge (oldest first), the follower count, the quiz
 * count and every quiz answer (ranked in memory by `rankVisitors`, the same ranking as the quiz
 * management page). `unreserved`: the wishes that still want something (units left, or a group gift
 * short of its price), in display order.
 */
export async function loadSummaryData(dataSource: DataSource, eventId: number): Promise<SummaryData> {
  const [wishes, reservationRows, pledgeRows, followers, quizzes, answers] = await Promise.all([
    dataSource.query(WISHES_OF_PAGE, [eventId]) as Promise<WishCounterRow[]>,
    dataSource.query(RESERVATIONS_OF_PAGE, [eventId]) as Promise<ReservationSummaryRow[]>,
    dataSource.query(PLEDGES_OF_PAGE, [eventId]) as Promise<PledgeSummaryRow[]>,
    dataSource.query('SELECT COUNT(*) AS n FROM `event_follower` WHERE event_id = ?', [eventId]) as Promise<Array<{ n: number | string }>>,
    dataSource.query('SELECT COUNT(*) AS n FROM `quiz` WHERE event_id = ?', [eventId]) as Promise<Array<{ n: number | string }>>,
    dataSource.query(QUIZ_ANSWERS, [eventId]) as Promise<
      Array<{ name: string; contact_info: string; normalized_contact: string; created_at: Date | string; is_correct: number | boolean | string }>
    >,
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
  }));
  const unreserved = wishes.filter(stillWanted).map((row) => {
    const plan = wishPlanOf(row);
    return { id: Number(row.id), wishId: Number(row.id), title: row.title, price: priceOf(row.price), ...plan, neededBy: plan.neededBy as NeededBy | null };
  });
  const ranking = rankVisitors(
    answers.map((a) => ({
      key: a.normalized_contact,
      name: a.name,
      contactInfo: a.contact_info,
      correct: sqlFlag(a.is_correct),
      createdAt: fromSqlTimestamp(a.created_at).toISOString(),
    })),
  );
  return {
    wishCount: wishes.length,
    reservations,
    pledges,
    unreserved: unreserved.sort(compareWishes).map(({ wishId, title, price, neededBy, mostWanted }) => ({ wishId, title, price, neededBy, mostWanted })),
    followers: Number(followers[0]?.n ?? 0),
    quizCount: Number(quizzes[0]?.n ?? 0),
    quizRanking: ranking,
  };
}
