import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_NOTIFICATION_MODE, NOTIFICATION_MSG, type NotificationMode } from '@babynews/contracts';
import { Clock } from '../common/clock';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import type { Read, Run } from '../database/atomic-statement';
import { sqlTimestamp } from '../database/sql-timestamp';
import { SurpriseGate } from '../events/surprise-gate.service';
import { MailService } from '../mail/mail.service';
import { activityItem, summaryUrl, surpriseOf, type ActivityKind, type SurpriseColumns } from './notification-mail';
import { FORGET_PAGE_EVENTS, INSERT_EVENT, OWNERS_FACTS, QUIZ_FACTS, WISH_FACTS } from './notification-queries';

/** What happened on a page, as the domain that changed it knows it (ARCHITECTURE §4.23). */
export type ActivityChange =
  | { kind: 'RESERVED' | 'CANCELLED'; wishId: number; relativeName: string }
  /** A pledge to a group gift (`wishId`) or to the page's 축의금 fund (`wishId` null). */
  | { kind: 'PLEDGED'; eventId: number; wishId: number | null; relativeName: string }
  | { kind: 'QUIZ_ANSWERED'; quizId: number; relativeName: string };

type OwnerFacts = SurpriseColumns & {
  event_id: number;
  member_id: number;
  page_title: string;
  code: string;
  display_name: string;
  verified_email: string | null;
  mode: NotificationMode | null;
};

/** Longest stored subject and name (the columns' sizes). */
const SUBJECT_MAX = 200;
const NAME_MAX = 100;

/**
 * Notifications to page owners (ARCHITECTURE §4.23), for the domains whose changes a parent hears of:
 * reservations, cancellations, pledges and quiz answers. `record` runs on the change's own transaction,
 * so a notification exists exactly when the change committed.
 */
@Injectable()
export class NotificationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly surprise: SurpriseGate,
    private readonly clock: Clock,
  ) {}

  /**
   * Deletes member `memberId`'s notices of page `eventId`, mailed or still waiting for a digest, on the caller's
   * transaction (`run`), when the member stops being an owner of the page (the co-parent removed, ARCHITECTURE
   * "Two parents"): the relatives' names in them are no longer theirs to read. Returns the rows deleted.
   */
  forgetPage(run: Run, memberId: number, eventId: number): Promise<number> {
    return run(FORGET_PAGE_EVENTS, [memberId, eventId]);
  }

  /**
   * Records `change` for each owner of its page (the creator and the confirmed co-parent, ARCHITECTURE "Two
   * parents"), each by their own setting, on the caller's transaction (`run`/`read` of `transactional`):
   * nothing in mode OFF; in mode EACH a `notification_event` row and, when the owner's address is verified,
   * an `activityNotice` mail keyed `activityNotice:{random id}` (the row's `mail_key`); in mode DAILY (the
   * default) a row the 20:00 digest picks up. Surprise mode holds: while the page hides its reservers the
   * notice names nobody ('누군가'). Contacts and addresses never go in.
   * @returns true when a mail was enqueued (call `nudge()` after the commit).
   */
  async record(run: Run, read: Read, change: ActivityChange): Promise<boolean> {
    const target = await this.targetOf(read, change);
    if (!target) return false;
    const owners = await read<OwnerFacts>(OWNERS_FACTS, [target.eventId]);
    // One moment, subject and name for every owner's row.
    const entry = { now: this.clock.now(), subject: target.subject.slice(0, SUBJECT_MAX), name: change.relativeName.slice(0, NAME_MAX) };
    let mailed = false;
    for (const owner of owners) mailed = (await this.recordFor(run, read, owner, change.kind, entry)) || mailed;
    return mailed;
  }

  /** `record` for one owner: their row, and their mail in mode EACH; true when a mail was enqueued. */
  private async recordFor(
    run: Run,
    read: Read,
    owner: OwnerFacts,
    kind: ActivityChange['kind'],
    { now, subject, name }: { now: Date; subject: string; name: string },
  ): Promise<boolean> {
    const mode = owner.mode ?? DEFAULT_NOTIFICATION_MODE;
    if (mode === 'OFF') return false;
    if (mode === 'DAILY') {
      await run(INSERT_EVENT, [owner.member_id, owner.event_id, kind, subject, name, sqlTimestamp(now), null]);
      return false;
    }
    if (!owner.verified_email) return false;
    const key = `activityNotice:${randomBytes(16).toString('base64url')}`;
    await run(INSERT_EVENT, [owner.member_id, owner.event_id, kind, subject, name, sqlTimestamp(now), key]);
    const skipped = await this.mail.enqueue(run, read, {
      kind: 'activityNotice',
      to: owner.verified_email,
      idempotencyKey: key,
      data: {
        ownerDisplayName: owner.display_name,
        pageTitle: owner.page_title,
        item: activityItem(kind as ActivityKind, subject, name, this.surprise.hidden(surpriseOf(owner)), now),
        summaryUrl: summaryUrl(this.config, owner.code),
      },
    });
    return skipped === null;
  }

  /** Call after a transaction in which `record` answered true: the mail goes without waiting for the worker's next round. */
  nudge(): void {
    this.mail.nudge();
  }

  /** The page and the subject (wish title, '축의금', quiz question) of `change`; null when its row is gone. */
  private async targetOf(read: Read, change: ActivityChange): Promise<{ eventId: number; subject: string } | null> {
    if (change.kind === 'QUIZ_ANSWERED') {
      const [quiz] = await read<{ subject: string; event_id: number }>(QUIZ_FACTS, [change.quizId]);
      return quiz ? { eventId: Number(quiz.event_id), subject: quiz.subject } : null;
    }
    if (change.kind === 'PLEDGED' && change.wishId === null) return { eventId: change.eventId, subject: NOTIFICATION_MSG.fundSubject };
    const [wish] = await read<{ subject: string; event_id: number }>(WISH_FACTS, [change.wishId]);
    return wish ? { eventId: Number(wish.event_id), subject: wish.subject } : null;
  }
}
