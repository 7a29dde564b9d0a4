import {
  compareWishes,
  type NeededBy,
  type OrderStatus,
  type QuizRankingEntry,
  type SummaryReservationRow,
  type SummaryUnreservedWish,
} from '@babynews/contracts';
import type { DataSource } from 'typeorm';
import { rankVisitors } from '../../quizzes/quizzes.manage';
import { fromSqlTimestamp } from '../../reservations/atomic-statement';
import { wishPlanOf } from '../../wishes/wish.mapper';

/** Every wish of a page with its live reservation (if any): portable SQL, backticks work on both databases. */
const WISHES_WITH_RESERVATIONS = `SELECT w.id, w.title, w.price, w.needed_by, w.most_wanted, w.sort_order,
  r.reserved_name, r.reserved_email, r.order_status, r.created_at AS reserved_at, r.thanked
  FROM \`wish\` w LEFT JOIN \`reservation\` r ON r.wish_id = w.id
  WHERE w.event_id = ?
  ORDER BY w.id`;

/** Every quiz answer of a page with whether it was right (answers whose option is not of their quiz are ignored). */
const QUIZ_ANSWERS = `SELECT s.name, s.contact_info, s.normalized_contact, s.created_at, o.is_correct
  FROM \`quiz_submission\` s
  JOIN \`quiz\` q ON q.id = s.quiz_id
  JOIN \`quiz_option\` o ON o.id = s.option_id AND o.quiz_id = s.quiz_id
  WHERE q.event_id = ?
  ORDER BY s.created_at, s.id`;

interface WishReservationRow {
  id: number;
  title: string;
  price: number | string | null;
  needed_by: string | null;
  most_wanted: number | boolean | string | null;
  sort_order: number | string | null;
  reserved_name: string | null;
  reserved_email: string | null;
  order_status: string | null;
  reserved_at: Date | string | null;
  thanked: number | boolean | string | null;
}

/** What the wrap-up summary is built from (names not yet hidden: `EventSummaryService` applies surprise mode). */
export interface SummaryData {
  wishCount: number;
  reservations: SummaryReservationRow[];
  unreserved: SummaryUnreservedWish[];
  followers: number;
  quizCount: number;
  quizRanking: QuizRankingEntry[];
}

const priceOf = (value: number | string | null): number | null => (value === null || value === undefined ? null : Number(value));

/**
 * Loads the data of `GET /api/event/summary/{code}` for the page `eventId` (ARCHITECTURE §4.20) with
 * four queries: wishes with their live reservations (reservations oldest first; unreserved wishes in
 * display order), the follower count, the quiz count and every quiz answer (ranked in memory by
 * `rankVisitors`, the same ranking as the quiz management page).
 */
export async function loadSummaryData(dataSource: DataSource, eventId: number): Promise<SummaryData> {
  const [wishes, followers, quizzes, answers] = await Promise.all([
    dataSource.query(WISHES_WITH_RESERVATIONS, [eventId]) as Promise<WishReservationRow[]>,
    dataSource.query('SELECT COUNT(*) AS n FROM `event_follower` WHERE event_id = ?', [eventId]) as Promise<Array<{ n: number | string }>>,
    dataSource.query('SELECT COUNT(*) AS n FROM `quiz` WHERE event_id = ?', [eventId]) as Promise<Array<{ n: number | string }>>,
    dataSource.query(QUIZ_ANSWERS, [eventId]) as Promise<
      Array<{ name: string; contact_info: string; normalized_contact: string; created_at: Date | string; is_correct: number | boolean | string }>
    >,
  ]);
  const reservations: Array<SummaryReservationRow & { at: number }> = [];
  const unreserved: Array<SummaryUnreservedWish & { id: number; sortOrder: number }> = [];
  for (const row of wishes) {
    const plan = wishPlanOf(row);
    if (row.order_status && row.reserved_at !== null) {
      const reservedAt = fromSqlTimestamp(row.reserved_at);
      reservations.push({
        wishId: Number(row.id),
        wishTitle: row.title,
        price: priceOf(row.price),
        reservedName: row.reserved_name,
        reservedEmail: row.reserved_email,
        orderStatus: row.order_status as OrderStatus,
        reservedAt: reservedAt.toISOString(),
        thanked: row.thanked === true || Number(row.thanked) === 1,
        at: reservedAt.getTime(),
      });
    } else {
      unreserved.push({
        id: Number(row.id),
        wishId: Number(row.id),
        title: row.title,
        price: priceOf(row.price),
        ...plan,
        neededBy: plan.neededBy as NeededBy | null,
      });
    }
  }
  const ranking = rankVisitors(
    answers.map((a) => ({
      key: a.normalized_contact,
      name: a.name,
      contactInfo: a.contact_info,
      correct: a.is_correct === true || Number(a.is_correct) === 1,
      createdAt: fromSqlTimestamp(a.created_at).toISOString(),
    })),
  );
  return {
    wishCount: wishes.length,
    reservations: reservations.sort((a, b) => a.at - b.at || a.wishId - b.wishId).map(({ at: _at, ...row }) => row),
    unreserved: unreserved.sort(compareWishes).map(({ wishId, title, price, neededBy, mostWanted }) => ({ wishId, title, price, neededBy, mostWanted })),
    followers: Number(followers[0]?.n ?? 0),
    quizCount: Number(quizzes[0]?.n ?? 0),
    quizRanking: ranking,
  };
}
