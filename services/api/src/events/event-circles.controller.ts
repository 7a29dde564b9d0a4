import { Controller, Param, UseGuards } from '@nestjs/common';
import {
  circlesReadRoute,
  circlesRotateRoute,
  circlesUpdateRoute,
  type CirclesRotateRequest,
  type CirclesState,
  type CirclesUpdateRequest,
  type CirclesUpdateResponse,
} from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteBody } from '../common/api-route';
import { EventCircles } from './event-circles.service';

/** `circlesReadRoute`, `circlesUpdateRoute` and `circlesRotateRoute` of the API table: the owner's two circles (ARCHITECTURE "Two circles"). */
@Controller()
@UseGuards(JwtAuthGuard)
export class EventCirclesController {
  constructor(private readonly circles: EventCircles) {}

  /** `circlesReadRoute` → 200 `{code, friendsCode, friendsOpen, friendsOpenAt, friendsOpenNow, addressNote}`. */
  @Route(circlesReadRoute)
  read(@Param('code') code: string, @CurrentMemberId() memberId: number): Promise<CirclesState> {
    return this.circles.state(memberId, code);
  }

  /** `circlesUpdateRoute` `{friendsOpen, friendsOpenAt?, addressNote?}` → 200 `{friendsCode}`. */
  @Route(circlesUpdateRoute)
  update(
    @Param('code') code: string,
    @CurrentMemberId() memberId: number,
    @RouteBody(circlesUpdateRoute) body: CirclesUpdateRequest,
  ): Promise<CirclesUpdateResponse> {
    return this.circles.update(memberId, code, body);
  }

  /** `circlesRotateRoute` `{circle}` → 200 the circles' state with the new code. */
  @Route(circlesRotateRoute)
  rotate(@Param('code') code: string, @CurrentMemberId() memberId: number, @RouteBody(circlesRotateRoute) body: CirclesRotateRequest): Promise<CirclesState> {
    return this.circles.rotate(memberId, code, body);
  }
}
