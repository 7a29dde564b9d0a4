import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { reservationPasswordSchema, type ReservationViewData, type ReserverNameResponse } from '@babynews/contracts';
import { ApiErrorDto } from '../common/api-error.dto';
import { SignInRateLimit } from '../common/rate-limit';
import { ZodBody } from '../common/zod-body';
import { wishIdOf } from '../wishes/wishes.controller';
import { ReservationsService } from './reservations.service';

/** Reservation reads under `/api/event` (spec §7): the gate's title and the password-protected view. No login. */
@ApiTags('reservations')
@Controller('event')
export class ReservationsEventController {
  constructor(private readonly reservations: ReservationsService) {}

  /** `GET /api/event/fetchWishReserverName/{id}` → `{reservedName}`; 404 when not reserved. */
  @Get('fetchWishReserverName/:id')
  @ApiOkResponse({ description: '{reservedName}' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '예약 정보를 찾을 수 없습니다.' })
  reserverName(@Param('id') id: string): Promise<ReserverNameResponse> {
    return this.reservations.reserverName(wishIdOf(id));
  }

  /** `POST /api/event/fetchWishReservedData/{wishId} {password}` → reservation view data. */
  @Post('fetchWishReservedData/:wishId')
  @HttpCode(200)
  @SignInRateLimit()
  @ApiOkResponse({ description: 'ReservationViewData' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: '비밀번호가 일치하지 않습니다.' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: '비밀번호 입력 횟수를 초과했습니다. 잠시 후 다시 시도해주세요.' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: '예약 정보를 찾을 수 없습니다.' })
  viewData(@Param('wishId') wishId: string, @ZodBody(reservationPasswordSchema) body: { password: string }): Promise<ReservationViewData> {
    return this.reservations.viewData(wishIdOf(wishId), body.password);
  }
}
