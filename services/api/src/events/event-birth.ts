import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { BIRTH_MSG, isBirthInFuture, type EventBirthDeletedResponse, type EventBirthRequest, type NewsBirth } from '@babynews/contracts';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { transactional, type Read, type Run } from '../database/atomic-statement';
import { sqlTimestamp } from '../database/sql-timestamp';
import { MailService } from '../mail/mail.service';
import { UploadsService } from '../uploads/uploads.service';
import { babiesJson, birthOf } from './birth-columns';
import { BIRTH_RECIPIENTS, CLEAR_BIRTH, MARK_ANNOUNCED, OWNER_NAME, SET_BIRTH } from './birth-queries';
import { EventChanged } from './event-changed.service';
import { EventCovers, type CoverChange } from './event-cover';
import { findOwnedEvent } from './event-ownership';
import type { EventEntity } from './event.entity';

/**
 * The parent's birth announcement (ARCHITECTURE "Birth announcement", DESIGN §4.25): posted, edited and
 * taken down by the page's owner; the news page shows it instead of the countdown. The first announcement
 * of a page — ever — writes the announcement mail for its followers and the relatives who asked for it
 * into the outbox, on the same transaction.
 */
@Injectable()
export class EventBirths {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly eventChanged: EventChanged,
    private readonly covers: EventCovers,
    private readonly uploads: UploadsService,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /**
   * `PUT /api/event/birth/{code}` `{bornAt, babies, photoPath?, message?}` (validated by `eventBirthSchema`)
   * → the stored announcement `{bornAt, babies, photoUrl, message}`. `bornAt` must not be later than the
   * Clock's now. `photoPath` is checked and turned into the page's WebP exactly as the cover (a finished
   * upload of the member under `wish/`); absent keeps the current photo, null removes it; replaced files go
   * after the commit. When this is the page's first announcement ever (`event.birth_announced_at` claimed by a
   * conditional UPDATE), the same transaction enqueues one `birthAnnouncement` mail per address (lower-cased,
   * keyed `birth:{eventId}:{SHA-256 of the address}`) to the followers with a verified address and the
   * receipt addresses of reservations and pledges with `birth_news`; an edit, or a new announcement after
   * taking one down, mails nobody. Publishes `EventChanged`.
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` (403); `VALIDATION_FAILED` (400,
   *   `BIRTH_MSG.bornAtFuture`) for a birth after now; `UPLOAD_NOT_FOUND`, `UPLOAD_STORED_TOO_LARGE`,
   *   `UPLOAD_TYPE_NOT_ALLOWED` (400) for a `photoPath` that is not the member's image upload.
   */
  async announce(code: string, memberId: number, input: EventBirthRequest): Promise<NewsBirth> {
    const event = await findOwnedEvent(this.dataSource.manager, code, memberId);
    const now = this.clock.now();
    if (isBirthInFuture(input.bornAt, now)) throw new DomainError('VALIDATION_FAILED', { message: BIRTH_MSG.bornAtFuture });
    const photo = await this.photoChange(input.photoPath, event, memberId);
    const bornAt = new Date(input.bornAt);
    const babies = babiesJson(input.babies);
    const photoPath = photo.columns.coverPath;
    const photoVariantPath = photo.columns.coverVariantPath;
    const mailed = await transactional(this.dataSource, async (run, read) => {
      await run(SET_BIRTH, [sqlTimestamp(bornAt), babies, photoPath, photoVariantPath, input.message, sqlTimestamp(now), event.id]);
      if ((await run(MARK_ANNOUNCED, [sqlTimestamp(now), event.id])) === 0) return 0;
      return this.enqueueAnnouncements(run, read, event, { bornAt: bornAt.toISOString(), babies: input.babies, message: input.message });
    });
    this.eventChanged.publish(code);
    this.covers.discard(photo);
    if (mailed > 0) this.mail.nudge();
    return birthOf({ bornAt, babies, photoVariantPath, message: input.message }, (key) => this.uploads.imageUrl(key) ?? '')!;
  }

  /**
   * `DELETE /api/event/birth/{code}` → `{code, birth: null}`: the page shows its countdown again; the photo's
   * files go after the commit; no mail (the first announcement's never goes again). Publishes `EventChanged`.
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` (403), `BIRTH_NOT_FOUND` (404) when the page announces no birth.
   */
  async remove(code: string, memberId: number): Promise<EventBirthDeletedResponse> {
    const event = await findOwnedEvent(this.dataSource.manager, code, memberId);
    const cleared = await transactional(this.dataSource, (run) => run(CLEAR_BIRTH, [sqlTimestamp(this.clock.now()), event.id]));
    if (cleared === 0) throw new DomainError('BIRTH_NOT_FOUND');
    this.eventChanged.publish(code);
    this.uploads.discardAll([event.birthPhotoPath, event.birthPhotoVariantPath].filter((key): key is string => !!key));
    return { code, birth: null };
  }

  /**
   * The photo after this write, through the cover's own check and variant (`EventCovers.change`, the same
   * box and bytes): the birth's two photo columns stand in for the cover's path and variant.
   */
  private photoChange(photoPath: string | null | undefined, event: EventEntity, memberId: number): Promise<CoverChange> {
    const current = { coverPath: event.birthPhotoPath, coverVariantPath: event.birthPhotoVariantPath, coverWidth: null, coverHeight: null };
    return this.covers.change(photoPath, current, memberId);
  }

  /** Enqueues the announcement to every recipient of page `event` on the transaction (`run`, `read`) → how many were written. */
  private async enqueueAnnouncements(
    run: Run,
    read: Read,
    event: EventEntity,
    birth: { bornAt: string; babies: EventBirthRequest['babies']; message: string | null },
  ): Promise<number> {
    const [owner] = await read<{ display_name: string }>(OWNER_NAME, [event.ownerId]);
    const rows = await read<{ email: string | null; circle: string | null }>(BIRTH_RECIPIENTS, [event.id, event.id, event.id]);
    // Each address gets the link of its circle: the family's when any of its rows came through the family code,
    // else the friends' (a friend never receives the family code, ARCHITECTURE "Two circles").
    const friendsOnly = new Map<string, boolean>();
    for (const row of rows) {
      const address = (row.email ?? '').trim().toLowerCase();
      if (address !== '') friendsOnly.set(address, (friendsOnly.get(address) ?? true) && row.circle === 'FRIENDS');
    }
    let written = 0;
    for (const [to, friend] of friendsOnly) {
      const skipped = await this.mail.enqueue(run, read, {
        kind: 'birthAnnouncement',
        to,
        idempotencyKey: `birth:${event.id}:${createHash('sha256').update(to).digest('hex')}`,
        data: {
          pageTitle: event.title,
          ownerDisplayName: owner?.display_name ?? '',
          bornAt: birth.bornAt,
          babies: birth.babies.map(({ name, weightKg, heightCm }) => ({ name, weightKg, heightCm })),
          message: birth.message,
          pageUrl: this.mail.newsUrl(friend && event.friendsCode ? event.friendsCode : event.code),
        },
      });
      if (skipped === null) written++;
    }
    return written;
  }
}
