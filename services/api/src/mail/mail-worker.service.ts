import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { renderMail, type MailKind } from '@babynews/mail';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { runAtomicStatement, transactional } from '../database/atomic-statement';
import { sqlTimestamp } from '../database/sql-timestamp';
import { isMysqlFamily } from '../database/startup-lock';
import { readRows } from '../database/read-rows';
import { MetricsService } from '../metrics/metrics.service';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';
import { backoffMs, CLAIM_BATCH, EML_RETENTION_MS, LEASE_MS, MAX_ATTEMPTS, SENT_RETENTION_MS } from './outbox-policy';
import { groupOfKind, isSuppressed } from './suppression';
import { Unsubscribe } from './unsubscribe';

/** A claimed outbox row. */
interface ClaimedRow {
  id: number;
  kind: string;
  recipient: string;
  data: string;
  idempotency_key: string;
  /** The try this claim is (after the claim's increment): also the claim's token. */
  attempts: number;
}

/** What one delivery round did. */
export interface DeliveryRound {
  sent: number;
  /** Failed tries that will be tried again later. */
  retried: number;
  /** Messages given up after MAX_ATTEMPTS tries. */
  failed: number;
}

/** How often the retention clean-up runs inside the delivery loop (ms). */
const RETENTION_EVERY_MS = 3_600_000;

/** A label of a send error for logs and `last_error`: a code or SMTP status, never an address or body. */
function errorLabel(err: unknown): string {
  const e = err as { code?: unknown; responseCode?: unknown; name?: unknown };
  const parts = [typeof e?.code === 'string' ? e.code : null, typeof e?.responseCode === 'number' ? `SMTP ${e.responseCode}` : null].filter(Boolean);
  return (parts.length ? parts.join(' ') : typeof e?.name === 'string' ? e.name : 'Error').slice(0, 64);
}

