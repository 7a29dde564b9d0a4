import { Controller, Param, UseGuards } from '@nestjs/common';
import { eventDeleteRoute, eventUpdateRoute, type EventCreateRequest, type EventDeletedResponse, type SavedEventSummary } from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteBody } from '../common/api-route';
import { EventManagementService } from './event-management.service';

/** `eventUpdateRoute` and `eventDeleteRoute` of the API table: owner only (spec §7, ARCHITECTURE §4.4). */
@Controller()
@UseGuards(JwtAuthGuard)
export class EventManagementController {
  constructor(private readonly management: EventManagementService) {}

  /** `eventUpdateRoute`: edits the news page with the create payload (title required, same limits and messages) → 200 summary. */
  @Route(eventUpdateRoute)
  update(@Param('code') code: string, @CurrentMemberId() memberId: number, @RouteBody(eventUpdateRoute) body: EventCreateRequest): Promise<SavedEventSummary> {
    return this.management.update(code, memberId, body);
  }

  /** `eventDeleteRoute`: deletes the news page and everything belonging to it in one transaction → 200 `{code, deleted: true}`. */
  @Route(eventDeleteRoute)
  delete(@Param('code') code: string, @CurrentMemberId() memberId: number): Promise<EventDeletedResponse> {
    return this.management.delete(code, memberId);
  }
}
