import type { RouteDeclaration } from '../api/route';

/** What the relative's PIN deletion answers besides success: unknown entry or another page's code, wrong PIN, the lockouts. */
const PIN_ERRORS = ['GUESTBOOK_ENTRY_NOT_FOUND', 'RESERVATION_PIN_WRONG', 'RESERVATION_LOCKED', 'ATTEMPT_BUDGET_EXCEEDED'] as const;

/** Anyone with the share code reads one page (`?page=`, 0-based, 20 a page) of the visible entries, newest first. */
export const guestbookListRoute = {
  method: 'GET',
  path: '/guestbook/{code}',
  access: 'anyone',
  query: 'guestbookPageQuerySchema',
  output: 'guestbookPageResponseSchema',
  errors: ['NEWS_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/**
 * A relative leaves an entry (no account; the body's `eventCode` must be the path's, the PIN deletes it later,
 * the relatives' consent is required); 5 per client address per 10 minutes, 200 per news page per day.
 */
export const guestbookPostRoute = {
  method: 'POST',
  path: '/guestbook/{code}',
  status: 201,
  access: 'anyone',
  body: 'guestbookPostSchema',
  output: 'guestbookPostResponseSchema',
  errors: ['NEWS_NOT_FOUND', 'CONSENT_REQUIRED', 'GUESTBOOK_RATE_LIMITED', 'GUESTBOOK_DAILY_LIMIT'],
} as const satisfies RouteDeclaration;

/** The relative deletes their entry with the page's share code and the entry's PIN (the reservation PIN's lockouts). */
export const guestbookPinDeleteRoute = {
  method: 'POST',
  path: '/guestbook/delete/{entryId}',
  access: 'anyone',
  params: 'guestbookEntryParamsSchema',
  body: 'guestbookDeleteSchema',
  output: 'guestbookDeletedResponseSchema',
  errors: PIN_ERRORS,
} as const satisfies RouteDeclaration;

/** The news page's owner hides an entry from the public read (or shows it again). */
export const guestbookHiddenRoute = {
  method: 'PUT',
  path: '/guestbook/{entryId}/hidden',
  access: 'member',
  params: 'guestbookEntryParamsSchema',
  body: 'guestbookHiddenSchema',
  output: 'guestbookHiddenResponseSchema',
  errors: ['GUESTBOOK_ENTRY_NOT_FOUND', 'NOT_OWNER'],
} as const satisfies RouteDeclaration;

/** The news page's owner deletes an entry. */
export const guestbookOwnerDeleteRoute = {
  method: 'DELETE',
  path: '/guestbook/{entryId}',
  access: 'member',
  params: 'guestbookEntryParamsSchema',
  output: 'guestbookDeletedResponseSchema',
  errors: ['GUESTBOOK_ENTRY_NOT_FOUND', 'NOT_OWNER'],
} as const satisfies RouteDeclaration;

/** The owner's read: one page (`?page=`) of every entry, hidden ones included and marked, newest first. */
export const guestbookManageRoute = {
  method: 'GET',
  path: '/guestbook/{code}/manage',
  access: 'member',
  query: 'guestbookPageQuerySchema',
  output: 'guestbookManagePageResponseSchema',
  errors: ['NEWS_NOT_FOUND', 'NOT_OWNER'],
} as const satisfies RouteDeclaration;

/**
 * The congratulations guestbook (ARCHITECTURE "Guestbook"): relatives leave a name and a message on a news
 * page with its share code and a 4-digit PIN; anyone with the code reads the visible entries; the page's
 * owner hides, deletes and reads every entry. Surprise mode does not hide it (it names no gift).
 *
 * Each route is its own export so that a page bundles only the routes it calls; `guestbookRoutes` lists
 * them for the API table.
 */
export const guestbookRoutes = {
  list: guestbookListRoute,
  post: guestbookPostRoute,
  pinDelete: guestbookPinDeleteRoute,
  hidden: guestbookHiddenRoute,
  ownerDelete: guestbookOwnerDeleteRoute,
  manage: guestbookManageRoute,
};
