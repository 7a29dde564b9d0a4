import { Controller } from '@nestjs/common';
import {
  reservationRoutes as routes,
  type ReservationPasswordRequest,
  type ReservationViewData,
  type ReserverNameQuery,
  type ReserverNameResponse,
} from '@babynews/contracts';
import { Route, RouteBody, RouteQuery } from '../common/api-route';
import { IdParam } from '../common/id-param';
import { StrictRateLimit } from '../common/rate-limit';
import { ReservationsService } from './reservations.service';
import { ReserverNameService } from './reserver-name.service';
import { ClientAddress } from '../common/address-key';

/**
 * The reservation reads under `/api/event` (`reservationRoutes`, spec §7, ARCHITECTURE §4.7): the
 * gate's title (masked name) and the PIN-protected view. No login; both need the news page's share code.
 */
@Controller()
export class ReservationsEventController {
  constructor(
    private readonly reservations: ReservationsService,
    private readonly names: ReserverNameService,
  ) {}

  /**
   * `reservationRoutes.reserverName`: the masked name (김*수) of that reservation (absent: the wish's
   * first); '' in surprise mode before the reveal day (ARCHITECTURE §4.20, §4.22).
   */
  @Route(routes.reserverName)
  reserverName(@IdParam('id', 'WISH_NOT_FOUND') id: number, @RouteQuery(routes.reserverName) query: ReserverNameQuery): Promise<ReserverNameResponse> {
    return this.names.maskedName(id, query.eventCode, query.reservationId);
  }

  /** `reservationRoutes.reservedData`: the view of the reservation the PIN opens. */
  @Route(routes.reservedData)
  @StrictRateLimit()
  viewData(
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @RouteBody(routes.reservedData) body: ReservationPasswordRequest,
    @ClientAddress() ip: string,
  ): Promise<ReservationViewData> {
    return this.reservations.viewData(wishId, body.eventCode, body.password, ip, body.reservationId);
  }
}
