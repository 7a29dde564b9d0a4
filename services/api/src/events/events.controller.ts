import { Controller, Param, Req, Res, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import { eventCreateRoute, eventReadRoute, type EventCreateRequest, type NewsInfo, type SavedEventSummary } from '@babynews/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { TokenService } from '../auth/token.service';
import { Route, RouteBody } from '../common/api-route';
import type { JsonText } from '../common/json-text';
import { EventReadService } from './event-read.service';
import { EventsService } from './events.service';

/** `eventCreateRoute` and `eventReadRoute` of the API table (spec §7, ARCHITECTURE §4.5). */
@Controller()
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly news: EventReadService,
    private readonly tokens: TokenService,
  ) {}

  /** `eventCreateRoute` → 201 `{code, title, description}`; NEWS_ALREADY_EXISTS (409) for a second. */
  @Route(eventCreateRoute)
  @UseGuards(JwtAuthGuard)
  create(@CurrentMemberId() memberId: number, @RouteBody(eventCreateRoute) body: EventCreateRequest): Promise<SavedEventSummary> {
    return this.events.create(memberId, body);
  }

  /**
   * `eventReadRoute`: the public read of a news page through `EventReadService.read` (the same read
   * as the anonymous fast path, events.fast-path.ts), answered as its cached JSON text; the owner's
   * token adds the address fields and followers. An invalid token is read as anonymous (the page is public).
   * @throws DomainError NEWS_NOT_FOUND (404) for an unknown or malformed code.
   */
  @Route(eventReadRoute)
  @SkipThrottle()
  async fetchInfoByCode(
    @Param('code') code: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JsonText<NewsInfo>> {
    const viewer = await this.tokens.fromRequest(request);
    const body = await this.news.read(code, viewer);
    reply.header('content-type', 'application/json; charset=utf-8');
    return body;
  }
}
