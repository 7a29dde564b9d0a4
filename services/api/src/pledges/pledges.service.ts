import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatPrice,
  GIFT_MSG,
  type PledgeCancelResponse,
  type PledgeKind,
  type PledgeReceivedResponse,
  type PledgeRequest,
  type PledgeResponse,
  type PledgeView,
  RELATIVE_NOTICE_VERSION,
} from '@babynews/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { isForeignKeyViolation, isRetryableLockError, isUniqueViolation } from '../database/db-errors';
import { readRows, sqlFlag } from '../database/read-rows';
import { EventChanged } from '../events/event-changed.service';
import { EventCircles, type OpenedPage } from '../events/event-circles.service';
import { transactional, type Read, type Run } from '../database/atomic-statement';
import { MailService } from '../mail/mail.service';
import { NotificationsService } from '../notifications/notifications.service';
import { fromSqlTimestamp, sqlTimestamp } from '../database/sql-timestamp';
import { PledgePasswordService } from './pledge-password';
import { PledgeEntity } from './pledge.entity';
import {
  ADD_TO_FUND,
  FUND_GROUP_GIFT,
  FUND_TARGET,
  GROUP_GIFT_TARGET,
  INSERT_PLEDGE,
  PLEDGE_RECEIPT_FACTS,
  PLEDGE_OF_PAGE,
  PLEDGE_WITH_OWNER,
  TAKE_FROM_FUND,
  UNFUND_GROUP_GIFT,
  type FundTargetRow,
  type GroupGiftTargetRow,
  type PledgeRow,
} from './pledge-queries';
import { isPageOwner, ownersOf } from '../common/page-owner';

/** A pledge's public id: 16 random bytes, base64url (22 characters, 128 bits). */
export function newPledgeId(): string {
  return randomBytes(16).toString('base64url');
}

/** What a public id may look like; anything else is answered `PLEDGE_NOT_FOUND` without a query. */
export const PLEDGE_ID_PATTERN = /^[A-Za-z0-9_-]{16,32}$/;

/** Where a new pledge goes: a group-gift wish or the page's fund. */
interface PledgeTarget {
  kind: PledgeKind;
  eventId: number;
  wishId: number | null;
  /** Whether the receipt is written (asked for, within the client address's mail limit). */
  receipt: boolean;
  /** The page and circle the pledge's code opened: the row keeps both (ARCHITECTURE "Two circles"). */
  opened: OpenedPage;
}

/**
 * Pledges to group gifts and to the 축의금 fund (ARCHITECTURE §4.22). No payment is processed: a pledge
 * is a recorded promise. Anonymous calls carry the news page's share code, so another page's code
 * answers exactly like an unknown wish / pledge. The counters of the target change in the SAME
 * transaction as the pledge row, by conditional UPDATEs: the database decides, so a group gift is never
 * funded beyond its price whatever the concurrency. Every write publishes `EventChanged` for the page
 * (the public read shows the totals). The transfer guide leaves only in a pledger's answers.
 */
