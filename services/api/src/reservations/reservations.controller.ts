import { Controller, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  ownerStatusSchema,
  reservationPasswordSchema,
  reserverStatusSchema,
  reserveSchema,
  thankedSchema,
  type OrderStatusResponse,
  type OwnerStatusRequest,
  type OwnerReservationDetails,
  type ThankedRequest,
  type ThankedResponse,
  type PinUnlockResponse,
  type ReservationPasswordRequest,
  type ReserveRequest,
  type ReserveResponse,
  type ReserverStatusRequest,
} from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { IdParam } from '../common/id-param';
import { StrictRateLimit } from '../common/rate-limit';
import { ZodBody } from '../common/zod-body';
import { ReservationsOwnerService } from './reservations-owner.service';
import { ReservationsService } from './reservations.service';
import { ClientAddress } from '../common/address-key';

const LOCKED = '429 RESERVATION_LOCKED / RESERVATION_LOCKED_UNTIL_UNLOCKED / ATTEMPT_BUDGET_EXCEEDED';

/**
 * Reservation calls under `/api/wish` (spec §7, ARCHITECTURE §4.7–4.8): reserve, unreserve and the
 * reserver's status change need no login but the news page's share code (`eventCode`) and, except
 * reserve, the 4-digit PIN; the owner's view, unlock and DELIVERED need the owner's token.
 * Reserve has only the generic per-address limit (RATE_LIMIT_PER_MINUTE): relatives behind one
 * address reserving many gifts are never throttled; the PIN calls have the strict limit and the
 * failure lockouts (ARCHITECTURE §5).
 */
@ApiTags('reservations')
@Controller('wish')
export class ReservationsController {
  constructor(
    private readonly reservations: ReservationsService,
    private readonly owner: ReservationsOwnerService,
  ) {}

  /**
   * `POST /api/wish/reserve/{wishId}` `{eventCode, reservedName, reservedEmail, reservedPassword, quantity?}` →
   * 201 `GiftReserveResponse {wishId, reservationId, quantity, reservedQuantity, isReserved}` (ARCHITECTURE §4.22).
   */
  @Post('reserve/:wishId')
  @ApiCreatedResponse({ description: 'GiftReserveResponse {wishId, reservationId, quantity, reservedQuantity, isReserved}' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'RESERVATION_TAKEN / RESERVATION_QUANTITY_EXCEEDED / GROUP_GIFT_NOT_RESERVABLE' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'WISH_NOT_FOUND (also for another page’s code)' })
  reserve(@IdParam('wishId', 'WISH_NOT_FOUND') wishId: number, @ZodBody(reserveSchema) body: ReserveRequest): Promise<ReserveResponse> {
    return this.reservations.reserve(wishId, body);
  }

  /** `POST /api/wish/unreserve/{wishId}` `{eventCode, password, reservationId?}` → 200 `GiftReserveResponse` of the removed reservation. */
  @Post('unreserve/:wishId')
  @HttpCode(200)
  @StrictRateLimit()
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'VALIDATION_FAILED / RESERVATION_ID_REQUIRED (a wish of several reservations without reservationId)',
  })
  @ApiOkResponse({ description: 'GiftReserveResponse (the wish after the call)' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'RESERVATION_PIN_WRONG' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: LOCKED })
  unreserve(
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @ZodBody(reservationPasswordSchema) body: ReservationPasswordRequest,
    @ClientAddress() ip: string,
  ): Promise<ReserveResponse> {
    return this.reservations.unreserve(wishId, body.eventCode, body.password, ip, body.reservationId);
  }

  /** `POST /api/wish/orderStatus/{wishId}` `{eventCode, password, orderStatus, reservationId?}`: the reserver sets SHIPPING or CANCELLED. */
  @Post('orderStatus/:wishId')
  @HttpCode(200)
  @StrictRateLimit()
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'VALIDATION_FAILED / RESERVATION_ID_REQUIRED (a wish of several reservations without reservationId)',
  })
  @ApiOkResponse({ description: '{wishId, orderStatus}' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'RESERVATION_STATUS_INVALID' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: LOCKED })
  setByReserver(
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @ZodBody(reserverStatusSchema) body: ReserverStatusRequest,
    @ClientAddress() ip: string,
  ): Promise<OrderStatusResponse> {
    return this.reservations.setByReserver(wishId, body.eventCode, body.password, body.orderStatus, ip, body.reservationId);
  }

  /** `GET /api/wish/reservation/{wishId}` (event owner) → `OwnerReservationDetails`, 200 also when free; names hidden in surprise mode (ARCHITECTURE §4.20). */
  @Get('reservation/:wishId')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'OwnerReservationView' })
  ownerView(@CurrentMemberId() memberId: number, @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number): Promise<OwnerReservationDetails> {
    return this.owner.view(memberId, wishId);
  }

  /** `POST /api/wish/reservation/{wishId}/unlock` (event owner) → `{wishId, unlocked: true}`. */
  @Post('reservation/:wishId/unlock')
  @HttpCode(200)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{wishId, unlocked: true}' })
  unlock(@CurrentMemberId() memberId: number, @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number): Promise<PinUnlockResponse> {
    return this.owner.unlock(memberId, wishId);
  }

  /** `PUT /api/wish/reservation/{wishId}/status {orderStatus: 'DELIVERED', reservationId?}` (event owner; absent id: the wish's first reservation). */
  @Put('reservation/:wishId/status')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{wishId, orderStatus}' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'RESERVATION_STATUS_INVALID' })
  setByOwner(
    @CurrentMemberId() memberId: number,
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @ZodBody(ownerStatusSchema) body: OwnerStatusRequest,
  ): Promise<OrderStatusResponse> {
    return this.owner.setDelivered(memberId, wishId, body.reservationId);
  }

  /**
   * `PUT /api/wish/reservation/{wishId}/thanked {thanked, reservationId?}` (event owner) → `{wishId, thanked}` (+ `reservationId` when given)
   * (thank-you tracker, ARCHITECTURE §4.20; absent id: the wish's first reservation).
   */
  @Put('reservation/:wishId/thanked')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{wishId, thanked}' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'WISH_NOT_FOUND / RESERVATION_NOT_FOUND' })
  setThanked(
    @CurrentMemberId() memberId: number,
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @ZodBody(thankedSchema) body: ThankedRequest,
  ): Promise<ThankedResponse> {
    return this.owner.setThanked(memberId, wishId, body.thanked, body.reservationId);
  }
}
