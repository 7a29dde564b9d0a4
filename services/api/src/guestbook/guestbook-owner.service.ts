import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { GuestbookDeletedResponse, GuestbookHiddenResponse, GuestbookManagePage, GuestbookOwnerEntry } from '@babynews/contracts';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { readRows } from '../database/read-rows';
import { EventsService } from '../events/events.service';
import { RowPinLocks } from '../pins/row-pin-locks.service';
import { GuestbookEntryEntity } from './guestbook-entry.entity';
import { ENTRY_ID_PATTERN, pageNumber, readAll, readPage, toOwnerEntry } from './guestbook-entries';
import { ENTRY_WITH_OWNER, type EntryWithOwnerRow } from './guestbook-queries';
import { isPageOwner, ownersOf } from '../common/page-owner';

/**
 * The news page owner's side of the guestbook (ARCHITECTURE "Guestbook", §5 ownership): the read of every
 * entry (hidden ones marked), hiding and deleting one, and the entries of the member's data export. Every call
 * loads by (entry or code, owner from the token); nothing changes for anyone else.
 */
@Injectable()
export class GuestbookOwnerService {
  constructor(
    @InjectRepository(GuestbookEntryEntity) private readonly entries: Repository<GuestbookEntryEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly events: EventsService,
    private readonly pins: RowPinLocks,
    private readonly clock: Clock,
  ) {}

  /**
   * `GET /api/guestbook/{code}/manage?page=` (the page's owner `memberId`) → `{entries: [{entryId, name, message,
   * createdAt, hidden}], page: {number, size, totalElements, totalPages}}`: page `page` (0-based, 20 entries) of
   * every entry, hidden ones included, newest first.
   * @throws DomainError `NEWS_NOT_FOUND` (404), `NOT_OWNER` (403: signed in but not the page's owner).
   */
  async manage(memberId: number, code: string, page: string | undefined): Promise<GuestbookManagePage> {
    const event = await this.events.findOwned(code, memberId);
    const { rows, page: paging } = await readPage(this.entries, { eventId: event.id }, pageNumber(page));
    return { entries: rows.map(toOwnerEntry), page: paging };
  }

  /**
   * `PUT /api/guestbook/{entryId}/hidden` `{hidden}` (the page's owner) → `{entryId, hidden}`: a hidden entry
   * leaves the public read and stays in the owner's.
   * @throws DomainError `GUESTBOOK_ENTRY_NOT_FOUND` (404), `NOT_OWNER` (403).
   */
  async setHidden(memberId: number, entryId: string, hidden: boolean): Promise<GuestbookHiddenResponse> {
    const id = await this.owned(memberId, entryId);
    // One row by key, no condition to decide: the repository (an entry deleted meanwhile changes nothing).
    const { affected } = await this.entries.update({ id }, { hidden, updatedAt: this.clock.now() });
    if (!affected) throw new DomainError('GUESTBOOK_ENTRY_NOT_FOUND');
    return { entryId, hidden };
  }

  /**
   * `DELETE /api/guestbook/{entryId}` (the page's owner) → `{entryId, deleted: true}`.
   * @throws DomainError `GUESTBOOK_ENTRY_NOT_FOUND` (404), `NOT_OWNER` (403).
   */
  async remove(memberId: number, entryId: string): Promise<GuestbookDeletedResponse> {
    const id = await this.owned(memberId, entryId);
    const { affected } = await this.entries.delete({ id });
    if (!affected) throw new DomainError('GUESTBOOK_ENTRY_NOT_FOUND');
    await this.pins.forget('guestbook', id);
    return { entryId, deleted: true };
  }

  /** Every entry of news page `eventId`, hidden ones marked, newest first: the owner's data export (ARCHITECTURE §4.24). */
  async allOfEvent(eventId: number): Promise<GuestbookOwnerEntry[]> {
    return (await readAll(this.entries, { eventId })).map(toOwnerEntry);
  }

  /**
   * The row id of entry `entryId` when `memberId` owns its page.
   * @throws DomainError `GUESTBOOK_ENTRY_NOT_FOUND` (404: unknown or malformed id), `NOT_OWNER` (403).
   */
  private async owned(memberId: number, entryId: string): Promise<number> {
    if (!ENTRY_ID_PATTERN.test(entryId)) throw new DomainError('GUESTBOOK_ENTRY_NOT_FOUND');
    const [row] = await readRows<EntryWithOwnerRow>(this.dataSource, ENTRY_WITH_OWNER, [entryId]);
    if (!row) throw new DomainError('GUESTBOOK_ENTRY_NOT_FOUND');
    if (!isPageOwner(ownersOf(row), memberId)) throw new DomainError('NOT_OWNER');
    return Number(row.id);
  }
}
