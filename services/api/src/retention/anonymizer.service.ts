import { Injectable } from '@nestjs/common';
import { ERASE_MSG } from '@babynews/contracts';
import type { Read, Run } from '../database/atomic-statement';
import { sqlTimestamp } from '../database/sql-timestamp';
import { Clock } from '../common/clock';
import {
  ANONYMIZE_CANCELLATION,
  ANONYMIZE_PLEDGE,
  ANONYMIZE_QUIZ_SUBMISSION,
  ANONYMIZE_RESERVATION,
  FORGET_NOTIFIED_NAME,
  FORGET_RECEIPT,
  RANK_CANCELLATION,
  RANK_PLEDGE,
  RANK_QUIZ_SUBMISSION,
  RANK_RESERVATION,
  SAME_VISITOR_ANSWERS,
} from './retention-queries';

/** A table holding a relative's name and contact (ARCHITECTURE §4.24). */
export type RelativeTable = 'reservation' | 'pledge' | 'quiz_submission' | 'reservation_cancellation';

const RANK: Record<RelativeTable, string> = {
  reservation: RANK_RESERVATION,
  pledge: RANK_PLEDGE,
  quiz_submission: RANK_QUIZ_SUBMISSION,
  reservation_cancellation: RANK_CANCELLATION,
};

/**
 * Replaces a relative's personal data by '선물한 분 N' (ARCHITECTURE §4.24), for the daily retention job
 * and the relative's own erase. N is the row's place by id among its news page's rows of the same table
 * when it is anonymised, so the owner's lists read 선물한 분 1, 2, 3 in their order; the name is stored,
 * so it never changes afterwards. Names, contacts, e-mails (the receipt address too) and messages go;
 * counts, quantities, amounts, statuses and the PIN hash stay (the relative may still open the row).
 */
@Injectable()
export class Anonymizer {
  constructor(private readonly clock: Clock) {}

  /**
   * The name row `id` of `table` gets: `ERASE_MSG.anonymousName(N)` (see the class). Read on the caller's
   * transaction (`read`).
   */
  async nameFor(read: Read, table: RelativeTable, id: number): Promise<string> {
    const [row] = await read<{ n: number | string }>(RANK[table], [id, id]);
    return ERASE_MSG.anonymousName(Math.max(1, Number(row?.n ?? 1)));
  }

  /**
   * Anonymises row `id` of `table` on the caller's transaction (`run`, `read`). A quiz answer goes with the
   * same visitor's other answers on its page (one placeholder contact and one name, that of their first
   * answer), so the quiz ranking, which groups answers by contact, counts them as before.
   * @returns how many rows this call anonymised: 0 when the row was already anonymised or is gone.
   */
  async anonymize(run: Run, read: Read, table: RelativeTable, id: number): Promise<number> {
    const at = sqlTimestamp(this.clock.now());
    switch (table) {
      case 'reservation':
        return run(ANONYMIZE_RESERVATION, [await this.nameFor(read, table, id), at, id]);
      case 'pledge':
        return run(ANONYMIZE_PLEDGE, [await this.nameFor(read, table, id), at, id]);
      case 'reservation_cancellation':
        return run(ANONYMIZE_CANCELLATION, [await this.nameFor(read, table, id), at, id]);
      case 'quiz_submission': {
        const answers = await read<{ id: number | string }>(SAME_VISITOR_ANSWERS, [id]);
        if (answers.length === 0) return 0;
        const first = Number(answers[0]!.id);
        const name = await this.nameFor(read, table, first);
        let count = 0;
        for (const answer of answers) count += await run(ANONYMIZE_QUIZ_SUBMISSION, [name, `anonymized:${first}`, at, Number(answer.id)]);
        return count;
      }
    }
  }

  /**
   * What the relative's erase also takes (ARCHITECTURE §4.24): their name on the owner's notification
   * events of page `eventId` not yet purged, and the receipt with key `receiptKey`
   * (`reservationReceipt:{publicId}` / `pledgeReceipt:{pledgeId}`) once it was sent.
   */
  async forgetCopies(run: Run, eventId: number, relativeName: string, receiptKey: string): Promise<void> {
    await run(FORGET_NOTIFIED_NAME, [eventId, relativeName]);
    await run(FORGET_RECEIPT, [receiptKey]);
  }
}
