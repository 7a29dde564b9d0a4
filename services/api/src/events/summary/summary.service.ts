import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EventWrapUp } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { findOwnedEvent } from '../event-ownership';
import { SurpriseGate } from '../surprise-gate';
import { loadSummaryData } from './summary.read';

/** The wrap-up summary of a news page for its owner (ARCHITECTURE §4.20). */
@Injectable()
export class EventSummaryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly surprise: SurpriseGate,
  ) {}

  /**
   * `GET /api/event/summary/{code}` → `EventWrapUp`: totals (wishes, reserved, delivered, followers,
   * quiz participants, thanked), one row per live reservation, the quiz ranking and the unreserved gifts.
   * While surprise mode hides the reservers (`SurpriseGate`), every row's `reservedName` and
   * `reservedEmail` are null — the names never leave the server.
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` (403).
   */
  async summary(code: string, memberId: number): Promise<EventWrapUp> {
    const event = await findOwnedEvent(this.dataSource.manager, code, memberId);
    const data = await loadSummaryData(this.dataSource, event.id);
    const hidden = this.surprise.hidden(event);
    const reservations = hidden ? data.reservations.map((row) => ({ ...row, reservedName: null, reservedEmail: null })) : data.reservations;
    return {
      code: event.code,
      title: event.title,
      dueDate: event.dueDate ?? null,
      surpriseMode: !!event.surpriseMode,
      revealAt: event.revealAt ?? null,
      reserversHidden: hidden,
      totals: {
        wishes: data.wishCount,
        reserved: reservations.length,
        delivered: reservations.filter((row) => row.orderStatus === 'DELIVERED').length,
        followers: data.followers,
        quizParticipants: data.quizRanking.length,
        thanked: reservations.filter((row) => row.thanked).length,
      },
      reservations,
      quizCount: data.quizCount,
      quizRanking: data.quizRanking,
      unreserved: data.unreserved,
    };
  }
}
