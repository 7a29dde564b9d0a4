import { Controller, Get, Param, Query, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { EventWrapUp } from '@babynews/contracts';
import type { FastifyReply } from 'fastify';
import { CurrentMemberId } from '../../auth/current-user.decorator';
import { JwtAuthGuard } from '../../auth/jwt-auth.guard';
import { ApiErrorDto } from '../../common/api-error.dto';
import { summaryCsv } from './summary.csv';
import { EventSummaryService } from './summary.service';

/** `GET /api/event/summary/{code}` — the owner's wrap-up summary, JSON or `?format=csv` (ARCHITECTURE §4.20). */
@ApiTags('events')
@Controller('event')
@UseGuards(JwtAuthGuard)
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@ApiForbiddenResponse({ type: ApiErrorDto, description: '권한이 없습니다.' })
@ApiNotFoundResponse({ type: ApiErrorDto, description: '소식을 찾을 수 없습니다.' })
export class EventSummaryController {
  constructor(private readonly summaries: EventSummaryService) {}

  /**
   * 200 `EventWrapUp`; with `?format=csv` the reservation rows as a UTF-8 CSV download with a BOM
   * (`text/csv; charset=utf-8`, attachment `babynews-summary-{code}.csv`). Any other `format` answers JSON.
   */
  @Get('summary/:code')
  @ApiQuery({ name: 'format', required: false, enum: ['csv'] })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ description: 'EventWrapUp, or the CSV' })
  async summary(
    @Param('code') code: string,
    @CurrentMemberId() memberId: number,
    @Query('format') format: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EventWrapUp | string> {
    const summary = await this.summaries.summary(code, memberId);
    if (format !== 'csv') return summary;
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="babynews-summary-${summary.code}.csv"`);
    reply.header('cache-control', 'no-store');
    return summaryCsv(summary);
  }
}
