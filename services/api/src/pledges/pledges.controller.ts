import { Controller, Param, UseGuards } from '@nestjs/common';
import {
  mailRoutes,
  pledgeRoutes as routes,
  type PinResetRequestResponse,
  type PledgeCancelResponse,
  type PledgePinResetRequest,
  type PledgePasswordRequest,
  type PledgeReceivedRequest,
  type PledgeReceivedResponse,
  type PledgeRequest,
  type PledgeResponse,
  type PledgeView,
} from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteBody } from '../common/api-route';
import { IdParam } from '../common/id-param';
import { StrictRateLimit } from '../common/rate-limit';
import { PledgePinResetService } from './pledge-pin-reset.service';
import { PledgesService } from './pledges.service';
import { ClientAddress } from '../common/address-key';

/**
 * The pledge routes of the API table (`pledgeRoutes`, ARCHITECTURE §4.22): group-gift and 축의금 fund
 * pledges. Pledging needs no login but the news page's share code, and has only the generic
 * per-address limit, like reserve (relatives behind one address are never throttled); the pledger's
 * PIN calls (view, cancel) have the strict limit and the reservation PIN's lockouts (ARCHITECTURE §5);
 * `received` is the owner's.
 */
@Controller()
export class PledgesController {
  constructor(
    private readonly pledges: PledgesService,
    private readonly pinReset: PledgePinResetService,
  ) {}

  /** `pledgeRoutes.toWish` `{eventCode, name, contact, amount, message?, password}` → 201 `{pledgeId, amount, transferGuide}`. */
  @Route(routes.toWish)
  pledgeToWish(
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @RouteBody(routes.toWish) body: PledgeRequest,
    @ClientAddress() ip: string,
  ): Promise<PledgeResponse> {
    return this.pledges.pledgeToWish(wishId, body, ip);
  }

  /** `pledgeRoutes.toFund` (same body; `eventCode` = the path's `code`) → 201 `{pledgeId, amount, transferGuide}`. */
  @Route(routes.toFund)
  pledgeToFund(@Param('code') code: string, @RouteBody(routes.toFund) body: PledgeRequest, @ClientAddress() ip: string): Promise<PledgeResponse> {
    return this.pledges.pledgeToFund(code, body, ip);
  }

  /** `pledgeRoutes.view` `{eventCode, password}` → the pledger's `PledgeView` (with the transfer guide). */
  @Route(routes.view)
  @StrictRateLimit()
  view(@Param('pledgeId') pledgeId: string, @RouteBody(routes.view) body: PledgePasswordRequest, @ClientAddress() ip: string): Promise<PledgeView> {
    return this.pledges.view(pledgeId, body.eventCode, body.password, ip);
  }

  /** `pledgeRoutes.cancel` `{eventCode, password}` → `{pledgeId, cancelled: true}`. */
  @Route(routes.cancel)
  @StrictRateLimit()
  cancel(
    @Param('pledgeId') pledgeId: string,
    @RouteBody(routes.cancel) body: PledgePasswordRequest,
    @ClientAddress() ip: string,
  ): Promise<PledgeCancelResponse> {
    return this.pledges.cancel(pledgeId, body.eventCode, body.password, ip);
  }

  /** `mailRoutes.pledgePinResetRequest` `{eventCode}` → `{message}`, the same with or without a receipt address (ARCHITECTURE §4.23). */
  @Route(mailRoutes.pledgePinResetRequest)
  @StrictRateLimit()
  requestPinReset(
    @Param('pledgeId') pledgeId: string,
    @RouteBody(mailRoutes.pledgePinResetRequest) body: PledgePinResetRequest,
    @ClientAddress() ip: string,
  ): Promise<PinResetRequestResponse> {
    return this.pinReset.request(pledgeId, body, ip);
  }

  /** `pledgeRoutes.received` `{received}` (the page's owner) → `{pledgeId, received}`. */
  @Route(routes.received)
  @UseGuards(JwtAuthGuard)
  setReceived(
    @CurrentMemberId() memberId: number,
    @Param('pledgeId') pledgeId: string,
    @RouteBody(routes.received) body: PledgeReceivedRequest,
  ): Promise<PledgeReceivedResponse> {
    return this.pledges.setReceived(memberId, pledgeId, body.received);
  }
}
