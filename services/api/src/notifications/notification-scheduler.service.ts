import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DAY_MS, seoulDayStartAt, seoulToday } from '@babynews/contracts';
import type { ActivityItem, MailData } from '@babynews/mail';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { runAtomicStatement, transactional } from '../database/atomic-statement';
import { readRows } from '../database/read-rows';
import { sqlTimestamp } from '../database/sql-timestamp';
import { SurpriseGate } from '../events/surprise-gate.service';
import { MailService } from '../mail/mail.service';
import { activityItem, myPageUrl, summaryUrl, surpriseOf, type ActivityKind, type SurpriseColumns } from './notification-mail';
import { CLAIM_DIGEST, DELETE_OLD_EVENTS, DIGEST_DUE, DIGEST_OWNER, DIGEST_ROWS } from './notification-queries';

/** The Seoul hour (0–23) at which the daily digest goes out (ARCHITECTURE §4.23). */
export const DIGEST_HOUR = 20;
/** How long an event row is kept (ms): a week, then the relative's name goes with it. */
const EVENT_RETENTION_MS = 7 * DAY_MS;

type DigestRow = SurpriseColumns & {
  kind: ActivityKind;
  subject: string;
  relative_name: string | null;
  created_at: Date | string;
  event_id: number;
  page_title: string;
  code: string;
};

/**
 * The daily digest (mode DAILY, ARCHITECTURE §4.23), run by each instance every
 * NOTIFICATION_DIGEST_INTERVAL_MS. At or after 20:00 Asia/Seoul (by the injected `Clock`) every owner
 * with a verified address gets one `activityDigest` of the events of the 24 hours before that 20:00
 * not mailed yet. Per owner ONE transaction claims the rows (`UPDATE … SET mail_key = 'activityDigest:
 * {memberId}:{yyyy-mm-dd}' WHERE mail_key IS NULL`: the affected rows decide, so two instances never
 * both send) and enqueues the mail under the same idempotency key. Events after 20:00 wait for the next
 * day's digest. Surprise mode is judged when the digest is written.
 */
@Injectable()
export class NotificationScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Notifications');
  private readonly job = new PeriodicJob(
    () => this.round(),
    (err) => this.logger.error(`digest round failed: ${(err as Error)?.name ?? 'Error'}`),
  );
  private lastRetention = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly surprise: SurpriseGate,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.notificationDigestIntervalMs);
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /**
   * One round: sends every digest due at the Clock's time and, hourly, deletes event rows older than a
   * week. Rounds of one instance never overlap (a call during a round gets that round's answer).
   * @returns how many digests this call enqueued.
   */
  runDue(): Promise<number> {
    return this.job.run();
  }

  private async round(): Promise<number> {
    const now = this.clock.now();
    if (now.getTime() - this.lastRetention >= 3_600_000) {
      this.lastRetention = now.getTime();
      await runAtomicStatement(this.dataSource, DELETE_OLD_EVENTS, [sqlTimestamp(new Date(now.getTime() - EVENT_RETENTION_MS))]);
    }
    const cutoff = seoulDayStartAt(now, DIGEST_HOUR);
    const since = new Date(cutoff.getTime() - DAY_MS);
    const due = await readRows<{ member_id: number }>(this.dataSource, DIGEST_DUE, [sqlTimestamp(since), sqlTimestamp(cutoff)]);
    let sent = 0;
    for (const { member_id } of due) {
      try {
        if (await this.sendDigest(Number(member_id), seoulToday(cutoff), since, cutoff)) sent++;
      } catch (err) {
        this.logger.error(`digest of member ${member_id} failed: ${(err as Error)?.name ?? 'Error'}`);
      }
    }
    if (sent > 0) this.mail.nudge();
    return sent;
  }

  /** Claims member `memberId`'s events in [since, cutoff) and enqueues their digest of `day`, in one transaction; false when nothing was left to claim. */
  private sendDigest(memberId: number, day: string, since: Date, cutoff: Date): Promise<boolean> {
    const key = `activityDigest:${memberId}:${day}`;
    return transactional(this.dataSource, async (run, read) => {
      if ((await run(CLAIM_DIGEST, [key, memberId, sqlTimestamp(since), sqlTimestamp(cutoff)])) === 0) return false;
      const [owner] = await read<{ display_name: string; email: string }>(DIGEST_OWNER, [memberId]);
      if (!owner) return false;
      const rows = await read<DigestRow>(DIGEST_ROWS, [memberId, key]);
      const pages = new Map<number, MailData['activityDigest']['pages'][number]>();
      const hidden = new Map<number, boolean>();
      for (const row of rows) {
        const eventId = Number(row.event_id);
        if (!hidden.has(eventId)) hidden.set(eventId, this.surprise.hidden(surpriseOf(row)));
        let page = pages.get(eventId);
        if (!page) pages.set(eventId, (page = { pageTitle: row.page_title, summaryUrl: summaryUrl(this.config, row.code), items: [] as ActivityItem[] }));
        page.items.push(activityItem(row.kind, row.subject, row.relative_name, hidden.get(eventId)!, row.created_at));
      }
      const skipped = await this.mail.enqueue(run, read, {
        kind: 'activityDigest',
        to: owner.email,
        idempotencyKey: key,
        data: { ownerDisplayName: owner.display_name, day, pages: [...pages.values()], myPageUrl: myPageUrl(this.config) },
      });
      return skipped === null;
    });
  }
}
