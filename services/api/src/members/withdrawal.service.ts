import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS, MSG, type TokenClaims, type WithdrawRequest, type WithdrawResponse } from '@babynews/contracts';
import { createHash } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { AttemptsService } from '../attempts/attempts.service';
import { LOGIN_SCOPE } from '../auth/auth.service';
import { PasswordService } from '../auth/password.service';
import { DomainError } from '../common/domain-error';
import { isRetryableLockError } from '../database/db-errors';
import { deleteWithDependents } from '../database/cascade-delete';
import { EventChanged } from '../events/event-changed.service';
import { PinLocks } from '../pins/pin-locks.service';
import { MailService } from '../mail/mail.service';
import { UploadsService } from '../uploads/uploads.service';
import { CoparentService } from '../coparent/coparent.service';
import { Member } from './member.entity';
import { MEMBER_TOKEN_PURPOSE } from './member-tokens';
import { clearSetNullReferences } from './set-null-references';

/** Attempts of the whole transaction when the database reports a deadlock or lock timeout (MariaDB/MySQL under concurrent writes). */
const WITHDRAW_ATTEMPTS = 3;

/**
 * Member withdrawal (ARCHITECTURE §4.21, '회원 탈퇴'): in ONE transaction it deletes
 * - every row of every table that references the member, directly or through other rows, found in the
 *   schema's foreign keys (`deleteWithDependents` from the news deletion): their news page and
 *   everything below it (wishes, reservations and cancellations on them, PIN locks, quizzes, options
 *   and answers, followers of the page), their follows of other pages, and tables added later;
 * - personal data of theirs kept without a foreign key, found BY THE MEMBER'S ID or identity, never by a
 *   contact: their spent social sign-up tickets (provider + provider user id), their login failure
 *   counters (username) and the PIN failure counters of their wishes;
 * - the member row itself.
 * Their e-mail and phone number identify nobody's rows: a phone number is saved unverified on '내 정보',
 * so matching answers by contact would let anyone delete a relative's quiz answers by withdrawing an
 * account that carries the relative's number. What they gave on other families' pages as a relative —
 * reservations, pledges, quiz answers — is not linked to the account and stays: their PIN deletes a
 * reservation or a pledge, and that page's owner or the retention rule removes an answer.
 * Rows behind an ON DELETE SET NULL key (a notice an administrator wrote) are kept with the reference
 * cleared: they are not the member's data. Administrators cannot withdraw (they are managed by
 * ADMIN_USERNAME and the database; the last one must not lock everybody out).
 * Afterwards their token is refused (the member no longer exists), the news page's caches are dropped and
 * the stored files of the deleted rows (wish images, their uploads in the ledger: `UploadsService.fileColumns`) are
 * discarded (ARCHITECTURE §4.11; a failed file deletion is logged, never fails the withdrawal).
 * In the same transaction every relative who left a receipt address on their pages is told the page is
 * gone (the `pageClosed` mail, once per address per page, ARCHITECTURE §4.24; `tellRelatives`).
 * Before anything is deleted the member proves it is them (`confirm`): the password, or for a social
 * member a sign-in younger than LIMITS.reauthMaxAgeMs.
 * Two parents (ARCHITECTURE "Two parents"): a page the member created that has a confirmed co-parent is handed
 * over to them first (`CoparentService.handOver`, with the `pageHandedOver` mail) and so is not deleted; the
 * co-parent's own withdrawal only clears the reference. Uploads of theirs that rows staying behind still show are
 * released from the ledger first (`UploadsService.releaseReferenced`), so their files are not discarded.
 */
