import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MAIL_MSG, type PinResetRequestResponse, type PinResetResponse, type PledgePinResetRequest } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { AttemptsService } from '../attempts/attempts.service';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { transactional, type Read, type Run } from '../database/atomic-statement';
import { issueOneTimeToken, ONE_TIME_TOKEN_TTL_MS } from '../database/one-time-token';
import { readRows } from '../database/read-rows';
import { sqlTimestamp } from '../database/sql-timestamp';
import { EventCircles } from '../events/event-circles.service';
import { MailService } from '../mail/mail.service';
import { PLEDGE_SCOPE, pledgeSubject, PledgePasswordService } from './pledge-password';
import { PLEDGE_ID_PATTERN } from './pledges.service';

/** The `one_time_token.purpose` of a pledge's PIN reset. */
export const PLEDGE_PIN_PURPOSE = 'pledge-pin';

/** The pledge `?` (public id) of the page with code `?`, with its receipt address and what the mail names. */
const PLEDGE_FOR_RESET = `SELECT p.id, p.receipt_email, w.title AS wish_title FROM \`pledge\` p JOIN \`event\` e ON e.id = p.event_id
  LEFT JOIN \`wish\` w ON w.id = p.wish_id WHERE p.public_id = ? AND e.code = ?`;

/**
 * 'PIN을 잊으셨나요?' on a pledge (ARCHITECTURE §4.23), as on a reservation: a one-time link to the
 * pledge's receipt address; `POST /api/pin/reset` (the reservations' controller) hands a pledge token
 * to `setPin` and then `unlock`.
 */
@Injectable()
export class PledgePinResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly password: PledgePasswordService,
    private readonly attempts: AttemptsService,
    private readonly clock: Clock,
    private readonly circles: EventCircles,
  ) {}

  /**
   * `POST /api/pledge/pinResetRequest/{pledgeId}` `{eventCode}` → `{message}` (`MAIL_MSG.pledgePinResetSent`,
   * always): when the pledge has a receipt address, a token row and the `pinReset` mail are written in one
   * transaction (within the per-recipient limits and client `address`'s mail limit).
   * @throws DomainError `PLEDGE_NOT_FOUND` (404) for an unknown pledge or another page's code.
   */
  async request(pledgeId: string, input: PledgePinResetRequest, address: string): Promise<PinResetRequestResponse> {
    if (!PLEDGE_ID_PATTERN.test(pledgeId)) throw new DomainError('PLEDGE_NOT_FOUND');
    // Either circle's code, or the one the pledge was made under (ARCHITECTURE "Two circles").
    const opened = await this.circles.find(input.eventCode, { kind: 'pledge', publicId: pledgeId });
    if (!opened) throw new DomainError('PLEDGE_NOT_FOUND');
    const [row] = await readRows<{ id: number; receipt_email: string | null; wish_title: string | null }>(this.dataSource, PLEDGE_FOR_RESET, [
      pledgeId,
      opened.familyCode,
    ]);
    if (!row) throw new DomainError('PLEDGE_NOT_FOUND');
    if (row.receipt_email && (await this.mail.allowFrom(address))) {
      const to = row.receipt_email;
      await transactional(this.dataSource, async (run, read) => {
        const { token, hash } = await issueOneTimeToken(run, { purpose: PLEDGE_PIN_PURPOSE, subjectId: Number(row.id) }, this.clock.now());
        await this.mail.enqueue(run, read, {
          kind: 'pinReset',
          to,
          idempotencyKey: `pinReset:${hash}`,
          data: { wishTitle: row.wish_title ?? '축의금', resetUrl: this.mail.pinResetUrl(token), expiresInMinutes: ONE_TIME_TOKEN_TTL_MS / 60_000 },
        });
      });
      this.mail.nudge();
    }
    return { message: MAIL_MSG.pledgePinResetSent };
  }

  /**
   * Stores the new PIN's keyed hash of the pledge row `pledgeRowId` on the caller's transaction (the token
   * was used on it). @returns where the pledge is opened, or null when the pledge is gone since.
   */
  async setPin(run: Run, read: Read, pledgeRowId: number, pin: string): Promise<Extract<PinResetResponse, { kind: 'pledge' }> | null> {
    const [p] = await read<{ public_id: string; code: string }>(
      // The code the pledge was made under: a friend's link never turns into the family's (ARCHITECTURE "Two circles").
      'SELECT p.public_id, COALESCE(p.circle_code, e.code) AS code FROM `pledge` p JOIN `event` e ON e.id = p.event_id WHERE p.id = ?',
      [pledgeRowId],
    );
    if (!p) return null;
    await run('UPDATE `pledge` SET password_hash = ?, updated_at = ? WHERE id = ?', [
      this.password.hash(p.public_id, pin),
      sqlTimestamp(this.clock.now()),
      pledgeRowId,
    ]);
    return { kind: 'pledge', pledgeId: p.public_id, eventCode: p.code };
  }

  /** After the new PIN committed: the pledge's wrong-PIN lock is lifted (its failures are forgotten). */
  unlock(pledgeRowId: number): Promise<void> {
    return this.attempts.clear(PLEDGE_SCOPE, pledgeSubject(pledgeRowId));
  }
}
