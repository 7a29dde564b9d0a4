import { Injectable } from '@nestjs/common';
import { reserversHidden, type NewsPlanFields } from '@babynews/contracts';
import { Clock } from '../common/clock';

/**
 * Surprise mode on the owner's side (ARCHITECTURE §4.20): while a news page's surprise mode is on and
 * the reveal day (`revealAt`, else the due date) has not begun in Asia/Seoul, no owner-side answer names
 * who reserved (name, contact) — only that a gift is reserved and its order status. The time comes
 * from the shared `Clock`, so tests move it instead of waiting for the reveal day.
 * Every owner-side read of reservations asks `hidden(event)` (owner's reservation view, summary, CSV).
 */
@Injectable()
export class SurpriseGate {
  constructor(private readonly clock: Clock) {}

  /** True while the reservers of `event` must stay hidden from its owner. */
  hidden(event: Pick<NewsPlanFields, 'dueDate' | 'revealAt'> & { surpriseMode: boolean | number }): boolean {
    return reserversHidden({ dueDate: event.dueDate ?? null, revealAt: event.revealAt ?? null, surpriseMode: !!Number(event.surpriseMode) }, this.clock.now());
  }
}
