/**
 * SQL of the guestbook (ARCHITECTURE "Guestbook") that reads across tables. Portable: backticks, `?`
 * placeholders. Reads and writes of `guestbook_entry` alone go through its repository.
 */

/**
 * The entry with public id `?` on the news page with share code `?`, with its PIN hash. No row: unknown
 * entry or another page's code (answered alike).
 */
export const ENTRY_OF_PAGE = `SELECT g.id, g.public_id, g.password_hash FROM \`guestbook_entry\` g
  JOIN \`event\` e ON e.id = g.event_id WHERE g.public_id = ? AND e.code = ?`;

/** A row of `ENTRY_OF_PAGE`. */
export interface EntryOfPageRow {
  id: number;
  public_id: string;
  password_hash: string;
}

/** The entry with public id `?` with its page's owner (the owner's hide and delete). */
export const ENTRY_WITH_OWNER = `SELECT g.id, e.owner_id, e.coparent_id FROM \`guestbook_entry\` g JOIN \`event\` e ON e.id = g.event_id WHERE g.public_id = ?`;

/** A row of `ENTRY_WITH_OWNER`. */
export interface EntryWithOwnerRow {
  id: number;
  owner_id: number;
  coparent_id: number | null;
}
