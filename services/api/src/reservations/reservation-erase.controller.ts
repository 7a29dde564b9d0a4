import { Controller } from '@nestjs/common';
import { eraseRoutes, type EraseResponse, type ReservationEraseRequest } from '@babynews/contracts';
import { ClientAddress } from '../common/address-key';
import { Route, RouteBody } from '../common/api-route';
import { IdParam } from '../common/id-param';
import { StrictRateLimit } from '../common/rate-limit';
import { ReservationEraseService } from './reservation-erase.service';

/**
 * `eraseRoutes.reservationErase` (ARCHITECTURE §4.24): the relative erases their reservation with its PIN;
 * the strict limit and the lockouts of the other PIN calls (ARCHITECTURE §5).
 */
@Controller()
export class ReservationEraseController {
  constructor(private readonly erase: ReservationEraseService) {}

  /** `{eventCode, reservationId, password}` → `{erased: 'deleted' | 'anonymized'}`. */
  @Route(eraseRoutes.reservationErase)
  @StrictRateLimit()
  eraseReservation(
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @RouteBody(eraseRoutes.reservationErase) body: ReservationEraseRequest,
    @ClientAddress() ip: string,
  ): Promise<EraseResponse> {
    return this.erase.erase(wishId, body, ip);
  }
}
