import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { normalizeContact, type WithdrawResponse } from '@babynews/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { LOGIN_SCOPE } from '../auth/auth.service';
import { DomainError } from '../common/domain-error';
import { isRetryableLockError } from '../database/db-errors';
import { deleteWithDependents } from '../events/cascade-delete';
import { NewsChanged } from '../events/news-changed';
import { FILE_COLUMNS } from '../uploads/upload-references';
import { UploadsService } from '../uploads/uploads.service';
import { RESERVATION_SCOPE, wishSubject } from '../reservations/pin-locks';
import { Member } from './member.entity';
import { clearSetNullReferences } from './set-null-references';

/** Attempts of the whole transaction when the database reports a deadlock or lock timeout (MariaDB/MySQL under concurrent writes). */
const WITHDRAW_ATTEMPTS = 3;

/**
 * Member withdrawal (ARCHITECTURE §4.21, '회원 탈퇴'): in ONE transaction it deletes
 * - every row of every table that references the member, directly or through other rows, found in the
 *   schema's foreign keys (`deleteWithDependents` from the news deletion): their news page and
 *   everything below it (wishes, reservations and cancellations on them, PIN locks, quizzes, options
 *   and answers, followers of the page), their follows of other pages, and tables added later;
 * - personal data kept without a foreign key: their quiz answers on other pages (same normalised contact
 *   as their e-mail or phone number), their spent social sign-up tickets (provider + provider user id),
 *   their login failure counters (username) and the PIN failure counters of their wishes;
 * - the member row itself.
 * Rows behind an ON DELETE SET NULL key (a notice an administrator wrote) are kept with the reference
 * cleared: they are not the member's data. Administrators cannot withdraw (they are managed by
 * ADMIN_USERNAME and the database; the last one must not lock everybody out).
 * Afterwards their token is refused (the member no longer exists), the news page's caches are dropped and
 * the stored files of the deleted rows (wish images, their uploads in the ledger: FILE_COLUMNS) are
 * discarded (ARCHITECTURE §4.11; a failed file deletion is logged, never fails the withdrawal).
 * Reservations they made on other families' wish lists stay with those lists: they are the other
 * family's record of a promised gift, stored without any link to the member.
 */
@Injectable()
export class WithdrawalService {
  private readonly logger = new Logger('Withdrawal');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly newsChanged: NewsChanged,
    private readonly uploads: UploadsService,
  ) {}

  /**
   * `DELETE /api/member/withdraw` → `{withdrawn: true}`.
   * @throws DomainError `UNAUTHENTICATED` (401) when the member no longer exists (already withdrawn).
   * @throws DomainError `FORBIDDEN` (403) for an administrator.
   */
  async withdraw(memberId: number): Promise<WithdrawResponse> {
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
    for (const code of codes) this.newsChanged.publish(code);
    this.uploads.discardAll(files);
    return { withdrawn: true };
  }

  /**
   * Deletes everything of `memberId` inside `manager`'s transaction → share codes of the news pages it
   * touched; the file keys of the deleted rows are added to `files`.
   */
  private async deleteMember(manager: EntityManager, memberId: number, files: Set<string>): Promise<string[]> {
    const member = await manager.findOneBy(Member, { id: memberId });
    if (!member) throw new DomainError('UNAUTHENTICATED');
    if (member.role === 'ROLE_ADMIN') throw new DomainError('FORBIDDEN', { detail: 'administrators cannot withdraw' });
    const own: Array<{ code: string }> = await manager.query('SELECT `code` FROM `event` WHERE `owner_id` = ?', [memberId]);
    const followed: Array<{ code: string }> = await manager.query(
      'SELECT e.`code` AS code FROM `event_follower` f JOIN `event` e ON e.`id` = f.`event_id` WHERE f.`member_id` = ?',
      [memberId],
    );
    const wishes: Array<{ id: number }> = await manager.query(
      'SELECT w.`id` AS id FROM `wish` w JOIN `event` e ON e.`id` = w.`event_id` WHERE e.`owner_id` = ?',
      [memberId],
    );

    const contacts = [...new Set([member.email, member.phoneNumber].filter((c): c is string => !!c).map(normalizeContact))];
    if (contacts.length > 0) {
      await manager.query(`DELETE FROM \`quiz_submission\` WHERE \`normalized_contact\` IN (${contacts.map(() => '?').join(', ')})`, contacts);
    }
    if (member.providerUserId) {
      await manager.query('DELETE FROM `social_signup_ticket` WHERE `provider` = ? AND `provider_user_id` = ?', [member.provider, member.providerUserId]);
    }
    await manager.query('DELETE FROM `auth_attempt` WHERE `scope` = ? AND `subject` = ?', [LOGIN_SCOPE, member.username.trim().toLowerCase()]);
    const wishSubjects = wishes.map((w) => wishSubject(Number(w.id)));
    for (let i = 0; i < wishSubjects.length; i += 500) {
      const chunk = wishSubjects.slice(i, i + 500);
      await manager.query(`DELETE FROM \`auth_attempt\` WHERE \`scope\` = ? AND \`subject\` IN (${chunk.map(() => '?').join(', ')})`, [
        RESERVATION_SCOPE,
        ...chunk,
      ]);
    }
    // Rows the member only signed (ON DELETE SET NULL, e.g. a notice's author) stay without the reference.
    await clearSetNullReferences(manager, 'member', memberId);
    await deleteWithDependents(manager, 'member', 'id', [memberId], { columns: FILE_COLUMNS, into: files });
    return [...new Set([...own, ...followed].map((row) => row.code))];
  }
}
