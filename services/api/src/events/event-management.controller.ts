import { Controller, Delete, Param, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { eventUpdateSchema, type EventCreateRequest, type EventDeletedResponse, type EventSummary } from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { ZodBody } from '../common/zod-body';
import { EventDeletedDto } from './dto/event-deleted.dto';
import { EventSummaryDto } from './dto/event-summary.dto';
import { EventManagementService } from './event-management.service';

/** `PUT /api/event/update/{code}`, `DELETE /api/event/delete/{code}` — owner only (spec §7, ARCHITECTURE §4.4). */
@ApiTags('events')
@Controller('event')
@UseGuards(JwtAuthGuard)
@ApiBearerAuth()
@ApiUnauthorizedResponse({ type: ApiErrorDto })
@ApiForbiddenResponse({ type: ApiErrorDto, description: '권한이 없습니다.' })
@ApiNotFoundResponse({ type: ApiErrorDto, description: '소식을 찾을 수 없습니다.' })
export class EventManagementController {
  constructor(private readonly management: EventManagementService) {}

  /** Edits the news page with the create payload (title required, same limits and messages) → 200 summary. */
  @Put('update/:code')
  @ApiOkResponse({ type: EventSummaryDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  update(@Param('code') code: string, @CurrentMemberId() memberId: number, @ZodBody(eventUpdateSchema) body: EventCreateRequest): Promise<EventSummary> {
    return this.management.update(code, memberId, body);
  }

  /** Deletes the news page and everything belonging to it in one transaction → 200 `{code, deleted: true}`. */
  @Delete('delete/:code')
  @ApiOkResponse({ type: EventDeletedDto })
  delete(@Param('code') code: string, @CurrentMemberId() memberId: number): Promise<EventDeletedResponse> {
    return this.management.delete(code, memberId);
  }
}
