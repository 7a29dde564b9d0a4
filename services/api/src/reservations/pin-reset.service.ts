import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MAIL_MSG, type PinResetInput, type PinResetRequest, type PinResetRequestResponse, type PinResetResponse } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { transactional } from '../database/atomic-statement';
import { readRows } from '../database/read-rows';
import { sqlTimestamp } from '../database/sql-timestamp';
import { EventChanged } from '../events/event-changed.service';
import { MailService } from '../mail/mail.service';
import { PinLocks } from '../pins/pin-locks.service';
import { ReservationPasswordService } from './reservation-password';
import { RESERVE_TARGET } from './reservation-queries';

/** The `one_time_token.purpose` of a reservation's PIN reset. */
const PURPOSE = 'reservation-pin';
/** How long a mailed reset link works (ms, 30 minutes). */
export const PIN_RESET_TTL_MS = 30 * 60_000;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * 'PIN을 잊으셨나요?' (ARCHITECTURE §4.23): a relative who gave a receipt address gets a one-time link
 * (32 random bytes, stored as its SHA-256, 30 minutes, single use, in the URL fragment `#t=`) to set a
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
    private readonly eventChanged: EventChanged,
  ) {}

  /**
   * `POST /api/wish/reservation/pinResetRequest/{wishId}` `{eventCode, reservationId}` → `{message}`
   * (`MAIL_MSG.pinResetSent`, always): when the reservation has a receipt address, a token row and
   * the `pinReset` mail are written in one transaction (within the per-recipient limits and the client
   * `address`'s mail limit).
   * @throws DomainError `WISH_NOT_FOUND` (404) for an unknown wish or another page's code.
   */
  async request(wishId: number, input: PinResetRequest, address: string): Promise<PinResetRequestResponse> {
    if ((await readRows(this.dataSource, RESERVE_TARGET, [wishId, input.eventCode])).length === 0) throw new DomainError('WISH_NOT_FOUND');
    const [row] = await readRows<{ id: number; receipt_email: string | null; title: string }>(
      this.dataSource,
      'SELECT r.id, r.receipt_email, w.title FROM `reservation` r JOIN `wish` w ON w.id = r.wish_id WHERE r.wish_id = ? AND r.public_id = ?',
      [wishId, input.reservationId],
    );
    if (row?.receipt_email && (await this.mail.allowFrom(address))) {
      const token = randomBytes(32).toString('base64url');
      const hash = sha256(token);
      const now = this.clock.now();
      await transactional(this.dataSource, async (run, read) => {
        await run('INSERT INTO `one_time_token` (token_hash, purpose, subject_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?)', [
          hash,
          PURPOSE,
          Number(row.id),
          sqlTimestamp(new Date(now.getTime() + PIN_RESET_TTL_MS)),
          sqlTimestamp(now),
        ]);
        await this.mail.enqueue(run, read, {
          kind: 'pinReset',
          to: row.receipt_email!,
          idempotencyKey: `pinReset:${hash}`,
          data: { wishTitle: row.title, resetUrl: this.mail.pinResetUrl(token), expiresInMinutes: PIN_RESET_TTL_MS / 60_000 },
        });
      });
      this.mail.nudge();
    }
    return { message: MAIL_MSG.pinResetSent };
  }

  /**
   * `POST /api/pin/reset` `{token, password}` → `{wishId, eventCode, reservationId}`: uses the token
   * (conditional UPDATE: once, before it expires), stores the new PIN's keyed hash, revokes the
   * reservation's other reset links, then clears the wish's PIN lock.
   * @throws DomainError `RESET_LINK_INVALID` (400) for an unknown, used or expired token, or a reservation gone since.
   */
  async reset(input: PinResetInput): Promise<PinResetResponse> {
    const hash = sha256(input.token);
    const now = sqlTimestamp(this.clock.now());
    const done = await transactional(this.dataSource, async (run, read) => {
      const used = await run('UPDATE `one_time_token` SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?', [
        now,
        hash,
        PURPOSE,
        now,
      ]);
      if (used === 0) return null;
      const [r] = await read<{ id: number; wish_id: number; public_id: string; code: string }>(
        'SELECT r.id, r.wish_id, r.public_id, e.code FROM `one_time_token` t JOIN `reservation` r ON r.id = t.subject_id JOIN `wish` w ON w.id = r.wish_id JOIN `event` e ON e.id = w.event_id WHERE t.token_hash = ?',
        [hash],
      );
      if (!r) return null;
      const wishId = Number(r.wish_id);
      await run('UPDATE `reservation` SET password_hash = ?, updated_at = ? WHERE id = ?', [this.password.hash(wishId, input.password), now, r.id]);
      await run('UPDATE `one_time_token` SET used_at = ? WHERE purpose = ? AND subject_id = ? AND used_at IS NULL', [now, PURPOSE, r.id]);
      return { wishId, eventCode: r.code, reservationId: r.public_id };
    });
    if (!done) throw new DomainError('RESET_LINK_INVALID');
    await this.locks.unlock(done.wishId);
    this.eventChanged.publish(done.eventCode);
    return done;
  }
}
