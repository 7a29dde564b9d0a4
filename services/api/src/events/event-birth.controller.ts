import { Controller, Param, UseGuards } from '@nestjs/common';
import { eventBirthDeleteRoute, eventBirthRoute, type EventBirthDeletedResponse, type EventBirthRequest, type NewsBirth } from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteBody } from '../common/api-route';
import { EventBirths } from './event-birth';

/** `eventBirthRoute` and `eventBirthDeleteRoute` of the API table: the owner's birth announcement (ARCHITECTURE "Birth announcement"). */
@Controller()
@UseGuards(JwtAuthGuard)
export class EventBirthController {
  constructor(private readonly births: EventBirths) {}

  /** `eventBirthRoute`: posts or edits the announcement → 200 `{bornAt, babies, photoUrl, message}`. */
  @Route(eventBirthRoute)
  announce(@Param('code') code: string, @CurrentMemberId() memberId: number, @RouteBody(eventBirthRoute) body: EventBirthRequest): Promise<NewsBirth> {
    return this.births.announce(code, memberId, body);
  }

  /** `eventBirthDeleteRoute`: takes the announcement down → 200 `{code, birth: null}`. */
  @Route(eventBirthDeleteRoute)
  remove(@Param('code') code: string, @CurrentMemberId() memberId: number): Promise<EventBirthDeletedResponse> {
    return this.births.remove(code, memberId);
  }
}
