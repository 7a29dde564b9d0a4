import { Controller, Get, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { eventCreateSchema, type EventCreateRequest, type EventSummary } from '@babynews/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { TokenService } from '../auth/token.service';
import { ApiErrorDto } from '../common/api-error.dto';
import { ZodBody } from '../common/zod-body';
import { EventInfoDto } from './dto/event-info.dto';
import { EventSummaryDto } from './dto/event-summary.dto';
import { EventReadService } from './event-read.service';
import { EventsService } from './events.service';

/** `POST /api/event/create`, `GET /api/event/fetchInfoByCode/{code}` (spec §7, ARCHITECTURE §4.5). */
@ApiTags('events')
@Controller('event')
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly news: EventReadService,
    private readonly tokens: TokenService,
  ) {}

  /** Creates the caller's one news page → 201 `{code, title, description}`; 409 for a second. */
  @Post('create')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiCreatedResponse({ type: EventSummaryDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: '이미 만든 소식이 있습니다.' })
  create(@CurrentMemberId() memberId: number, @ZodBody(eventCreateSchema) body: EventCreateRequest): Promise<EventSummary> {
    return this.events.create(memberId, body);
  }

  /**
   * Public read of a news page through `EventReadService.read` (the same read as the anonymous fast
   * path, events.fast-path.ts); the owner's token adds the address fields and followers. An invalid
   * token is read as anonymous (the page is public).
   * @throws DomainError NEWS_NOT_FOUND (404) for an unknown or malformed code.
   */
  @Get('fetchInfoByCode/:code')
  @SkipThrottle()
  @ApiOkResponse({ type: EventInfoDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '소식을 찾을 수 없습니다.' })
  async fetchInfoByCode(@Param('code') code: string, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const viewer = await this.tokens.fromRequest(request);
    const body = await this.news.read(code, viewer);
    reply.header('content-type', 'application/json; charset=utf-8');
    return body;
  }
}
