import { Controller, Param, Res, UseGuards } from '@nestjs/common';
import { eventSummaryRoute, type EventSummaryQuery, type EventWrapUp } from '@babynews/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentMemberId } from '../../auth/current-user.decorator';
import { JwtAuthGuard } from '../../auth/jwt-auth.guard';
import { Route, RouteQuery } from '../../common/api-route';
import { summaryCsv } from './summary.csv';
import { EventSummaryService } from './summary.service';

/** `eventSummaryRoute` of the API table: the owner's wrap-up summary, JSON or `?format=csv` (ARCHITECTURE §4.20). */
@Controller()
@UseGuards(JwtAuthGuard)
export class EventSummaryController {
  constructor(private readonly summaries: EventSummaryService) {}

  /**
   * 200 `EventWrapUp`; with `?format=csv` the reservation rows as a UTF-8 CSV download with a BOM
   * (`text/csv; charset=utf-8`, attachment `babynews-summary-{code}.csv`). Any other `format` answers JSON.
   */
  @Route(eventSummaryRoute)
  async summary(
    @Param('code') code: string,
    @CurrentMemberId() memberId: number,
    @RouteQuery(eventSummaryRoute) query: EventSummaryQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EventWrapUp | string> {
    const summary = await this.summaries.summary(code, memberId);
    if (query.format !== 'csv') return summary;
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="babynews-summary-${summary.code}.csv"`);
    reply.header('cache-control', 'no-store');
    return summaryCsv(summary);
  }
}