@Injectable()
export class PledgesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventChanged: EventChanged,
    private readonly password: PledgePasswordService,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
    private readonly circles: EventCircles,
  ) {}

  /**
   * `POST /api/wish/pledge/{wishId}` `{eventCode, name, contact, amount, message?, receiptEmail?, password,
   * privacyConsent}` → 201 `{pledgeId, amount, transferGuide}` (amount in KRW). The row keeps
   * `RELATIVE_NOTICE_VERSION` (the body pipe refused it without the consent, ARCHITECTURE §4.24).
   * @throws DomainError `WISH_NOT_FOUND` (404: unknown wish or another page's code), `NOT_GROUP_GIFT` (409),
   *   `GROUP_GIFT_FUNDED` (409: the price is reached), `PLEDGE_AMOUNT_EXCEEDED` (409, message
   *   `GIFT_MSG.amountRemaining('40,000원')`: more than remains of the price).
   */
  async pledgeToWish(wishId: number, input: PledgeRequest, address: string): Promise<PledgeResponse> {
    // Either circle's code (ARCHITECTURE "Two circles"); an unknown or closed one answers as another page's code.
    const opened = await this.circles.find(input.eventCode);
    if (!opened) throw new DomainError('WISH_NOT_FOUND');
    const [wish] = await readRows<GroupGiftTargetRow>(this.dataSource, GROUP_GIFT_TARGET, [wishId, opened.familyCode]);
    if (!wish) throw new DomainError('WISH_NOT_FOUND');
    refuseUnfundable(wish, input.amount);
    const target: PledgeTarget = { kind: 'GROUP_GIFT', eventId: Number(wish.event_id), wishId, receipt: await this.receiptAllowed(input, address), opened };
    let pledgeId: string;
    try {
      pledgeId = await this.insert(target, input, async (run) => {
        if ((await run(FUND_GROUP_GIFT, [input.amount, wishId, input.amount])) === 0) throw new DomainError('GROUP_GIFT_FUNDED');
      });
    } catch (err) {
      // Refused by the database: read the wish again (after the rollback) to say why.
      if (!(err instanceof DomainError) || err.code !== 'GROUP_GIFT_FUNDED') throw err;
      const [now] = await readRows<GroupGiftTargetRow>(this.dataSource, GROUP_GIFT_TARGET, [wishId, opened.familyCode]);
      if (!now) throw new DomainError('WISH_NOT_FOUND');
      refuseUnfundable(now, input.amount);
      throw err;
    }
    this.eventChanged.publish(wish.code);
    return { pledgeId, amount: input.amount, transferGuide: wish.fund_transfer_guide || null };
  }

  /**
   * `POST /api/event/pledge/{code}` (same body; `eventCode` must equal `code`) → 201 `{pledgeId, amount,
   * transferGuide}`. A goal is only shown: it never caps the fund.
   * @throws DomainError `NEWS_NOT_FOUND` (404: unknown code, or a body code that is not the path's),
   *   `FUND_CLOSED` (409: the fund is not open).
   */
  async pledgeToFund(code: string, input: PledgeRequest, address: string): Promise<PledgeResponse> {
    if (input.eventCode !== code) throw new DomainError('NEWS_NOT_FOUND');
    const opened = await this.circles.open(code);
    const [event] = await readRows<FundTargetRow>(this.dataSource, FUND_TARGET, [opened.familyCode]);
    if (!event) throw new DomainError('NEWS_NOT_FOUND');
    if (!sqlFlag(event.fund_enabled)) throw new DomainError('FUND_CLOSED');
    const target: PledgeTarget = { kind: 'FUND', eventId: Number(event.id), wishId: null, receipt: await this.receiptAllowed(input, address), opened };
    const pledgeId = await this.insert(target, input, async (run) => {
      if ((await run(ADD_TO_FUND, [input.amount, target.eventId])) === 0) throw new DomainError('FUND_CLOSED');
    });
    this.eventChanged.publish(event.code);
    return { pledgeId, amount: input.amount, transferGuide: event.fund_transfer_guide || null };
  }

  /**
   * Runs `count` (the target's conditional counter UPDATE, which throws when it refuses) and the INSERT of
   * the pledge in one transaction; retried on a deadlock or lock timeout (at most three tries).
   * @returns the new pledge's public id.
   */
  private async insert(target: PledgeTarget, input: PledgeRequest, count: (run: Run) => Promise<void>): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const publicId = newPledgeId();
      const hash = this.password.hash(publicId, input.password);
      const now = sqlTimestamp();
      try {
        let notified = false;
        await transactional(this.dataSource, async (run, read) => {
          await count(run);
          await run(INSERT_PLEDGE, [
            publicId,
            target.eventId,
            target.wishId,
            target.kind,
            input.name,
            input.contact,
            input.receiptEmail ?? null,
            input.receiptEmail && input.birthNews ? 1 : 0,
            input.amount,
            input.message ?? '',
            hash,
            RELATIVE_NOTICE_VERSION,
            target.opened.circle,
            target.opened.code,
            now,
            now,
          ]);
          if (target.receipt && input.receiptEmail) await this.enqueueReceipt(run, read, target, publicId, input);
          notified = await this.notifications.record(run, read, { kind: 'PLEDGED', eventId: target.eventId, wishId: target.wishId, relativeName: input.name });
        });
        if (target.receipt || notified) this.mail.nudge();
        return publicId;
      } catch (err) {
        if (err instanceof DomainError) throw err;
        if (isForeignKeyViolation(err)) throw new DomainError(target.wishId === null ? 'NEWS_NOT_FOUND' : 'WISH_NOT_FOUND', { cause: err });
        if ((!isRetryableLockError(err) && !isUniqueViolation(err)) || attempt >= 2) throw err;
      }
    }
  }

  /** True when the pledge asks for a receipt and client `address` is within its mail limit (ARCHITECTURE §4.23). */
  private async receiptAllowed(input: PledgeRequest, address: string): Promise<boolean> {
    return input.receiptEmail ? this.mail.allowFrom(address) : false;
  }

  /**
   * Enqueues the pledge's receipt on its transaction (ARCHITECTURE §4.23): the gift (or '축의금'), the
   * amount in KRW, whose page, and the pledge page's link — never the PIN, never the transfer guide.
   */
  private async enqueueReceipt(run: Run, read: Read, target: PledgeTarget, pledgeId: string, input: PledgeRequest): Promise<void> {
    const [facts] = await read<{ page_title: string; display_name: string; wish_title: string | null }>(PLEDGE_RECEIPT_FACTS, [target.wishId, target.eventId]);
    if (!facts) return;
    await this.mail.enqueue(run, read, {
      kind: 'pledgeReceipt',
      to: input.receiptEmail!,
      idempotencyKey: `pledgeReceipt:${pledgeId}`,
      data: {
        pageTitle: facts.page_title,
        ownerDisplayName: facts.display_name,
        giftTitle: facts.wish_title ?? '축의금',
        amount: input.amount,
        pledgeUrl: this.mail.pledgeUrl(pledgeId, input.eventCode),
      },
    });
  }

  /**
   * `POST /api/pledge/view/{pledgeId}` `{eventCode, password}` → the pledger's `PledgeView` (with the
   * page's transfer guide).
   * @throws DomainError `PLEDGE_NOT_FOUND` (404: unknown pledge or another page's code), `RESERVATION_PIN_WRONG`
   *   (401), `RESERVATION_LOCKED` / `ATTEMPT_BUDGET_EXCEEDED` (429).
   */
  async view(pledgeId: string, eventCode: string, pin: string, address: string): Promise<PledgeView> {
    const row = await this.unlock(pledgeId, eventCode, pin, address);
    return {
      pledgeId: row.public_id,
      kind: row.kind,
      eventCode: row.opened.code,
      eventOwnerDisplayName: row.display_name,
      wishTitle: row.kind === 'GROUP_GIFT' ? (row.wish_title ?? null) : null,
      name: row.name,
      contact: row.contact,
      amount: Number(row.amount),
      message: row.message,
      createdAt: fromSqlTimestamp(row.created_at).toISOString(),
      received: sqlFlag(row.received),
      transferGuide: row.fund_transfer_guide || null,
    };
  }

  /**
   * `POST /api/pledge/cancel/{pledgeId}` `{eventCode, password}` → `{pledgeId, cancelled: true}`: the row
   * goes and its amount comes off the group gift / the fund in the same transaction.
   * @throws as `view`; DomainError `PLEDGE_ALREADY_RECEIVED` (409) once the owner marked it received.
   */
  async cancel(pledgeId: string, eventCode: string, pin: string, address: string): Promise<PledgeCancelResponse> {
    const row = await this.unlock(pledgeId, eventCode, pin, address);
    const id = Number(row.id);
    const amount = Number(row.amount);
    if (sqlFlag(row.received)) throw new DomainError('PLEDGE_ALREADY_RECEIVED');
    const deleted = await transactional(this.dataSource, async (run) => {
      // Conditional: a pledge marked received meanwhile stays (the database decides).
      if ((await run('DELETE FROM `pledge` WHERE id = ? AND received = 0', [id])) === 0) return false;
      if (row.wish_id !== null) await run(UNFUND_GROUP_GIFT, [amount, Number(row.wish_id)]);
      else await run(TAKE_FROM_FUND, [amount, Number(row.event_id)]);
      return true;
    });
    if (!deleted) {
      const still = await this.dataSource.getRepository(PledgeEntity).existsBy({ id });
      throw new DomainError(still ? 'PLEDGE_ALREADY_RECEIVED' : 'PLEDGE_NOT_FOUND');
    }
    this.eventChanged.publish(row.code);
    return { pledgeId: row.public_id, cancelled: true };
  }

  /**
   * `PUT /api/pledge/{pledgeId}/received` `{received}` (the news page's owner) → `{pledgeId, received}`.
   * @throws DomainError `PLEDGE_NOT_FOUND` (404), `NOT_OWNER` (403: signed in but not the page's owner).
   */
  async setReceived(memberId: number, pledgeId: string, received: boolean): Promise<PledgeReceivedResponse> {
    if (!PLEDGE_ID_PATTERN.test(pledgeId)) throw new DomainError('PLEDGE_NOT_FOUND');
    const [row] = await readRows<{ id: number; owner_id: number; coparent_id: number | null; code: string }>(this.dataSource, PLEDGE_WITH_OWNER, [pledgeId]);
    if (!row) throw new DomainError('PLEDGE_NOT_FOUND');
    if (!isPageOwner(ownersOf(row), memberId)) throw new DomainError('NOT_OWNER');
    // One row by key, no condition to decide: the repository (a pledge cancelled meanwhile changes nothing).
    const { affected } = await this.dataSource.getRepository(PledgeEntity).update({ id: Number(row.id) }, { received, updatedAt: new Date() });
    if (!affected) throw new DomainError('PLEDGE_NOT_FOUND');
    this.eventChanged.publish(row.code);
    return { pledgeId, received };
  }

  /**
   * Loads the pledge by (public id, code) and checks the PIN with the locks; also the PIN check of the
   * relative's erase (`PledgeEraseService`, ARCHITECTURE §4.24).
   * @throws DomainError `PLEDGE_NOT_FOUND` (404), and as `PledgePasswordService.check`.
   */
  async unlock(pledgeId: string, eventCode: string, pin: string, address: string): Promise<PledgeRow & { opened: OpenedPage }> {
    if (!PLEDGE_ID_PATTERN.test(pledgeId)) throw new DomainError('PLEDGE_NOT_FOUND');
    // Either circle's code, or the one the pledge was made under (ARCHITECTURE "Two circles").
    const opened = await this.circles.find(eventCode, { kind: 'pledge', publicId: pledgeId });
    if (!opened) throw new DomainError('PLEDGE_NOT_FOUND');
    const [row] = await readRows<PledgeRow>(this.dataSource, PLEDGE_OF_PAGE, [pledgeId, opened.familyCode]);
    if (!row) throw new DomainError('PLEDGE_NOT_FOUND');
    await this.password.check({ id: Number(row.id), publicId: row.public_id, passwordHash: row.password_hash }, pin, address);
    return { ...row, opened };
  }
}

/**
 * Refuses a pledge of `amount` KRW the group gift `wish` cannot take (its state as read):
 * @throws DomainError `NOT_GROUP_GIFT`, `GROUP_GIFT_FUNDED`, `PLEDGE_AMOUNT_EXCEEDED` (all 409).
 */
function refuseUnfundable(wish: Pick<GroupGiftTargetRow, 'group_gift' | 'price' | 'funded_amount'>, amount: number): void {
  if (!sqlFlag(wish.group_gift) || wish.price === null || wish.price === undefined) throw new DomainError('NOT_GROUP_GIFT');
  const remaining = Number(wish.price) - Number(wish.funded_amount);
  if (remaining <= 0) throw new DomainError('GROUP_GIFT_FUNDED');
  if (amount > remaining) throw new DomainError('PLEDGE_AMOUNT_EXCEEDED', { message: GIFT_MSG.amountRemaining(formatPrice(remaining)) });
}
