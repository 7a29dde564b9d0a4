import { LIMITS_GUESTBOOK, type GuestbookEntry, type GuestbookOwnerEntry, type GuestbookPaging } from '@babynews/contracts';
import { randomBytes } from 'node:crypto';
import type { FindOptionsWhere, Repository } from 'typeorm';
import type { GuestbookEntryEntity } from './guestbook-entry.entity';

/** A new entry's public id: 16 random bytes, base64url (22 characters, 128 bits). */
export function newEntryId(): string {
  return randomBytes(16).toString('base64url');
}

/** What a public id may look like; anything else is answered `GUESTBOOK_ENTRY_NOT_FOUND` without a query. */
export const ENTRY_ID_PATTERN = /^[A-Za-z0-9_-]{16,32}$/;

/** The `?page=` of a read (already checked by `guestbookPageQuerySchema`: up to six digits) → 0-based page; absent or '' → 0. */
export function pageNumber(raw: string | undefined): number {
  return raw ? Number(raw) : 0;
}

/** The columns a read shows (never the PIN hash). */
const SHOWN = { id: true, publicId: true, name: true, message: true, hidden: true, createdAt: true } as const;

/**
 * One page (0-based `page`, LIMITS_GUESTBOOK.guestbookPageSize entries) of the entries `where` selects,
 * newest first (ties by id), with the paging: `{rows, page: {number, size, totalElements, totalPages}}`.
 */
export async function readPage(
  entries: Repository<GuestbookEntryEntity>,
  where: FindOptionsWhere<GuestbookEntryEntity>,
  page: number,
): Promise<{ rows: GuestbookEntryEntity[]; page: GuestbookPaging }> {
  const size = LIMITS_GUESTBOOK.guestbookPageSize;
  const [rows, total] = await entries.findAndCount({ select: SHOWN, where, order: { createdAt: 'DESC', id: 'DESC' }, skip: page * size, take: size });
  return { rows, page: { number: page, size, totalElements: total, totalPages: Math.ceil(total / size) } };
}

/** Every entry `where` selects, newest first (the member's data export). */
export function readAll(entries: Repository<GuestbookEntryEntity>, where: FindOptionsWhere<GuestbookEntryEntity>): Promise<GuestbookEntryEntity[]> {
  return entries.find({ select: SHOWN, where, order: { createdAt: 'DESC', id: 'DESC' } });
}

/** An entry as everyone reads it: the text exactly as stored (plain text; the front ends render it as text). */
export function toEntry(row: GuestbookEntryEntity): GuestbookEntry {
  return { entryId: row.publicId, name: row.name, message: row.message, createdAt: row.createdAt.toISOString() };
}

/** An entry as the page's owner reads it, with the hidden mark. */
export function toOwnerEntry(row: GuestbookEntryEntity): GuestbookOwnerEntry {
  return { ...toEntry(row), hidden: !!row.hidden };
}
