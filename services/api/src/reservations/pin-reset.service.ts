import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MAIL_MSG, type PinResetInput, type PinResetRequest, type PinResetRequestResponse, type PinResetResponse } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { transactional } from '../database/atomic-statement';
import { consumeOneTimeToken, issueOneTimeToken, ONE_TIME_TOKEN_TTL_MS } from '../database/one-time-token';
import { readRows } from '../database/read-rows';
import { sqlTimestamp } from '../database/sql-timestamp';
import { EventChanged } from '../events/event-changed.service';
import { EventCircles } from '../events/event-circles.service';
import { MailService } from '../mail/mail.service';
import { PinLocks } from '../pins/pin-locks.service';
import { PLEDGE_PIN_PURPOSE, PledgePinResetService } from '../pledges/pledge-pin-reset.service';
import { ReservationPasswordService } from './reservation-password';
import { RESERVE_TARGET } from './reservation-queries';

/** The `one_time_token.purpose` of a reservation's PIN reset. */
const PURPOSE = 'reservation-pin';

/**
 * 'PIN을 잊으셨나요?' (ARCHITECTURE §4.23): a relative who gave a receipt address gets a one-time link
 * (`issueOneTimeToken`: 32 random bytes, stored as its SHA-256, 30 minutes, single use, in the URL fragment `#t=`) to set a
 * new PIN; setting it revokes the reservation's other links and clears the wish's PIN lock. The
 * request answers the same whether or not the reservation exists or has an address.
 */
@Injectable()
export class PinResetService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly password: ReservationPasswordService,
    private readonly locks: PinLocks,
    private readonly clock: Clock,
    private readonly circles: EventCircles,
    private readonly eventChanged: EventChanged,
    private readonly pledgeReset: PledgePinResetService,
  ) {}

  /**
   * `POST /api/wish/reservation/pinResetRequest/{wishId}` `{eventCode, reservationId}` → `{message}`
   * (`MAIL_MSG.pinResetSent`, always): when the reservation has a receipt address, a token row and
   * the `pinReset` mail are written in one transaction (within the per-recipient limits and the client
   * `address`'s mail limit).
   * @throws DomainError `WISH_NOT_FOUND` (404) for an unknown wish or another page's code.
   */
  async request(wishId: number, input: PinResetRequest, address: string): Promise<PinResetRequestResponse> {
    // Either circle's code, or the one the reservation was made under (ARCHITECTURE "Two circles").
    const opened = await this.circles.find(input.eventCode, { kind: 'reservation', publicId: input.reservationId, wishId });
    if (!opened || (await readRows(this.dataSource, RESERVE_TARGET, [wishId, opened.familyCode])).length === 0) throw new DomainError('WISH_NOT_FOUND');
    const [row] = await readRows<{ id: number; receipt_email: string | null; title: string }>(
      this.dataSource,
      'SELECT r.id, r.receipt_email, w.title FROM `reservation` r JOIN `wish` w ON w.id = r.wish_id WHERE r.wish_id = ? AND r.public_id = ?',
      [wishId, input.reservationId],
    );
    if (row?.receipt_email && (await this.mail.allowFrom(address))) {
      await transactional(this.dataSource, async (run, read) => {
        const { token, hash } = await issueOneTimeToken(run, { purpose: PURPOSE, subjectId: Number(row.id) }, this.clock.now());
        await this.mail.enqueue(run, read, {
          kind: 'pinReset',
          to: row.receipt_email!,
          idempotencyKey: `pinReset:${hash}`,
          data: { wishTitle: row.title, resetUrl: this.mail.pinResetUrl(token), expiresInMinutes: ONE_TIME_TOKEN_TTL_MS / 60_000 },
        });
      });
      this.mail.nudge();
    }
    return { message: MAIL_MSG.pinResetSent };
  }

  /**
   * `POST /api/pin/reset` `{token, password}` → where to open what it protects: uses the token (once,
   * before it expires; the subject's other reset links are revoked with it) and stores the new PIN's keyed
   * hash on the reservation or, for a pledge's token, on the pledge (`PledgePinResetService.setPin`); then
   * clears that wish's or pledge's PIN lock.
   * @throws DomainError `RESET_LINK_INVALID` (400) for an unknown, used or expired token, or a reservation or pledge gone since.
   */
  async reset(input: PinResetInput): Promise<PinResetResponse> {
    const now = this.clock.now();
    const done = await transactional(this.dataSource, async (run, read) => {
      const subject = await consumeOneTimeToken(run, read, input.token, [PURPOSE, PLEDGE_PIN_PURPOSE], now);
      if (!subject) return null;
      if (subject.purpose === PLEDGE_PIN_PURPOSE) {
        const pledge = await this.pledgeReset.setPin(run, read, subject.subjectId, input.password);
        return pledge && { answer: pledge, unlock: () => this.pledgeReset.unlock(subject.subjectId) };
      }
      // The answer names the code the reservation was made under: a friend's link never turns into the family's.
      const [r] = await read<{ wish_id: number; public_id: string; code: string }>(
        'SELECT r.wish_id, r.public_id, COALESCE(r.circle_code, e.code) AS code FROM `reservation` r JOIN `wish` w ON w.id = r.wish_id JOIN `event` e ON e.id = w.event_id WHERE r.id = ?',
        [subject.subjectId],
      );
      if (!r) return null;
      const wishId = Number(r.wish_id);
      await run('UPDATE `reservation` SET password_hash = ?, updated_at = ? WHERE id = ?', [
        this.password.hash(wishId, input.password),
        sqlTimestamp(now),
        subject.subjectId,
      ]);
      const answer: PinResetResponse = { kind: 'reservation', wishId, eventCode: r.code, reservationId: r.public_id };
      return { answer, unlock: () => this.locks.unlock(wishId) };
    });
    if (!done) throw new DomainError('RESET_LINK_INVALID');
    await done.unlock();
    this.eventChanged.publish(done.answer.eventCode);
    return done.answer;
  }
}
