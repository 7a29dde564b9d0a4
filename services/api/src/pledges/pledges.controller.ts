import { Controller, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  pledgePasswordSchema,
  pledgeReceivedSchema,
  pledgeSchema,
  type PledgePasswordRequest,
  type PledgeReceivedRequest,
  type PledgeReceivedResponse,
  type PledgeRequest,
  type PledgeResponse,
  type PledgeView,
} from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { IdParam } from '../common/id-param';
import { StrictRateLimit } from '../common/rate-limit';
import { ZodBody } from '../common/zod-body';
import { PledgesService } from './pledges.service';
import { ClientAddress } from '../common/address-key';

const LOCKED = '429 RESERVATION_LOCKED / ATTEMPT_BUDGET_EXCEEDED';

/**
 * Group-gift and 축의금 fund pledges (ARCHITECTURE §4.22). Pledging needs no login but the news page's
 * share code, and has only the generic per-address limit, like reserve (relatives behind one address
 * are never throttled); the pledger's PIN calls (view, cancel) have the strict limit and the reservation
 * PIN's lockouts (ARCHITECTURE §5); `received` is the owner's.
 */
@ApiTags('pledges')
@Controller()
export class PledgesController {
  constructor(private readonly pledges: PledgesService) {}

  /** `POST /api/wish/pledge/{wishId}` `{eventCode, name, contact, amount, message?, password}` → 201 `PledgeResponse`. */
  @Post('wish/pledge/:wishId')
  @ApiCreatedResponse({ description: '{pledgeId, amount, transferGuide}' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'NOT_GROUP_GIFT / GROUP_GIFT_FUNDED / PLEDGE_AMOUNT_EXCEEDED' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'WISH_NOT_FOUND (also for another page’s code)' })
  pledgeToWish(@IdParam('wishId', 'WISH_NOT_FOUND') wishId: number, @ZodBody(pledgeSchema) body: PledgeRequest): Promise<PledgeResponse> {
    return this.pledges.pledgeToWish(wishId, body);
  }

  /** `POST /api/event/pledge/{code}` (same body; `eventCode` = `code`) → 201 `PledgeResponse`. */
  @Post('event/pledge/:code')
  @ApiCreatedResponse({ description: '{pledgeId, amount, transferGuide}' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'FUND_CLOSED' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'NEWS_NOT_FOUND (also when the body’s code is not the path’s)' })
  pledgeToFund(@Param('code') code: string, @ZodBody(pledgeSchema) body: PledgeRequest): Promise<PledgeResponse> {
    return this.pledges.pledgeToFund(code, body);
  }

  /** `POST /api/pledge/view/{pledgeId}` `{eventCode, password}` → 200 `PledgeView` (with the transfer guide). */
  @Post('pledge/view/:pledgeId')
  @HttpCode(200)
  @StrictRateLimit()
  @ApiOkResponse({ description: 'PledgeView' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'RESERVATION_PIN_WRONG' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: LOCKED })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'PLEDGE_NOT_FOUND (also for another page’s code)' })
  view(@Param('pledgeId') pledgeId: string, @ZodBody(pledgePasswordSchema) body: PledgePasswordRequest, @ClientAddress() ip: string): Promise<PledgeView> {
    return this.pledges.view(pledgeId, body.eventCode, body.password, ip);
  }

  /** `POST /api/pledge/cancel/{pledgeId}` `{eventCode, password}` → 200 `{pledgeId, cancelled: true}`. */
  @Post('pledge/cancel/:pledgeId')
  @HttpCode(200)
  @StrictRateLimit()
  @ApiOkResponse({ description: '{pledgeId, cancelled: true}' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'RESERVATION_PIN_WRONG' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'PLEDGE_ALREADY_RECEIVED' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: LOCKED })
  cancel(
    @Param('pledgeId') pledgeId: string,
    @ZodBody(pledgePasswordSchema) body: PledgePasswordRequest,
    @ClientAddress() ip: string,
  ): Promise<{ pledgeId: string; cancelled: true }> {
    return this.pledges.cancel(pledgeId, body.eventCode, body.password, ip);
  }

  /** `PUT /api/pledge/{pledgeId}/received` `{received}` (the page's owner) → 200 `{pledgeId, received}`. */
  @Put('pledge/:pledgeId/received')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{pledgeId, received}' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'NOT_OWNER' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'PLEDGE_NOT_FOUND' })
  setReceived(
    @CurrentMemberId() memberId: number,
    @Param('pledgeId') pledgeId: string,
    @ZodBody(pledgeReceivedSchema) body: PledgeReceivedRequest,
  ): Promise<PledgeReceivedResponse> {
    return this.pledges.setReceived(memberId, pledgeId, body.received);
  }
}
