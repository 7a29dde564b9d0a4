import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAGE_TABLES, pageHref, type MailRetryResponse, type MailStats } from '@babynews/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import type { Read, Run } from '../database/atomic-statement';
import { runAtomicStatement } from '../database/atomic-statement';
import { readRows } from '../database/read-rows';
import { sqlTimestamp } from '../database/sql-timestamp';
import { RateLimiterFactory } from '../common/rate-limiters';
import { readMailStats, readOutboxBacklog } from './mail-stats.read';
import { MailWorker } from './mail-worker.service';
import { enqueueMail, type OutgoingMail, type SkipReason } from './outbox';
import { ADDRESS_LIMIT } from './outbox-policy';

/**
 * What the domains use to send mail (ARCHITECTURE §4.23): `enqueue` inside the transaction of the
 * change, `nudge` after it committed, and the absolute links the messages carry (paths from the page
 * tables). Also the administrator's outbox counts and retry.
 */
@Injectable()
export class MailService {
  /** Mails caused per client address (ADDRESS_LIMIT), counted where the other per-address limits count. */
  private readonly perAddress: RateLimiterAbstract;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly worker: MailWorker,
    private readonly clock: Clock,
    limiters: RateLimiterFactory,
  ) {
    this.perAddress = limiters.create({
      points: ADDRESS_LIMIT.perHour,
      duration: 3600,
      keyPrefix: `rl:mail-address:${ADDRESS_LIMIT.perHour}:3600`,
    });
  }

  /**
   * Counts one mail caused from client `address` (a receipt, a PIN link) and answers whether it may go:
   * false once ADDRESS_LIMIT.perHour were caused from that address this hour (shared by every instance
   * through Redis or the database). The change that causes the mail goes on either way.
   */
  async allowFrom(address: string): Promise<boolean> {
    try {
      await this.perAddress.consume(address);
      return true;
    } catch (err) {
      if (err instanceof Error) throw err;
      return false;
    }
  }

  /**
   * Writes `mail` into the outbox on the caller's transaction (`run`, `read` of `transactional`).
   * @returns null when written; `duplicate` or `recipient-limit` when not (see `enqueueMail`).
   */
  enqueue(run: Run, read: Read, mail: OutgoingMail): Promise<SkipReason | null> {
    return enqueueMail(run, read, mail, this.clock.now());
  }

  /** Call after the enqueueing transaction committed: the worker delivers without waiting for its next round. */
  nudge(): void {
    this.worker.nudge();
  }

  /** Absolute URL of the reservation page of one reservation (`guest.WishReservedPage`). */
  reservationUrl(wishId: number, eventCode: string, reservationId: string): string {
    return this.absolute(pageHref(PAGE_TABLES.guest.WishReservedPage.path, { id: wishId }, { code: eventCode, reservation: reservationId }));
  }

  /** Absolute URL of the news page `code` (`guest.NewsPage`), with the code the recipient came with. */
  newsUrl(code: string): string {
    return this.absolute(pageHref(PAGE_TABLES.guest.NewsPage.path, { code }));
  }

  /** Absolute URL of a pledge's page (`guest.PledgePage`). */
  pledgeUrl(pledgeId: string, eventCode: string): string {
    return this.absolute(pageHref(PAGE_TABLES.guest.PledgePage.path, { pledgeId }, { code: eventCode }));
  }

  /** Absolute URL of the new-PIN page with the one-time `token` in the fragment (never sent to a server or a Referer). */
  pinResetUrl(token: string): string {
    return `${this.absolute(pageHref(PAGE_TABLES.guest.PinResetPage.path, {}))}#t=${token}`;
  }

  /** Absolute URL of the e-mail verification page with the one-time `token` in the fragment (`shell.VerifyEmailPage`). */
  verifyEmailUrl(token: string): string {
    return `${this.absolute(pageHref(PAGE_TABLES.shell.VerifyEmailPage.path, {}))}#t=${token}`;
  }

  /** Absolute URL of the new-password page with the one-time `token` in the fragment (`shell.ResetPasswordPage`). */
  passwordResetUrl(token: string): string {
    return `${this.absolute(pageHref(PAGE_TABLES.shell.ResetPasswordPage.path, {}))}#t=${token}`;
  }

  /** Absolute URL of the site's home page (`shell.LandingPage`). */
  homeUrl(): string {
    return this.absolute(pageHref(PAGE_TABLES.shell.LandingPage.path, {}));
  }

  /** Absolute URL of the co-parent invitation page with the one-time `token` in the fragment (`host.CoparentAcceptPage`). */
  coparentInviteUrl(token: string): string {
    return `${this.absolute(pageHref(PAGE_TABLES.host.CoparentAcceptPage.path, {}))}#t=${token}`;
  }

  /** Absolute URL of the member's my page (`host.MyPage`). */
  myPageUrl(): string {
    return this.absolute(pageHref(PAGE_TABLES.host.MyPage.path, {}));
  }

  /** Absolute URL of the login page (`shell.LoginPage`). */
  loginUrl(): string {
    return this.absolute(pageHref(PAGE_TABLES.shell.LoginPage.path, {}));
  }

  private absolute(path: string): string {
    return `${this.config.publicBaseUrl.replace(/\/+$/, '')}${path}`;
  }

  /** `GET /api/admin/mail/stats` → outbox rows by status and the latest failed ones (see `readMailStats`). */
  stats(): Promise<MailStats> {
    return readMailStats(this.dataSource);
  }

  /** The undelivered messages for the metrics: `{depth, oldestAgeSeconds}` (see `readOutboxBacklog`; age by the Clock). */
  outboxBacklog(): Promise<{ depth: number; oldestAgeSeconds: number }> {
    return readOutboxBacklog(this.dataSource, this.clock.now());
  }

  /**
   * `POST /api/admin/mail/retry/{id}`: a failed message is due now with its tries starting over.
   * @throws DomainError `MAIL_NOT_FOUND` (404, no such row), `MAIL_NOT_FAILED` (409, pending, sending or sent).
   */
  async retry(id: number): Promise<MailRetryResponse> {
    const changed = await runAtomicStatement(
      this.dataSource,
      "UPDATE `mail_outbox` SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL WHERE id = ? AND status = 'failed'",
      [sqlTimestamp(this.clock.now()), id],
    );
    if (changed === 0) {
      const [row] = await readRows<{ id: number }>(this.dataSource, 'SELECT id FROM `mail_outbox` WHERE id = ?', [id]);
      throw new DomainError(row ? 'MAIL_NOT_FAILED' : 'MAIL_NOT_FOUND');
    }
    this.nudge();
    return { id, status: 'pending' };
  }
}
