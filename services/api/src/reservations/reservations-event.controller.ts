import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  reservationPasswordSchema,
  reserverNameQuerySchema,
  type ReservationPasswordRequest,
  type ReservationViewData,
  type ReserverNameQuery,
  type ReserverNameResponse,
} from '@babynews/contracts';
import { ApiErrorDto } from '../common/api-error.dto';
import { IdParam } from '../common/id-param';
import { StrictRateLimit } from '../common/rate-limit';
import { ZodBody, ZodValidationPipe } from '../common/zod-body';
import { ReservationsService } from './reservations.service';
import { ReserverNameService } from './reserver-name.service';
import { ClientAddress } from '../common/address-key';

/**
 * Reservation reads under `/api/event` (spec §7, ARCHITECTURE §4.7): the gate's title (masked name) and
 * the PIN-protected view. No login; both need the news page's share code.
 */
@ApiTags('reservations')
@Controller('event')
export class ReservationsEventController {
  constructor(
    private readonly reservations: ReservationsService,
    private readonly names: ReserverNameService,
  ) {}

  /**
   * `GET /api/event/fetchWishReserverName/{id}?eventCode=&reservationId=` → `{reservedName}` masked (김*수) of that
   * reservation (absent: the wish's first); '' in surprise mode before the reveal day (ARCHITECTURE §4.20, §4.22).
   */
  @Get('fetchWishReserverName/:id')
  @ApiQuery({ name: 'eventCode', required: true })
  @ApiQuery({ name: 'reservationId', required: false })
  @ApiOkResponse({ description: '{reservedName} masked' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'WISH_NOT_FOUND (also for another page’s code) or RESERVATION_NOT_FOUND' })
  reserverName(
    @IdParam('id', 'WISH_NOT_FOUND') id: number,
    @Query(new ZodValidationPipe(reserverNameQuerySchema)) query: ReserverNameQuery,
  ): Promise<ReserverNameResponse> {
    return this.names.maskedName(id, query.eventCode, query.reservationId);
  }

  /** `POST /api/event/fetchWishReservedData/{wishId}` `{eventCode, password, reservationId?}` → the view of the reservation the PIN opens. */
  @Post('fetchWishReservedData/:wishId')
  @HttpCode(200)
  @StrictRateLimit()
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'VALIDATION_FAILED / RESERVATION_ID_REQUIRED (a wish of several reservations without reservationId)',
  })
  @ApiOkResponse({ description: 'ReservationViewData' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'RESERVATION_PIN_WRONG' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'RESERVATION_LOCKED / RESERVATION_LOCKED_UNTIL_UNLOCKED / ATTEMPT_BUDGET_EXCEEDED' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'WISH_NOT_FOUND (also for another page’s code) or RESERVATION_NOT_FOUND' })
  viewData(
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @ZodBody(reservationPasswordSchema) body: ReservationPasswordRequest,
    @ClientAddress() ip: string,
  ): Promise<ReservationViewData> {
    return this.reservations.viewData(wishId, body.eventCode, body.password, ip, body.reservationId);
  }
}