@Injectable()
export class WithdrawalService {
  private readonly logger = new Logger('Withdrawal');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventChanged: EventChanged,
    private readonly uploads: UploadsService,
    private readonly attempts: AttemptsService,
    private readonly passwords: PasswordService,
    private readonly pinLocks: PinLocks,
    private readonly mail: MailService,
    private readonly coparents: CoparentService,
  ) {}

  /**
   * `DELETE /api/member/withdraw` `{password}` → `{withdrawn: true}` for the token's member (`claims`), called
   * from client address `address` (ARCHITECTURE §4.21): `confirm`, then every row of theirs is deleted.
   * @throws DomainError `UNAUTHENTICATED` (401) when the member no longer exists (already withdrawn).
   * @throws DomainError `FORBIDDEN` (403) for an administrator.
   * @throws DomainError `VALIDATION_FAILED` (400), `PASSWORD_MISMATCH` (401), `LOGIN_LOCKED` /
   *   `ATTEMPT_BUDGET_EXCEEDED` (429), `REAUTH_REQUIRED` (401): see `confirm`.
   */
  async withdraw(claims: TokenClaims, body: WithdrawRequest, address: string): Promise<WithdrawResponse> {
    const memberId = Number(claims.sub);
    await this.confirm(claims, body, address);
    let codes: string[] = [];
    const files = new Set<string>();
    for (let attempt = 1; ; attempt++) {
      try {
        files.clear();
        codes = await this.dataSource.transaction((manager) => this.deleteMember(manager, memberId, files));
        break;
      } catch (err) {
        if (attempt >= WITHDRAW_ATTEMPTS || !isRetryableLockError(err)) throw err;
        this.logger.warn(`withdrawal retried after a lock conflict (attempt ${attempt})`);
      }
    }
    for (const code of codes) this.eventChanged.publish(code);
    this.uploads.discardAll(files);
    this.mail.nudge();
    return { withdrawn: true };
  }

  /**
   * Re-authentication before a withdrawal (ARCHITECTURE §4.21, §5), so that a token alone — a shared
   * computer, a stolen token — cannot delete an account:
   * - a member with a password sends it: checked under the sign-in failure limits (the account's
   *   LIMITS.loginFailuresMax per LIMITS.attemptWindowMs, shared with `loginProc`, and the address's hourly
   *   budget; `AttemptsService.guarded`), so the route cannot be used to guess it;
   * - a social member (no password) must hold a token issued (`iat`, seconds) at most LIMITS.reauthMaxAgeMs
   *   ago by the injected clock: they sign in through the provider again first.
   * Neither refusal touches the session: the token keeps working. The data export (`POST /api/member/export`,
   * ARCHITECTURE §4.24) asks the same.
   * @throws DomainError `UNAUTHENTICATED` (401), `FORBIDDEN` (403, administrator), `VALIDATION_FAILED` (400,
   *   MSG.auth.passwordRequired: no password), `PASSWORD_MISMATCH` (401), `LOGIN_LOCKED` or
   *   `ATTEMPT_BUDGET_EXCEEDED` (429), `REAUTH_REQUIRED` (401, social member with an older token).
   */
  async confirm(claims: TokenClaims, body: WithdrawRequest, address: string): Promise<void> {
    const member = await this.dataSource
      .getRepository(Member)
      .findOne({ select: { id: true, username: true, role: true, passwordHash: true }, where: { id: Number(claims.sub) } });
    if (!member) throw new DomainError('UNAUTHENTICATED');
    if (member.role === 'ROLE_ADMIN') throw new DomainError('FORBIDDEN', { detail: 'administrators cannot withdraw' });
    const hash = member.passwordHash;
    if (!hash) {
      const issuedMs = (claims.iat ?? 0) * 1000;
      if (this.attempts.now().getTime() - issuedMs > LIMITS.reauthMaxAgeMs) throw new DomainError('REAUTH_REQUIRED');
      return;
    }
    const password = body.password ?? '';
    if (!password) throw new DomainError('VALIDATION_FAILED', { message: MSG.auth.passwordRequired });
    const subject = member.username.trim().toLowerCase();
    if ((await this.attempts.count(LOGIN_SCOPE, subject, LIMITS.attemptWindowMs)) >= LIMITS.loginFailuresMax) throw new DomainError('LOGIN_LOCKED');
    const limit = { scope: LOGIN_SCOPE, subject, max: LIMITS.loginFailuresMax, windowMs: LIMITS.attemptWindowMs, code: 'LOGIN_LOCKED' } as const;
    await this.attempts.guarded({ limit, address, wrong: 'PASSWORD_MISMATCH' }, async () => ((await this.passwords.verify(hash, password)) ? true : undefined));
  }

  /**
   * Deletes everything of `memberId` inside `manager`'s transaction → share codes of the news pages it
   * touched; the file keys of the deleted rows are added to `files`.
   */
  private async deleteMember(manager: EntityManager, memberId: number, files: Set<string>): Promise<string[]> {
    const member = await manager.findOneBy(Member, { id: memberId });
    if (!member) throw new DomainError('UNAUTHENTICATED');
    if (member.role === 'ROLE_ADMIN') throw new DomainError('FORBIDDEN', { detail: 'administrators cannot withdraw' });
    // A page with a confirmed co-parent goes on as theirs (ARCHITECTURE "Two parents"); only pages without one are deleted below.
    const handedOver = await this.coparents.handOver(manager, memberId);
    // Files of theirs that rows staying behind still show (a wish the co-parent added, a handed-over page's
    // cover) leave the ledger without being discarded: the rows that show them discard them when they go.
    await this.uploads.releaseReferenced(manager, memberId);
    const own: Array<{ code: string }> = await manager.query('SELECT `code` FROM `event` WHERE `owner_id` = ?', [memberId]);
    const followed: Array<{ code: string }> = await manager.query(
      'SELECT e.`code` AS code FROM `event_follower` f JOIN `event` e ON e.`id` = f.`event_id` WHERE f.`member_id` = ?',
      [memberId],
    );
    const wishes: Array<{ id: number }> = await manager.query(
      'SELECT w.`id` AS id FROM `wish` w JOIN `event` e ON e.`id` = w.`event_id` WHERE e.`owner_id` = ?',
      [memberId],
    );

    await this.tellRelatives(manager, memberId);
    if (member.providerUserId) {
      await manager.query('DELETE FROM `social_signup_ticket` WHERE `provider` = ? AND `provider_user_id` = ?', [member.provider, member.providerUserId]);
    }
    await manager.query('DELETE FROM `auth_attempt` WHERE `scope` = ? AND `subject` = ?', [LOGIN_SCOPE, member.username.trim().toLowerCase()]);
    // Mailed links (verification, password reset) name the member by id only: they go with the member (ARCHITECTURE §4.23).
    await manager.query('DELETE FROM `one_time_token` WHERE purpose IN (?, ?) AND subject_id = ?', [
      MEMBER_TOKEN_PURPOSE.verify,
      MEMBER_TOKEN_PURPOSE.password,
      memberId,
    ]);
    await this.pinLocks.forgetFailures(
      manager,
      wishes.map((w) => Number(w.id)),
    );
    // Rows the member only signed (ON DELETE SET NULL, e.g. a notice's author) stay without the reference.
    await clearSetNullReferences(manager, 'member', memberId);
    await deleteWithDependents(manager, 'member', 'id', [memberId], { columns: this.uploads.fileColumns, into: files });
    return [...new Set([...handedOver, ...[...own, ...followed].map((row) => row.code)])];
  }

  /**
   * Enqueues, on the withdrawal's transaction (`manager`), the `pageClosed` mail to every receipt address
   * (`reservation.receipt_email`, `pledge.receipt_email`) left on the member's news pages: one per address
   * (trimmed, lower-cased) per page, keyed `pageClosed:{eventId}:{SHA-256 of the address}` (ARCHITECTURE
   * §4.24). It names the page title only; an address on the receipt suppression list gets nothing
   * (`MailService.enqueue`). The mails exist exactly when the withdrawal commits.
   */
  private async tellRelatives(manager: EntityManager, memberId: number): Promise<void> {
    const rows: Array<{ eventId: number | string; title: string; email: string }> = await manager.query(
      `SELECT e.\`id\` AS eventId, e.\`title\` AS title, r.\`receipt_email\` AS email
         FROM \`reservation\` r JOIN \`wish\` w ON w.\`id\` = r.\`wish_id\` JOIN \`event\` e ON e.\`id\` = w.\`event_id\`
        WHERE e.\`owner_id\` = ? AND r.\`receipt_email\` IS NOT NULL
       UNION ALL
       SELECT e.\`id\` AS eventId, e.\`title\` AS title, p.\`receipt_email\` AS email
         FROM \`pledge\` p JOIN \`event\` e ON e.\`id\` = p.\`event_id\`
        WHERE e.\`owner_id\` = ? AND p.\`receipt_email\` IS NOT NULL`,
      [memberId, memberId],
    );
    const runner = manager.queryRunner!;
    const run = async (sql: string, values: unknown[]) => Number((await runner.query(sql, values, true)).affected ?? 0);
    const read = async <R>(sql: string, values: unknown[]) => (await runner.query(sql, values)) as R[];
    const seen = new Set<string>();
    for (const row of rows) {
      const to = row.email.trim().toLowerCase();
      const key = `pageClosed:${Number(row.eventId)}:${createHash('sha256').update(to).digest('hex')}`;
      if (!to || seen.has(key)) continue;
      seen.add(key);
      await this.mail.enqueue(run, read, { kind: 'pageClosed', to, data: { pageTitle: row.title, homeUrl: this.mail.homeUrl() }, idempotencyKey: key });
    }
  }
}
