import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventWrapUp } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { QuizzesService } from '../../quizzes/quizzes.service';
import { UploadsService } from '../../uploads/uploads.service';
import { WishesService } from '../../wishes/wishes.service';
import { findOwnedEvent } from '../event-ownership';
import { fundOwner } from '../fund';
import { SurpriseGate } from '../surprise-gate.service';
import { loadSummaryData } from './summary.read';

/**
 * The wrap-up summary of a news page for its owner (ARCHITECTURE §4.20): reservations, pledges and the
 * follower count from its own read (`loadSummaryData`), the wishes still wanted from `WishesService`, the
 * quiz ranking from `QuizzesService`.
 */
@Injectable()
export class EventWrapUpService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly surprise: SurpriseGate,
    private readonly wishes: WishesService,
    private readonly quizzes: QuizzesService,
    private readonly uploads: UploadsService,
  ) {}

  /**
   * `GET /api/event/summary/{code}` → `EventWrapUp`: totals (wishes, reserved and delivered UNITS,
   * followers, quiz participants, thanked reservations), one row per live reservation with its
   * `reservationId` and `quantity`, the group-gift and fund pledges with their KRW totals
   * (`pledgeTotals`), the fund (`FundOwner`, null when never opened), the quiz ranking, the gifts
   * still wanted (ARCHITECTURE §4.20, §4.22) and the birth photo's URL a thank-you note may carry.
   * While surprise mode hides the givers (`SurpriseGate`), every reservation's `reservedName` and
   * `reservedEmail` and every pledge's `name`, `contact` and `message` are null — they never leave the server.
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` (403).
   */
  async summary(code: string, memberId: number): Promise<EventWrapUp> {
    const event = await findOwnedEvent(this.dataSource.manager, code, memberId);
    const [data, wishes, quizzes] = await Promise.all([
      loadSummaryData(this.dataSource, event.id),
      this.wishes.stillWantedOf(event.id),
      this.quizzes.answerRankingOf(event.id),
    ]);
    const hidden = this.surprise.hidden(event);
    const reservations = hidden ? data.reservations.map((row) => ({ ...row, reservedName: null, reservedEmail: null })) : data.reservations;
    const pledges = hidden ? data.pledges.map((row) => ({ ...row, name: null, contact: null, message: null })) : data.pledges;
    const units = (rows: typeof reservations) => rows.reduce((sum, row) => sum + row.quantity, 0);
    const won = (rows: typeof pledges) => rows.reduce((sum, row) => sum + row.amount, 0);
    return {
      code: event.code,
      title: event.title,
      dueDate: event.dueDate ?? null,
      surpriseMode: !!event.surpriseMode,
      revealAt: event.revealAt ?? null,
      reserversHidden: hidden,
      birthPhotoUrl: event.bornAt ? this.uploads.imageUrl(event.birthPhotoVariantPath) : null,
      totals: {
        wishes: wishes.wishCount,
        reserved: units(reservations),
        delivered: units(reservations.filter((row) => row.orderStatus === 'DELIVERED')),
        followers: data.followers,
        quizParticipants: quizzes.quizRanking.length,
        thanked: reservations.filter((row) => row.thanked).length,
      },
      reservations,
      pledges,
      fund: fundOwner(event),
      pledgeTotals: {
        pledgedAmount: won(pledges),
        fundAmount: won(pledges.filter((row) => row.kind === 'FUND')),
        receivedAmount: won(pledges.filter((row) => row.received)),
        pledgeCount: pledges.length,
      },
      quizCount: quizzes.quizCount,
      quizRanking: quizzes.quizRanking,
      unreserved: wishes.unreserved,
    };
  }
}
