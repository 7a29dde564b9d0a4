/**
 * Answer shapes of the congratulations guestbook (ARCHITECTURE "Guestbook"). Times are ISO-8601 strings
 * in UTC. `name` and `message` are the relative's plain text as typed (trimmed): show them as text, never
 * as markup.
 */

/** One entry as everyone reads it. `entryId`: its public id (base64url, 22 characters). */
export interface GuestbookEntry {
  entryId: string;
  name: string;
  message: string;
  /** ISO-8601 UTC. */
  createdAt: string;
}

/** One entry as the news page's owner reads it: also the hidden ones, with the mark. */
export interface GuestbookOwnerEntry extends GuestbookEntry {
  hidden: boolean;
}

/** The paging of a read (the administrators' member list's shape): 0-based `number`, `size` per page. */
export interface GuestbookPaging {
  number: number;
  size: number;
  totalElements: number;
  /** 0 when there is no entry. */
  totalPages: number;
}

/** `GET /api/guestbook/{code}?page=` → one page of the visible entries, newest first. */
export interface GuestbookPage {
  entries: GuestbookEntry[];
  page: GuestbookPaging;
}

/** `GET /api/guestbook/{code}/manage?page=` (owner) → one page of every entry, hidden ones included, newest first. */
export interface GuestbookManagePage {
  entries: GuestbookOwnerEntry[];
  page: GuestbookPaging;
}

/** `POST /api/guestbook/{code}` → 201. */
export interface GuestbookPostResponse {
  entryId: string;
}

/** `POST /api/guestbook/delete/{entryId}` (PIN) and `DELETE /api/guestbook/{entryId}` (owner) → 200. */
export interface GuestbookDeletedResponse {
  entryId: string;
  deleted: true;
}

/** `PUT /api/guestbook/{entryId}/hidden` (owner) → 200. */
export interface GuestbookHiddenResponse {
  entryId: string;
  hidden: boolean;
}
