import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EraseResponse, ReservationEraseRequest } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { transactional, type Read, type Run } from '../database/atomic-statement';
import { EventChanged } from '../events/event-changed.service';
import { NotificationsService } from '../notifications/notifications.service';
import { Anonymizer } from '../retention/anonymizer.service';
import { FREE_UNITS } from './reservation-queries';
import { recordCancellation } from './reservation-writes';
import { ReservationsService, type Unlocked } from './reservations.service';

/**
 * The relative's own erase of a reservation (ARCHITECTURE §4.24), with the PIN checks, lockouts and 404
 * rules of the other PIN calls (`ReservationsService.unlock`).
 */
@Injectable()
export class ReservationEraseService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reservations: ReservationsService,
    private readonly anonymizer: Anonymizer,
    private readonly notifications: NotificationsService,
    private readonly eventChanged: EventChanged,
  ) {}

  /**
   * `POST /api/wish/reservation/erase/{wishId}` `{eventCode, reservationId, password}` → `{erased}`. In one
   * transaction: a reservation still PREPARING (or set CANCELLED) is deleted and its units freed, as an
   * unreserve would, and the owner's cancelled copy keeps only '선물한 분 N' (the owner is told the gift is
   * free again under that name); SHIPPING or DELIVERED, it is anonymised and stays taken. Either way the
   * relative's name leaves the owner's pending notification events and the sent receipt loses its address.
   * A wrong PIN changes nothing.
   * @throws DomainError `WISH_NOT_FOUND` (404: unknown wish or another page's code), `RESERVATION_NOT_FOUND`
   *   (404), `RESERVATION_PIN_WRONG` (401), `RESERVATION_LOCKED`, `RESERVATION_LOCKED_UNTIL_UNLOCKED`,
   *   `ATTEMPT_BUDGET_EXCEEDED` (429).
   */
  async erase(wishId: number, input: ReservationEraseRequest, address: string): Promise<EraseResponse> {
    const row = await this.reservations.unlock(wishId, input.eventCode, input.password, address, input.reservationId);
    let notified = false;
    const erased = await transactional(this.dataSource, async (run, read) => {
      const [wish] = await read<{ event_id: number | string }>('SELECT event_id FROM `wish` WHERE id = ?', [wishId]);
      if (!wish) throw new DomainError('WISH_NOT_FOUND');
      const anonymousName = await this.anonymizer.nameFor(read, 'reservation', row.id);
      let outcome: EraseResponse['erased'] = 'anonymized';
      if (row.order_status === 'PREPARING' || row.order_status === 'CANCELLED') {
        const removed = await this.remove(run, read, wishId, row, anonymousName);
        if (removed !== null) {
          outcome = 'deleted';
          notified = removed;
        }
      }
      if (outcome === 'anonymized') {
        const [still] = await read<{ id: number }>('SELECT id FROM `reservation` WHERE id = ?', [row.id]);
        if (!still) throw new DomainError('RESERVATION_NOT_FOUND');
        await this.anonymizer.anonymize(run, read, 'reservation', row.id);
      }
      await this.anonymizer.forgetCopies(run, Number(wish.event_id), row.reserved_name, `reservationReceipt:${row.public_id}`);
      return outcome;
    });
    if (notified) this.notifications.nudge();
    this.eventChanged.publish(row.code);
    return { erased };
  }

  /**
   * Deletes reservation `row` while it is still PREPARING or CANCELLED (conditional: a status changed meanwhile
   * leaves it to be anonymised), frees its units and leaves the owner an anonymised cancelled copy.
   * @returns null when the row was not deleted; else whether the owner's notification mail was enqueued.
   */
  private async remove(run: Run, read: Read, wishId: number, row: Unlocked, anonymousName: string): Promise<boolean | null> {
    const deleted = await run("DELETE FROM `reservation` WHERE id = ? AND order_status IN ('PREPARING', 'CANCELLED')", [row.id]);
    if (deleted === 0) return null;
    await run(FREE_UNITS, [Number(row.quantity), wishId]);
    // A reservation set CANCELLED has its copy (and was announced then); a PREPARING one gets a copy without the name.
    await recordCancellation(run, wishId, { ...row, reserved_name: '', reserved_email: '' });
    const [copy] = await read<{ id: number | string }>('SELECT id FROM `reservation_cancellation` WHERE reservation_id = ?', [row.id]);
    if (copy) await this.anonymizer.anonymize(run, read, 'reservation_cancellation', Number(copy.id));
    if (row.order_status === 'CANCELLED') return false;
    return this.notifications.record(run, read, { kind: 'CANCELLED', wishId, relativeName: anonymousName });
  }
}
