import type { FundOwner, OwnerPledgeRow } from '../pledges/types';
import type { QuizRankingEntry } from '../quizzes/types';
import type { OrderStatus } from '../reservations/rules';
import type { NeededBy } from '../wishes/plan';

/**
 * The owner's wrap-up summary of a news page and its CSV (ARCHITECTURE §4.20, §4.22): totals, reservations,
 * pledges, the quiz ranking and the gifts nobody reserved yet. Amounts in KRW; times ISO-8601 UTC.
 */

/** One reservation row of the summary (and of its CSV). `reservedName`/`reservedEmail` null while hidden. */
export interface SummaryReservationRow {
  wishId: number;
  /** The reservation (ARCHITECTURE §4.22). */
  reservationId: string;
  /** Units of this reservation. */
  quantity: number;
  wishTitle: string;
  /** KRW, or null. */
  price: number | null;
  reservedName: string | null;
  reservedEmail: string | null;
  orderStatus: OrderStatus;
  /** ISO-8601 UTC. */
  reservedAt: string;
  thanked: boolean;
  /** A thank-you note went to this reservation's relative (ARCHITECTURE "Thank-you notes"). */
  thankYouSent: boolean;
  /** The relative left a receipt e-mail, so a note can go (the address itself is never shown). */
  thankYouPossible: boolean;
}

/** A gift nobody has reserved yet. */
export interface SummaryUnreservedWish {
  wishId: number;
  title: string;
  price: number | null;
  neededBy: NeededBy | null;
  mostWanted: boolean;
}

/**
 * `GET /api/event/summary/{code}` (owner only, ARCHITECTURE §4.20): totals, one row per live
 * reservation (oldest first), the quiz ranking (every participant) and the unreserved gifts in display
 * order. `reserversHidden`: surprise mode hides the reservers' names and contacts until `revealAt`.
 */
export interface EventWrapUp {
  code: string;
  title: string;
  dueDate: string | null;
  surpriseMode: boolean;
  revealAt: string | null;
  reserversHidden: boolean;
  /** The birth announcement's photo (full URL), which a thank-you note may carry (ARCHITECTURE "Thank-you notes"); null without one. */
  birthPhotoUrl: string | null;
  totals: {
    wishes: number;
    reserved: number;
    delivered: number;
    followers: number;
    quizParticipants: number;
    thanked: number;
  };
  reservations: SummaryReservationRow[];
  /** Group-gift and fund pledges, oldest first (ARCHITECTURE §4.22); givers hidden like reservers. */
  pledges: OwnerPledgeRow[];
  /** The news page's fund (null when never opened). */
  fund: FundOwner | null;
  /** KRW totals of the pledges: all live pledges, of them the fund's, and those marked received. */
  pledgeTotals: { pledgedAmount: number; fundAmount: number; receivedAmount: number; pledgeCount: number };
  quizCount: number;
  quizRanking: QuizRankingEntry[];
  unreserved: SummaryUnreservedWish[];
}

/** Header row of the summary CSV (same columns as the summary's reservation rows). */
export const SUMMARY_CSV_HEADER = ['선물', '가격(원)', '예약자', '연락처', '주문 상태', '예약 일시', '감사 인사'] as const;

/**
 * Header row of the summary CSV's pledge section (ARCHITECTURE §4.22): after the reservation rows and a
 * blank line, one row per group-gift or fund pledge (kind, gift, amount in KRW, giver, contact, message,
 * pledged at, received O/X), then the KRW totals (`SUMMARY_CSV_PLEDGE_TOTALS`). Only when the page has
 * pledges or a fund.
 */
export const SUMMARY_CSV_PLEDGE_HEADER = ['구분', '선물', '금액(원)', '이름', '연락처', '메시지', '참여 일시', '받음 확인'] as const;

/** Labels of the summary CSV's KRW total rows (first column; the amount in the third, as in the pledge rows). */
export const SUMMARY_CSV_PLEDGE_TOTALS = { pledged: '모인 금액 합계', fund: '축의금 합계', received: '받음 확인 합계' } as const;
