import { Controller, Param, Res, UseGuards } from '@nestjs/common';
import { eventWrapUpRoute, type EventWrapUpQuery, type EventWrapUp } from '@babynews/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentMemberId } from '../../auth/current-user.decorator';
import { JwtAuthGuard } from '../../auth/jwt-auth.guard';
import { Route, RouteQuery } from '../../common/api-route';
import { summaryCsv } from './summary.csv';
import { EventWrapUpService } from './summary.service';

/** `eventWrapUpRoute` of the API table: the owner's wrap-up summary, JSON or `?format=csv` (ARCHITECTURE §4.20). */
@Controller()
@UseGuards(JwtAuthGuard)
export class EventWrapUpController {
  constructor(private readonly summaries: EventWrapUpService) {}

  /**
   * 200 `EventWrapUp`; with `?format=csv` the reservation rows as a UTF-8 CSV download with a BOM
   * (`text/csv; charset=utf-8`, attachment `babynews-summary-{code}.csv`). Any other `format` answers JSON.
   */
  @Route(eventWrapUpRoute)
  async summary(
    @Param('code') code: string,
    @CurrentMemberId() memberId: number,
    @RouteQuery(eventWrapUpRoute) query: EventWrapUpQuery,
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
