import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  RELATIVE_NOTICE_VERSION,
  type GuestbookDeleteRequest,
  type GuestbookDeletedResponse,
  type GuestbookPage,
  type GuestbookPostRequest,
  type GuestbookPostResponse,
} from '@babynews/contracts';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { isForeignKeyViolation, isUniqueViolation } from '../database/db-errors';
import { readRows } from '../database/read-rows';
import { EventCircles } from '../events/event-circles.service';
import { RowPinLocks } from '../pins/row-pin-locks.service';
import { GuestbookEntryEntity } from './guestbook-entry.entity';
import { ENTRY_ID_PATTERN, newEntryId, pageNumber, readPage, toEntry } from './guestbook-entries';
import { GuestbookPostLimits } from './guestbook-post-limits';
import { ENTRY_OF_PAGE, type EntryOfPageRow } from './guestbook-queries';

/**
 * The relatives' side of the congratulations guestbook (ARCHITECTURE "Guestbook"): the public read, a new
 * entry and its deletion with the PIN. Anonymous calls carry the news page's share code, so another page's
 * code answers exactly like an unknown page or entry. Names and messages are stored and answered as the
 * plain text typed (trimmed by the schema), never parsed or rewritten as markup. Surprise mode does not
 * apply: an entry names no gift. The guestbook is not part of the cached news read, so no write publishes
 * `EventChanged`.
 */
@Injectable()
export class GuestbookService {
  constructor(
    @InjectRepository(GuestbookEntryEntity) private readonly entries: Repository<GuestbookEntryEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly circles: EventCircles,
    private readonly pins: RowPinLocks,
    private readonly limits: GuestbookPostLimits,
    private readonly clock: Clock,
  ) {}

  /**
   * `GET /api/guestbook/{code}?page=` → `{entries: [{entryId, name, message, createdAt}], page: {number, size,
   * totalElements, totalPages}}`: page `page` (0-based, 20 entries) of the entries the owner did not hide,
   * newest first.
   * @throws DomainError `NEWS_NOT_FOUND` (404) for an unknown or malformed code.
   */
  async read(code: string, page: string | undefined): Promise<GuestbookPage> {
    // Either circle's code (ARCHITECTURE "Two circles"): both circles read and write the same guestbook.
    const { eventId } = await this.circles.open(code);
    const { rows, page: paging } = await readPage(this.entries, { eventId, hidden: false }, pageNumber(page));
    return { entries: rows.map(toEntry), page: paging };
  }

  /**
   * `POST /api/guestbook/{code}` `{eventCode, name, message, password, privacyConsent}` from client `address`
   * → 201 `{entryId}`. The PIN is stored as its keyed hash (`RowPinLocks.hash`), the consent as
   * `RELATIVE_NOTICE_VERSION` with the row's creation time (the body pipe refused a body without it,
   * ARCHITECTURE §4.24). Counted against the address's and the page's limits (`GuestbookPostLimits`) once the
   * page is known.
   * @throws DomainError `NEWS_NOT_FOUND` (404: unknown code, or a body code that is not the path's),
   *   `GUESTBOOK_RATE_LIMITED` / `GUESTBOOK_DAILY_LIMIT` (429).
   */
  async post(code: string, input: GuestbookPostRequest, address: string): Promise<GuestbookPostResponse> {
    if (input.eventCode !== code) throw new DomainError('NEWS_NOT_FOUND');
    const { eventId } = await this.circles.open(code);
    await this.limits.count(address, eventId);
    for (let attempt = 0; ; attempt++) {
      const publicId = newEntryId();
      const now = this.clock.now();
      try {
        // One row, no condition to decide: the repository.
        await this.entries.insert({
          publicId,
          eventId,
          name: input.name,
          message: input.message,
          passwordHash: this.pins.hash('guestbook', publicId, input.password),
          hidden: false,
          privacyConsentVersion: RELATIVE_NOTICE_VERSION,
          createdAt: now,
          updatedAt: now,
        });
        return { entryId: publicId };
      } catch (err) {
        // The page was deleted meanwhile.
        if (isForeignKeyViolation(err)) throw new DomainError('NEWS_NOT_FOUND', { cause: err });
        // 128 random bits met another entry's id: draw again.
        if (!isUniqueViolation(err) || attempt >= 2) throw err;
      }
    }
  }

  /**
   * `POST /api/guestbook/delete/{entryId}` `{eventCode, password}` from client `address` → `{entryId, deleted:
   * true}`: with the right PIN the entry is deleted; the PIN is checked with the reservation PIN's lockouts
   * (`RowPinLocks`, ARCHITECTURE §4.7). A wrong PIN changes nothing.
   * @throws DomainError `GUESTBOOK_ENTRY_NOT_FOUND` (404: unknown or malformed id, or another page's code),
   *   `RESERVATION_PIN_WRONG` (401), `RESERVATION_LOCKED` / `ATTEMPT_BUDGET_EXCEEDED` (429).
   */
  async deleteWithPin(entryId: string, input: GuestbookDeleteRequest, address: string): Promise<GuestbookDeletedResponse> {
    if (!ENTRY_ID_PATTERN.test(entryId)) throw new DomainError('GUESTBOOK_ENTRY_NOT_FOUND');
    const opened = await this.circles.find(input.eventCode);
    const [row] = opened ? await readRows<EntryOfPageRow>(this.dataSource, ENTRY_OF_PAGE, [entryId, opened.familyCode]) : [];
    if (!row) throw new DomainError('GUESTBOOK_ENTRY_NOT_FOUND');
    const id = Number(row.id);
    // The row goes on success, so a hash made with a previous pepper needs no rewriting.
    await this.pins.check({ kind: 'guestbook', id, publicId: row.public_id, passwordHash: row.password_hash }, input.password, address);
    const { affected } = await this.entries.delete({ id });
    if (!affected) throw new DomainError('GUESTBOOK_ENTRY_NOT_FOUND');
    await this.pins.forget('guestbook', id);
    return { entryId: row.public_id, deleted: true };
  }
}
