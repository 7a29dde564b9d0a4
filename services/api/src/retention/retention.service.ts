import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { cancellationRetentionEndsAt, DAY_MS, LIMITS_CONSENT, retentionEndsAt, seoulToday } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { runAtomicStatement, transactional } from '../database/atomic-statement';
import { readRows } from '../database/read-rows';
import { fromSqlTimestamp, sqlTimestamp } from '../database/sql-timestamp';
import { withDatabaseLock } from '../database/startup-lock';
import { Anonymizer, type RelativeTable } from './anonymizer.service';
import {
  DELETE_GUESTBOOK_ENTRY,
  DUE_CANCELLATIONS,
  DUE_GUESTBOOK_ENTRIES,
  DUE_PLEDGES,
  DUE_QUIZ_SUBMISSIONS,
  DUE_RESERVATIONS,
  RETENTION_BATCH,
  type DueRow,
} from './retention-queries';

/** How often each instance looks whether today's (Asia/Seoul) round is still to do: hourly, so a restart delays it at most an hour. */
export const RETENTION_CHECK_INTERVAL_MS = 3_600_000;

/** What one round did: rows anonymised per table, rows deleted per table; `ran` false when another instance held the lock. */
export interface RetentionResult {
  ran: boolean;
  anonymized: Record<RelativeTable, number>;
  /** Guestbook entries (a name and a message, nothing to keep without them) are deleted when due. */
  deleted: { guestbook_entry: number };
}

/** A round that did nothing. */
const nothing = (ran: boolean): RetentionResult => ({
  ran,
  anonymized: { reservation: 0, pledge: 0, quiz_submission: 0, reservation_cancellation: 0 },
  deleted: { guestbook_entry: 0 },
});

const DUE_QUERIES: Array<[Exclude<RelativeTable, 'reservation_cancellation'>, string]> = [
  ['reservation', DUE_RESERVATIONS],
  ['pledge', DUE_PLEDGES],
  ['quiz_submission', DUE_QUIZ_SUBMISSIONS],
];

/**
 * The daily retention of relatives' data (ARCHITECTURE §4.24, PIPA Art. 21). Once a day (Asia/Seoul, by the
 * injected `Clock`) each instance runs a round, under the database lock `retention` (MySQL/MariaDB; an
 * instance that finds it taken skips, SQLite is one process): every reservation, pledge and quiz answer
 * whose `retentionEndsAt` (RETENTION_DAYS after the earlier of the page's due date and creation + 300 days,
 * or after the row's creation on a page without a due date) has come, and every cancelled reservation's
 * copy 30 days after its cancellation, becomes '선물한 분 N' without contact, e-mail or message
 * (`Anonymizer`); a guestbook entry due by the same rule is deleted (ARCHITECTURE "Guestbook": without its
 * name and message nothing of it is left to keep). Each row's UPDATE is conditional on `anonymized_at IS
 * NULL` and each DELETE names one row, so even without the lock a row is anonymised or deleted once. The owners' notification events (a week) and sent mail (30 days) lose the
 * relative's data by their own purges, well before.
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Retention');
  private readonly job = new PeriodicJob(
    () => this.roundLocked(),
    (err) => this.logger.error(`retention round failed: ${(err as Error)?.name ?? 'Error'}`),
  );
  /** The timer's job: today's round unless this instance already ran it (Seoul day of the last round that ran). */
  private readonly daily = new PeriodicJob(
    () => this.roundOfToday(),
    (err) => this.logger.error(`retention round failed: ${(err as Error)?.name ?? 'Error'}`),
  );
  private lastDay = '';

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly anonymizer: Anonymizer,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.daily.start(RETENTION_CHECK_INTERVAL_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.daily.stop();
    await this.job.stop();
  }

  /**
   * One round now, whatever the day → `{ran, anonymized}` (tests call it after moving the Clock); a call
   * during a running round gets that round's answer.
   * @throws whatever the database throws (the timer logs it and tries again an hour later).
   */
  runDue(): Promise<RetentionResult> {
    return this.job.run();
  }

  private async roundOfToday(): Promise<RetentionResult | null> {
    const day = seoulToday(this.clock.now());
    if (day === this.lastDay) return null;
    const result = await this.job.run();
    if (result.ran) this.lastDay = day;
    return result;
  }

  private async roundLocked(): Promise<RetentionResult> {
    let started = false;
    try {
      return await withDatabaseLock(
        this.dataSource,
        'retention',
        () => {
          started = true;
          return this.round();
        },
        0,
      );
    } catch (err) {
      if (started) throw err;
      return nothing(false);
    }
  }

  private async round(): Promise<RetentionResult> {
    const now = this.clock.now();
    const days = this.config.retentionDays;
    const retentionStart = new Date(now.getTime() - days * DAY_MS);
    const cutoffs = [
      sqlTimestamp(retentionStart),
      seoulToday(retentionStart),
      sqlTimestamp(new Date(retentionStart.getTime() - LIMITS_CONSENT.retentionCreationCapDays * DAY_MS)),
    ];
    const result = nothing(true);
    const dueRow = (row: DueRow) => retentionEndsAt({ dueDate: row.due_date, createdAt: fromSqlTimestamp(row.created_at) }, days) <= now;
    for (const [table, sql] of DUE_QUERIES) result.anonymized[table] = await this.eachDue(sql, cutoffs, dueRow, (id) => this.anonymize(table, id));
    const cancelledBefore = sqlTimestamp(new Date(now.getTime() - LIMITS_CONSENT.retentionCancelledDays * DAY_MS));
    result.anonymized.reservation_cancellation = await this.eachDue(
      DUE_CANCELLATIONS,
      [cancelledBefore],
      (row: { id: number | string; cancelled_at: Date | string }) => cancellationRetentionEndsAt(fromSqlTimestamp(row.cancelled_at)) <= now,
      (id) => this.anonymize('reservation_cancellation', id),
    );
    result.deleted.guestbook_entry = await this.eachDue(DUE_GUESTBOOK_ENTRIES, cutoffs, dueRow, (id) =>
      runAtomicStatement(this.dataSource, DELETE_GUESTBOOK_ENTRY, [id]),
    );
    const total = Object.values(result.anonymized).reduce((a, b) => a + b, 0);
    if (total > 0) this.logger.log(`retention: ${total} rows anonymised`);
    if (result.deleted.guestbook_entry > 0) this.logger.log(`retention: ${result.deleted.guestbook_entry} guestbook entries deleted`);
    return result;
  }

  /**
   * Runs `act` (anonymise or delete; it answers the rows it changed), in id order and batches of
   * RETENTION_BATCH, on the rows `sql` finds (values: the id to start after, then `cutoffs`) that `due`
   * confirms by the rule of record (`retentionEndsAt`). @returns how many rows this round changed.
   */
  private async eachDue<R extends { id: number | string }>(
    sql: string,
    cutoffs: string[],
    due: (row: R) => boolean,
    act: (id: number) => Promise<number>,
  ): Promise<number> {
    let count = 0;
    let afterId = 0;
    for (;;) {
      const rows = await readRows<R>(this.dataSource, sql, [afterId, ...cutoffs]);
      for (const row of rows) {
        afterId = Number(row.id);
        if (due(row)) count += await act(afterId);
      }
      if (rows.length < RETENTION_BATCH) return count;
    }
  }

  /** Anonymises row `id` of `table` in its own short transaction (a quiz answer with its visitor's others). */
  private anonymize(table: RelativeTable, id: number): Promise<number> {
    return transactional(this.dataSource, (run, read) => this.anonymizer.anonymize(run, read, table, id));
  }
}