/**
 * The outbox's delivery worker, one per instance (ARCHITECTURE §4.23). Every MAIL_WORKER_INTERVAL_MS
 * (and at once after `nudge`) it claims due rows — `FOR UPDATE SKIP LOCKED` on MySQL/MariaDB, so
 * instances never claim one row together; one process on SQLite — by setting them `sending` with
 * `lease_until` and `attempts + 1`, renders each (`@babynews/mail`), sends it and marks it `sent`, or
 * `pending` again after `backoffMs`, or `failed` after MAX_ATTEMPTS tries. A claim whose lease ran out
 * (its instance died mid-send) is due again: delivery is at least once, each message with a stable
 * Message-ID. Receipts and notifications carry the one-click unsubscribe, and a row whose recipient
 * unsubscribed from its group since it was enqueued becomes `suppressed` unsent. Hourly it empties the recipient and data of rows sent (or failed) 30 days ago and
 * deletes `.eml` files older than 7 days and the mailed links' tokens a day after they expired. Logs carry
 * row ids and kinds only.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<DeliveryRound> | null = null;
  private again = false;
  private lastRetention = 0;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly unsubscribe: Unsubscribe,
    @Optional() private readonly metrics?: MetricsService,
  ) {}

  onApplicationBootstrap(): void {
    const interval = this.config.mail.workerIntervalMs;
    if (interval <= 0) return;
    this.timer = setInterval(() => this.nudge(), interval);
    this.timer.unref();
    this.nudge();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    this.transport.close();
  }

  /** Asks for a delivery round soon (after a change enqueued mail); a no-op when the worker is off. */
  nudge(): void {
    if (this.stopped || this.config.mail.workerIntervalMs <= 0) return;
    if (this.running) {
      this.again = true;
      return;
    }
    setImmediate(() => {
      this.deliverDue().catch((err: unknown) => this.logger.warn(`mail delivery round failed: ${errorLabel(err)}`));
    });
  }

  /**
   * Delivers every due message now → `{sent, retried, failed}` (tests call it after moving the Clock).
   * A call during a running round waits for that one and then runs again.
   * @throws whatever the database throws.
   */
  async deliverDue(): Promise<DeliveryRound> {
    while (this.running) {
      this.again = true;
      await this.running.catch(() => undefined);
    }
    this.running = this.round().finally(() => {
      this.running = null;
    });
    const result = await this.running;
    if (this.again && !this.stopped) {
      this.again = false;
      this.nudge();
    }
    return result;
  }

  private async round(): Promise<DeliveryRound> {
    const result: DeliveryRound = { sent: 0, retried: 0, failed: 0 };
    await this.recoverExpiredLeases();
    for (;;) {
      const rows = await this.claim();
      for (const row of rows) {
        const outcome = await this.deliver(row);
        this.metrics?.mailDelivered(outcome);
        if (outcome !== 'suppressed') result[outcome]++;
      }
      if (rows.length < CLAIM_BATCH || this.stopped) break;
    }
    await this.retention();
    return result;
  }

  /** Rows whose claim expired (an instance died mid-send) are due again, or failed after their last try. */
  private async recoverExpiredLeases(): Promise<void> {
    const now = sqlTimestamp(this.clock.now());
    await runAtomicStatement(
      this.dataSource,
      `UPDATE \`mail_outbox\` SET status = CASE WHEN attempts >= ? THEN 'failed' ELSE 'pending' END, next_attempt_at = ?, lease_until = NULL,
        last_error = 'lease expired' WHERE status = 'sending' AND lease_until <= ?`,
      [MAX_ATTEMPTS, now, now],
    );
  }

  /** Claims up to CLAIM_BATCH due rows in one transaction. */
  private claim(): Promise<ClaimedRow[]> {
    const now = this.clock.now();
    const lock = isMysqlFamily(this.dataSource) ? ' FOR UPDATE SKIP LOCKED' : '';
    return transactional(this.dataSource, async (run, read) => {
      const rows = await read<ClaimedRow>(
        `SELECT id, kind, recipient, data, idempotency_key, attempts FROM \`mail_outbox\`
          WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ${CLAIM_BATCH}${lock}`,
        [sqlTimestamp(now)],
      );
      if (rows.length === 0) return [];
      const ids = rows.map((r) => Number(r.id));
      await run(`UPDATE \`mail_outbox\` SET status = 'sending', attempts = attempts + 1, lease_until = ? WHERE id IN (${ids.map(() => '?').join(', ')})`, [
        sqlTimestamp(new Date(now.getTime() + LEASE_MS)),
        ...ids,
      ]);
      return rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) + 1 }));
    });
  }

  /**
   * Renders and sends one claimed row, then records the outcome (only while the claim is still ours).
   * A kind of an unsubscribable group carries the one-click unsubscribe (RFC 8058 headers and the
   * footer link); a recipient who unsubscribed after it was enqueued gets nothing (`suppressed`).
   */
  private async deliver(row: ClaimedRow): Promise<keyof DeliveryRound | 'suppressed'> {
    const mine = 'WHERE id = ? AND status = ? AND attempts = ?';
    try {
      const group = groupOfKind(row.kind);
      if (group && (await isSuppressed((sql, values) => readRows(this.dataSource, sql, values), row.recipient, group))) {
        await runAtomicStatement(this.dataSource, `UPDATE \`mail_outbox\` SET status = 'suppressed', lease_until = NULL, last_error = NULL ${mine}`, [
          row.id,
          'sending',
          row.attempts,
        ]);
        return 'suppressed';
      }
      const data = JSON.parse(row.data) as Record<string, unknown>;
      const links = group ? this.unsubscribe.links(row.recipient, group) : null;
      if (links) data.unsubscribeUrl = links.pageUrl;
      const rendered = await renderMail(row.kind as MailKind, data as never);
      await this.transport.send({ to: row.recipient, ...rendered, messageId: this.messageId(row), ...(links ? { headers: links.headers } : {}) });
    } catch (err) {
      const label = errorLabel(err);
      const givenUp = row.attempts >= MAX_ATTEMPTS;
      const next = sqlTimestamp(new Date(this.clock.now().getTime() + backoffMs(row.attempts)));
      await runAtomicStatement(this.dataSource, `UPDATE \`mail_outbox\` SET status = ?, next_attempt_at = ?, lease_until = NULL, last_error = ? ${mine}`, [
        givenUp ? 'failed' : 'pending',
        next,
        label,
        row.id,
        'sending',
        row.attempts,
      ]);
      this.logger.warn(`mail ${row.id} (${row.kind}) try ${row.attempts} failed: ${label}${givenUp ? '; given up' : ''}`);
      return givenUp ? 'failed' : 'retried';
    }
    await runAtomicStatement(this.dataSource, `UPDATE \`mail_outbox\` SET status = 'sent', sent_at = ?, lease_until = NULL, last_error = NULL ${mine}`, [
      sqlTimestamp(this.clock.now()),
      row.id,
      'sending',
      row.attempts,
    ]);
    return 'sent';
  }

  /** `<outbox-{id}.{hash of the key}@{MAIL_FROM's domain}>`: the same for every try of one row. */
  private messageId(row: ClaimedRow): string {
    const hash = createHash('sha256').update(row.idempotency_key).digest('hex').slice(0, 16);
    return `<outbox-${row.id}.${hash}@${this.config.mail.fromDomain}>`;
  }

  /** Hourly: personal data of rows finished 30 days ago goes; `.eml` files older than 7 days and expired link tokens go. */
  private async retention(): Promise<void> {
    const now = this.clock.now();
    if (now.getTime() - this.lastRetention < RETENTION_EVERY_MS) return;
    this.lastRetention = now.getTime();
    const cutoff = sqlTimestamp(new Date(now.getTime() - SENT_RETENTION_MS));
    await runAtomicStatement(
      this.dataSource,
      `UPDATE \`mail_outbox\` SET recipient = '', data = '{}' WHERE recipient <> '' AND
        ((status = 'sent' AND sent_at < ?) OR (status IN ('failed', 'suppressed') AND created_at < ?))`,
      [cutoff, cutoff],
    );
    // The mailed links' tokens are useless after their 30 minutes: a day later they go.
    await runAtomicStatement(this.dataSource, 'DELETE FROM `one_time_token` WHERE expires_at < ?', [sqlTimestamp(new Date(now.getTime() - 86_400_000))]);
    this.transport.prune(now, EML_RETENTION_MS);
  }
}
