import { Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import {
  ownerStatusSchema,
  reservationPasswordSchema,
  reserverStatusSchema,
  reserveSchema,
  type OrderStatusResponse,
  type OwnerReservationView,
  type ReserveRequest,
  type ReserveResponse,
  type ReserverStatusRequest,
  type TokenClaims,
} from '@babynews/contracts';
import { CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { SignInRateLimit } from '../common/rate-limit';
import { ZodBody } from '../common/zod-body';
import { wishIdOf } from '../wishes/wishes.controller';
import { ReservationsService } from './reservations.service';

/**
 * Reservation calls under `/api/wish` (spec §7, DESIGN §4.7–4.8): reserve, unreserve and the
 * reserver's status change need no login (the 4-digit password instead); the owner's view and
 * DELIVERED need the owner's token.
 */
@ApiTags('reservations')
@Controller('wish')
export class ReservationsController {
  constructor(private readonly reservations: ReservationsService) {}

  /** `POST /api/wish/reserve/{wishId}` → 201 `{wishId, isReserved: true}`; 409 '이미 예약된 상품입니다.'. */
  @Post('reserve/:wishId')
  @SignInRateLimit()
  @ApiCreatedResponse({ description: '{wishId, isReserved: true}' })
  @ApiConflictResponse({ type: ApiErrorDto, description: '이미 예약된 상품입니다.' })
  @ApiNotFoundResponse({ type: ApiErrorDto })
  reserve(@Param('wishId') wishId: string, @ZodBody(reserveSchema) body: ReserveRequest): Promise<ReserveResponse> {
    return this.reservations.reserve(wishIdOf(wishId), body);
  }

  /** `POST /api/wish/unreserve/{wishId} {password}` → 200 `{wishId, isReserved: false}`. */
  @Post('unreserve/:wishId')
  @HttpCode(200)
  @SignInRateLimit()
  @ApiOkResponse({ description: '{wishId, isReserved: false}' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: '비밀번호가 일치하지 않습니다.' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: '비밀번호 입력 횟수를 초과했습니다. 잠시 후 다시 시도해주세요.' })
  unreserve(@Param('wishId') wishId: string, @ZodBody(reservationPasswordSchema) body: { password: string }): Promise<ReserveResponse> {
    return this.reservations.unreserve(wishIdOf(wishId), body.password);
  }

  /** `POST /api/wish/orderStatus/{wishId} {password, orderStatus}`: the reserver sets SHIPPING or CANCELLED. */
  @Post('orderStatus/:wishId')
  @HttpCode(200)
  @SignInRateLimit()
  @ApiOkResponse({ description: '{wishId, orderStatus}' })
  @ApiConflictResponse({ type: ApiErrorDto, description: '변경할 수 없는 배송 상태입니다.' })
  setByReserver(@Param('wishId') wishId: string, @ZodBody(reserverStatusSchema) body: ReserverStatusRequest): Promise<OrderStatusResponse> {
    return this.reservations.setByReserver(wishIdOf(wishId), body.password, body.orderStatus);
  }

  /** `GET /api/wish/reservation/{wishId}` (event owner): reserver name, contact, time, status, wish title and link. */
  @Get('reservation/:wishId')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: 'OwnerReservationView' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '예약 정보를 찾을 수 없습니다.' })
  ownerView(@CurrentUser() user: TokenClaims, @Param('wishId') wishId: string): Promise<OwnerReservationView> {
    return this.reservations.ownerView(Number(user.sub), wishIdOf(wishId));
  }

  /** `PUT /api/wish/reservation/{wishId}/status {orderStatus: 'DELIVERED'}` (event owner). */
  @Put('reservation/:wishId/status')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ description: '{wishId, orderStatus}' })
  @ApiConflictResponse({ type: ApiErrorDto, description: '변경할 수 없는 배송 상태입니다.' })
  setByOwner(@CurrentUser() user: TokenClaims, @Param('wishId') wishId: string, @ZodBody(ownerStatusSchema) _body: unknown): Promise<OrderStatusResponse> {
    return this.reservations.setByOwner(Number(user.sub), wishIdOf(wishId));
  }
}
