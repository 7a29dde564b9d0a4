import { Controller, UseGuards } from '@nestjs/common';
import {
  reservationRoutes as routes,
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
import { Route, RouteBody } from '../common/api-route';
import { IdParam } from '../common/id-param';
import { StrictRateLimit } from '../common/rate-limit';
import { ReservationsOwnerService } from './reservations-owner.service';
import { ReservationsService } from './reservations.service';
import { ClientAddress } from '../common/address-key';

/**
 * The reservation routes of the API table under `/api/wish` (`reservationRoutes`, spec §7,
 * ARCHITECTURE §4.7–4.8): reserve, unreserve and the reserver's status change need no login but the
 * news page's share code (`eventCode`) and, except reserve, the 4-digit PIN; the owner's view, unlock,
 * DELIVERED and the thank-you mark need the owner's token.
 * Reserve has only the generic per-address limit (RATE_LIMIT_PER_MINUTE): relatives behind one
 * address reserving many gifts are never throttled; the PIN calls have the strict limit and the
 * failure lockouts (ARCHITECTURE §5).
 */
@Controller()
export class ReservationsController {
  constructor(
    private readonly reservations: ReservationsService,
    private readonly owner: ReservationsOwnerService,
  ) {}

  /** `reservationRoutes.reserve`: 201 with the wish's counters after the reservation (ARCHITECTURE §4.22). */
  @Route(routes.reserve)
  reserve(
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @RouteBody(routes.reserve) body: ReserveRequest,
    @ClientAddress() ip: string,
  ): Promise<ReserveResponse> {
    return this.reservations.reserve(wishId, body, ip);
  }

  /** `reservationRoutes.unreserve`: the wish's counters after the reservation the PIN opens is removed. */
  @Route(routes.unreserve)
  @StrictRateLimit()
  unreserve(
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @RouteBody(routes.unreserve) body: ReservationPasswordRequest,
    @ClientAddress() ip: string,
  ): Promise<ReserveResponse> {
    return this.reservations.unreserve(wishId, body.eventCode, body.password, ip, body.reservationId);
  }

  /** `reservationRoutes.reserverStatus`: the reserver sets SHIPPING or CANCELLED. */
  @Route(routes.reserverStatus)
  @StrictRateLimit()
  setByReserver(
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @RouteBody(routes.reserverStatus) body: ReserverStatusRequest,
    @ClientAddress() ip: string,
  ): Promise<OrderStatusResponse> {
    return this.reservations.setByReserver(wishId, body.eventCode, body.password, body.orderStatus, ip, body.reservationId);
  }

  /** `reservationRoutes.ownerView`: 200 also when free; names hidden in surprise mode (ARCHITECTURE §4.20). */
  @Route(routes.ownerView)
  @UseGuards(JwtAuthGuard)
  ownerView(@CurrentMemberId() memberId: number, @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number): Promise<OwnerReservationDetails> {
    return this.owner.view(memberId, wishId);
  }

  /** `reservationRoutes.unlock`: clears the wish's PIN lock. */
  @Route(routes.unlock)
  @UseGuards(JwtAuthGuard)
  unlock(@CurrentMemberId() memberId: number, @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number): Promise<PinUnlockResponse> {
    return this.owner.unlock(memberId, wishId);
  }

  /** `reservationRoutes.ownerStatus`: DELIVERED (absent `reservationId`: the wish's first reservation). */
  @Route(routes.ownerStatus)
  @UseGuards(JwtAuthGuard)
  setByOwner(
    @CurrentMemberId() memberId: number,
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @RouteBody(routes.ownerStatus) body: OwnerStatusRequest,
  ): Promise<OrderStatusResponse> {
    return this.owner.setDelivered(memberId, wishId, body.reservationId);
  }

  /** `reservationRoutes.thanked`: the thank-you mark (ARCHITECTURE §4.20; absent id: the wish's first reservation). */
  @Route(routes.thanked)
  @UseGuards(JwtAuthGuard)
  setThanked(
    @CurrentMemberId() memberId: number,
    @IdParam('wishId', 'WISH_NOT_FOUND') wishId: number,
    @RouteBody(routes.thanked) body: ThankedRequest,
  ): Promise<ThankedResponse> {
    return this.owner.setThanked(memberId, wishId, body.thanked, body.reservationId);
  }
}
