import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DEFAULT_NOTIFICATION_MODE, type NotificationMode, type NotificationSettings } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { runAtomicStatement } from '../database/atomic-statement';
import { isUniqueViolation } from '../database/db-errors';
import { readRows } from '../database/read-rows';
import { sqlTimestamp } from '../database/sql-timestamp';
import { SETTINGS_OF } from './notification-queries';

/** A member's notification mode (ARCHITECTURE §4.23): one `notification_setting` row, none = DAILY. */
@Injectable()
export class NotificationSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * `GET /api/member/notificationSettings` → `{mode, emailVerified}` of member `memberId`.
   * @throws DomainError `UNAUTHENTICATED` (401) when the member no longer exists.
   */
  async read(memberId: number): Promise<NotificationSettings> {
    const [row] = await readRows<{ mode: NotificationMode | null; email_verified_at: unknown }>(this.dataSource, SETTINGS_OF, [memberId]);
    if (!row) throw new DomainError('UNAUTHENTICATED');
    return { mode: row.mode ?? DEFAULT_NOTIFICATION_MODE, emailVerified: row.email_verified_at !== null && row.email_verified_at !== undefined };
  }

  /**
   * `PUT /api/member/notificationSettings` `{mode}` → `{mode, emailVerified}`: stores `mode` for member
   * `memberId` (an UPDATE of their row, else its INSERT; a concurrent INSERT's unique violation falls back
   * to the UPDATE).
   * @throws DomainError `UNAUTHENTICATED` (401) when the member no longer exists.
   */
  async update(memberId: number, mode: NotificationMode): Promise<NotificationSettings> {
    const now = sqlTimestamp(this.clock.now());
    const update = () =>
      runAtomicStatement(this.dataSource, 'UPDATE `notification_setting` SET mode = ?, updated_at = ? WHERE member_id = ?', [mode, now, memberId]);
    if ((await update()) === 0) {
      try {
        await runAtomicStatement(this.dataSource, 'INSERT INTO `notification_setting` (member_id, mode, updated_at) VALUES (?, ?, ?)', [memberId, mode, now]);
      } catch (err) {
        if (!isUniqueViolation(err)) throw new DomainError('UNAUTHENTICATED', { cause: err, detail: 'member gone' });
        await update();
      }
    }
    return this.read(memberId);
  }
}
