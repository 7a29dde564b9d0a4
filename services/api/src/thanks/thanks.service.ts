import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { THANKS_MSG, type PledgeThankYouRequest, type ReservationThankYouRequest, type ThankYouResponse } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { transactional } from '../database/atomic-statement';
import { readRows } from '../database/read-rows';
import { sqlTimestamp } from '../database/sql-timestamp';
import { MailService } from '../mail/mail.service';
import { PLEDGE_ID_PATTERN } from '../pledges/pledges.service';
import { UploadsService } from '../uploads/uploads.service';
import { CLAIM_PLEDGE_NOTE, CLAIM_RESERVATION_NOTE, PLEDGE_TO_THANK, RESERVATION_TO_THANK, WISH_OF_OWNER } from './thanks-queries';
import { isPageOwner, ownersOf } from '../common/page-owner';

/** What a note needs of the page and the row it thanks. */
interface NoteTarget {
  /** The row's primary key. */
  id: number;
  /** The relative's receipt address, or null (none given, or removed by retention or the relative). */
  to: string | null;
  /** Whether a note already went. */
  sent: boolean;
  giftTitle: string;
  pageTitle: string;
  code: string;
  ownerDisplayName: string;
  /** The birth announcement's photo (stored key of its WebP), or null. */
  birthPhoto: string | null;
}

/**
 * The parent's thank-you notes (ARCHITECTURE "Thank-you notes", DESIGN §4.25): one note per reservation
 * or pledge, written by the page's owner, mailed through the outbox to the receipt address the relative
 * left — the parent never sees it — and marking the row thanked.
 */
@Injectable()
export class ThanksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly uploads: UploadsService,
    private readonly clock: Clock,
  ) {}

  /**
   * `POST /api/wish/reservation/{wishId}/thankYou` `{reservationId, message, withBirthPhoto?}` → `{thankYouAt, thanked: true}`.
   * @throws DomainError `WISH_NOT_FOUND` / `RESERVATION_NOT_FOUND` (404), `NOT_OWNER` (403),
   *   `THANK_YOU_NO_EMAIL` (409: no receipt address), `THANK_YOU_ALREADY_SENT` (409: a note went already),
   *   `VALIDATION_FAILED` (400, `THANKS_MSG.noBirthPhoto`: `withBirthPhoto` while the birth announcement has no photo).
   */
  async thankReservation(memberId: number, wishId: number, input: ReservationThankYouRequest): Promise<ThankYouResponse> {
    const [wish] = await readRows<{
      title: string;
      page_title: string;
      code: string;
      owner_id: number;
      coparent_id: number | null;
      birth_photo_variant_path: string | null;
      display_name: string;
      friends_code: string | null;
    }>(this.dataSource, WISH_OF_OWNER, [memberId, wishId]);
    if (!wish) throw new DomainError('WISH_NOT_FOUND');
    if (!isPageOwner(ownersOf(wish), memberId)) throw new DomainError('NOT_OWNER');
    const [row] = await readRows<{ id: number; receipt_email: string | null; thank_you_at: unknown; circle: string | null }>(
      this.dataSource,
      RESERVATION_TO_THANK,
      [input.reservationId, wishId],
    );
    if (!row) throw new DomainError('RESERVATION_NOT_FOUND');
    const target = {
      id: Number(row.id),
      to: row.receipt_email,
      sent: row.thank_you_at != null,
      giftTitle: wish.title,
      pageTitle: wish.page_title,
      // The link of the circle the relative reserved in: a friend never receives the family code (ARCHITECTURE "Two circles").
      code: row.circle === 'FRIENDS' && wish.friends_code ? wish.friends_code : wish.code,
    };
    const note = { ...target, ownerDisplayName: wish.display_name, birthPhoto: wish.birth_photo_variant_path };
    return this.send(note, CLAIM_RESERVATION_NOTE, `thankYou:reservation:${input.reservationId}`, input);
  }

  /**
   * `POST /api/pledge/{pledgeId}/thankYou` `{message, withBirthPhoto?}` → `{thankYouAt, thanked: true}`.
   * @throws DomainError `PLEDGE_NOT_FOUND` (404), `NOT_OWNER` (403), `THANK_YOU_NO_EMAIL` / `THANK_YOU_ALREADY_SENT` (409),
   *   `VALIDATION_FAILED` (400, `THANKS_MSG.noBirthPhoto`).
   */
  async thankPledge(memberId: number, pledgeId: string, input: PledgeThankYouRequest): Promise<ThankYouResponse> {
    if (!PLEDGE_ID_PATTERN.test(pledgeId)) throw new DomainError('PLEDGE_NOT_FOUND');
    const [row] = await readRows<{
      id: number;
      receipt_email: string | null;
      thank_you_at: unknown;
      wish_title: string | null;
      page_title: string;
      code: string;
      owner_id: number;
      coparent_id: number | null;
      birth_photo_variant_path: string | null;
      display_name: string;
      circle: string | null;
      friends_code: string | null;
    }>(this.dataSource, PLEDGE_TO_THANK, [memberId, pledgeId]);
    if (!row) throw new DomainError('PLEDGE_NOT_FOUND');
    if (!isPageOwner(ownersOf(row), memberId)) throw new DomainError('NOT_OWNER');
    const target: NoteTarget = {
      id: Number(row.id),
      to: row.receipt_email,
      sent: row.thank_you_at != null,
      giftTitle: row.wish_title ?? '축의금',
      pageTitle: row.page_title,
      code: row.circle === 'FRIENDS' && row.friends_code ? row.friends_code : row.code,
      ownerDisplayName: row.display_name,
      birthPhoto: row.birth_photo_variant_path,
    };
    return this.send(target, CLAIM_PLEDGE_NOTE, `thankYou:pledge:${pledgeId}`, input);
  }

  /**
   * Claims the row's one note (`claim`: a conditional UPDATE, so two presses send one) and enqueues the
   * mail on the same transaction, keyed `key`; with `withBirthPhoto` the mail shows the birth
   * announcement's photo (its public URL). A suppressed address (the relative stopped receipts)
   * still counts as thanked: the parent cannot tell, and must not learn the address either way.
   */
  private async send(
    target: NoteTarget,
    claim: string,
    key: string,
    { message, withBirthPhoto }: { message: string; withBirthPhoto?: boolean },
  ): Promise<ThankYouResponse> {
    if (target.sent) throw new DomainError('THANK_YOU_ALREADY_SENT');
    const to = target.to;
    if (!to) throw new DomainError('THANK_YOU_NO_EMAIL');
    const photoUrl = withBirthPhoto ? this.uploads.imageUrl(target.birthPhoto) : null;
    if (withBirthPhoto && !photoUrl) throw new DomainError('VALIDATION_FAILED', { message: THANKS_MSG.noBirthPhoto });
    const at = this.clock.now();
    await transactional(this.dataSource, async (run, read) => {
      if ((await run(claim, [sqlTimestamp(at), target.id])) === 0) throw new DomainError('THANK_YOU_ALREADY_SENT');
      await this.mail.enqueue(run, read, {
        kind: 'thankYou',
        to,
        idempotencyKey: key,
        data: {
          pageTitle: target.pageTitle,
          ownerDisplayName: target.ownerDisplayName,
          giftTitle: target.giftTitle,
          message,
          pageUrl: this.mail.newsUrl(target.code),
          ...(photoUrl ? { photoUrl } : {}),
        },
      });
    });
    this.mail.nudge();
    return { thankYouAt: at.toISOString(), thanked: true };
  }
}
