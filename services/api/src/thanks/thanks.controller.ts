import { Controller, Param, UseGuards } from '@nestjs/common';
import { thankYouRoutes, type PledgeThankYouRequest, type ReservationThankYouRequest, type ThankYouResponse } from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteBody } from '../common/api-route';
import { IdParam } from '../common/id-param';
import { ThanksService } from './thanks.service';

/** `thankYouRoutes` (ARCHITECTURE "Thank-you notes"): the page owner's notes to relatives. */
@Controller()
@UseGuards(JwtAuthGuard)
export class ThanksController {
  constructor(private readonly thanks: ThanksService) {}

  /** `{reservationId, message}` → `{thankYouAt, thanked: true}`. */
  @Route(thankYouRoutes.reservationThankYou)
  thankReservation(
    @CurrentMemberId() memberId: number,
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @RouteBody(thankYouRoutes.reservationThankYou) body: ReservationThankYouRequest,
  ): Promise<ThankYouResponse> {
    return this.thanks.thankReservation(memberId, wishId, body);
  }

  /** `{message}` → `{thankYouAt, thanked: true}`. */
  @Route(thankYouRoutes.pledgeThankYou)
  thankPledge(
    @CurrentMemberId() memberId: number,
    @Param('pledgeId') pledgeId: string,
    @RouteBody(thankYouRoutes.pledgeThankYou) body: PledgeThankYouRequest,
  ): Promise<ThankYouResponse> {
    return this.thanks.thankPledge(memberId, pledgeId, body);
  }
}
