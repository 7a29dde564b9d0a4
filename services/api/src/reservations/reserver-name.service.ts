import { Injectable } from '@nestjs/common';
import type { ReserverNameResponse } from '@babynews/contracts';
import { EventCircles } from '../events/event-circles.service';
import { EventsService } from '../events/events.service';
import { SurpriseGate } from '../events/surprise-gate.service';
import { ReservationsService } from './reservations.service';

/**
 * `GET /api/event/fetchWishReserverName/{id}?eventCode=`: the masked name (김*수, ARCHITECTURE §4.7), or
 * '' while the page's surprise mode hides reservers (ARCHITECTURE §4.20) — anyone holding the share code
 * may call it, the parent included, so even the masked name stays back until the reveal day. The
 * reservation lookup comes first, so an unknown wish or another page's code answers exactly as before.
 */
@Injectable()
export class ReserverNameService {
  constructor(
    private readonly events: EventsService,
    private readonly reservations: ReservationsService,
    private readonly surprise: SurpriseGate,
    private readonly circles: EventCircles,
  ) {}

  /**
   * `{reservedName}` masked (reservation `reservationId`, else the wish's first), or `{reservedName: ''}` in surprise mode before the reveal day.
   * @throws DomainError `WISH_NOT_FOUND`, `RESERVATION_NOT_FOUND` (404) as `ReservationsService.reserverName`.
   */
  async maskedName(wishId: number, eventCode: string, reservationId?: string): Promise<ReserverNameResponse> {
    const answer = await this.reservations.reserverName(wishId, eventCode, reservationId);
    // The plan is the page's whichever circle's code (or a reservation's earlier code) was used (ARCHITECTURE "Two circles").
    const opened = await this.circles.find(eventCode, reservationId === undefined ? undefined : { kind: 'reservation', publicId: reservationId, wishId });
    const plan = opened ? await this.events.planByCode(opened.familyCode) : null;
    return plan && this.surprise.hidden(plan) ? { reservedName: '' } : answer;
  }
}
