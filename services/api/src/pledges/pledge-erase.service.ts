import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { EraseResponse, PledgeEraseRequest } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { transactional } from '../database/atomic-statement';
import { EventChanged } from '../events/event-changed.service';
import { Anonymizer } from '../retention/anonymizer.service';
import { TAKE_FROM_FUND, UNFUND_GROUP_GIFT } from './pledge-queries';
import { PledgesService } from './pledges.service';

/**
 * The relative's own erase of a pledge (ARCHITECTURE §4.24), with the PIN checks, lockouts and 404 rules
 * of the pledger's other PIN calls (`PledgesService.unlock`).
 */
@Injectable()
export class PledgeEraseService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pledges: PledgesService,
    private readonly anonymizer: Anonymizer,
    private readonly eventChanged: EventChanged,
  ) {}

  /**
   * `POST /api/pledge/erase/{pledgeId}` `{eventCode, password}` → `{erased}`. In one transaction: a pledge
   * not yet received is deleted and its amount (KRW) comes off the group gift or the fund, as a cancel
   * would; a received one (also one marked received meanwhile: the DELETE is conditional) is anonymised
   * and its amount stays. The relative's name leaves the owner's pending notification events and the sent
   * receipt loses its address. A wrong PIN changes nothing.
   * @throws DomainError `PLEDGE_NOT_FOUND` (404: unknown pledge or another page's code), `RESERVATION_PIN_WRONG`
   *   (401), `RESERVATION_LOCKED` / `ATTEMPT_BUDGET_EXCEEDED` (429).
   */
  async erase(pledgeId: string, input: PledgeEraseRequest, address: string): Promise<EraseResponse> {
    const row = await this.pledges.unlock(pledgeId, input.eventCode, input.password, address);
    const id = Number(row.id);
    const amount = Number(row.amount);
    const erased = await transactional(this.dataSource, async (run, read) => {
      let outcome: EraseResponse['erased'] = 'anonymized';
      if ((await run('DELETE FROM `pledge` WHERE id = ? AND received = 0', [id])) > 0) {
        if (row.wish_id !== null) await run(UNFUND_GROUP_GIFT, [amount, Number(row.wish_id)]);
        else await run(TAKE_FROM_FUND, [amount, Number(row.event_id)]);
        outcome = 'deleted';
      } else {
        const [still] = await read<{ id: number }>('SELECT id FROM `pledge` WHERE id = ?', [id]);
        if (!still) throw new DomainError('PLEDGE_NOT_FOUND');
        await this.anonymizer.anonymize(run, read, 'pledge', id);
      }
      await this.anonymizer.forgetCopies(run, Number(row.event_id), row.name, `pledgeReceipt:${row.public_id}`);
      return outcome;
    });
    this.eventChanged.publish(row.code);
    return { erased };
  }
}
