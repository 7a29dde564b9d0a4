import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { PeriodicJob } from '../common/periodic-job';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { withDatabaseLock } from '../database/startup-lock';
import { UploadRecord } from './upload.entity';
import { errorLabel, keyFolder } from './upload-log';
import { notReferencedSql } from './upload-references';
import { STORAGE_DRIVER, type StorageDriver } from './storage.types';

/** Ledger rows examined per query of a sweep. */
const BATCH = 200;

/** What one sweep did. */
export interface SweepResult {
  /** Files (and ledger rows) deleted. */
  removed: number;
  /** Files whose deletion failed (kept in the ledger for the next sweep). */
  failed: number;
  /** False when another instance was sweeping (nothing done). */
  ran: boolean;
}

/**
 * The sweep of abandoned uploads (ARCHITECTURE §4.11): every UPLOAD_SWEEP_INTERVAL_MS (0 = never) it
 * deletes the files of the ledger rows older than LIMITS.uploadOrphanAgeMs (24 h, by the injected
 * Clock) that no column of UPLOAD_REFERENCES names, then their rows. Referenced rows stay: their file
 * is discarded with whatever references it, and a discard that failed is retried here. One instance
 * at a time: on MySQL/MariaDB under the database lock `upload-sweep` (an instance that finds it taken
 * skips this round); in one process a sweep never overlaps the previous one.
 */
@Injectable()
export class UploadSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('UploadSweep');
  private readonly job = new PeriodicJob(
    () => this.sweepLocked(),
    (err) => this.logger.warn(`upload sweep failed: ${errorLabel(err)}`),
  );

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start(this.config.uploadSweepIntervalMs);
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /**
   * One sweep now → `{removed, failed, ran}`. Safe to call at any time (tests call it after moving the
   * Clock); a call during a running sweep waits for that one.
   * @throws whatever the database throws (the periodic job logs it and tries again next interval).
   */
  sweep(): Promise<SweepResult> {
    return this.job.run();
  }

  private async sweepLocked(): Promise<SweepResult> {
    let started = false;
    try {
      return await withDatabaseLock(
        this.dataSource,
        'upload-sweep',
        () => {
          started = true;
          return this.sweepOnce();
        },
        0,
      );
    } catch (err) {
      if (started) throw err;
      return { removed: 0, failed: 0, ran: false };
    }
  }

  private async sweepOnce(): Promise<SweepResult> {
    const repo = this.dataSource.getRepository(UploadRecord);
    const cutoff = new Date(this.clock.now().getTime() - LIMITS.uploadOrphanAgeMs);
    const result: SweepResult = { removed: 0, failed: 0, ran: true };
    let afterId = 0;
    for (;;) {
      const rows = await repo
        .createQueryBuilder('u')
        .where(`u.id > :afterId AND u.created_at < :cutoff AND ${notReferencedSql('u.path')}`, { afterId, cutoff })
        .orderBy('u.id', 'ASC')
        .take(BATCH)
        .getMany();
      for (const row of rows) {
        afterId = row.id;
        // The row goes first, and only while nothing refers to its key: a reference written meanwhile wins.
        const { affected } = await repo
          .createQueryBuilder()
          .delete()
          .where(`id = :id AND ${notReferencedSql(':path')}`, { id: row.id, path: row.path })
          .execute();
        if (!affected) continue;
        try {
          await this.storage.remove(row.path);
          result.removed++;
        } catch (err) {
          result.failed++;
          this.logger.warn(`abandoned upload not deleted (${this.storage.kind}, ${keyFolder(row.path)}): ${errorLabel(err)}`);
          // Back into the ledger, so the next sweep tries again.
          await repo.insert({ path: row.path, memberId: row.memberId, sizeBytes: row.sizeBytes, createdAt: row.createdAt }).catch(() => undefined);
        }
      }
      if (rows.length < BATCH) break;
    }
    if (result.removed > 0 || result.failed > 0) this.logger.log(`upload sweep: ${result.removed} removed, ${result.failed} failed`);
    return result;
  }
}
