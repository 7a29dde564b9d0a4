import { z } from 'zod';
import type { Expect, Same } from '../api/same-shape';
import type {
  GuestbookDeletedResponse,
  GuestbookEntry,
  GuestbookHiddenResponse,
  GuestbookManagePage,
  GuestbookOwnerEntry,
  GuestbookPage,
  GuestbookPaging,
  GuestbookPostResponse,
} from './types';

/**
 * The answers of the guestbook routes as strict zod schemas (ARCHITECTURE "The API table"); `Same` below
 * makes the compiler compare each with the type the front ends use. Times ISO-8601 strings in UTC.
 */

const count = z.number().int().nonnegative();

const entryShape = { entryId: z.string(), name: z.string(), message: z.string(), createdAt: z.string() };

/** One entry of the public read. */
export const guestbookEntryResponseSchema = z.strictObject(entryShape);

/** One entry of the owner's read, with its hidden mark. */
export const guestbookOwnerEntryResponseSchema = z.strictObject({ ...entryShape, hidden: z.boolean() });

/** The paging of a read: 0-based `number`, entries per page, all entries, pages (0 when empty). */
export const guestbookPagingResponseSchema = z.strictObject({ number: count, size: count, totalElements: count, totalPages: count });

/** `GET /api/guestbook/{code}?page=` → 200 one page of the visible entries, newest first. */
export const guestbookPageResponseSchema = z.strictObject({ entries: z.array(guestbookEntryResponseSchema), page: guestbookPagingResponseSchema });

/** `GET /api/guestbook/{code}/manage?page=` → 200 one page of every entry (hidden ones marked), newest first. */
export const guestbookManagePageResponseSchema = z.strictObject({
  entries: z.array(guestbookOwnerEntryResponseSchema),
  page: guestbookPagingResponseSchema,
});

/** `POST /api/guestbook/{code}` → 201. */
export const guestbookPostResponseSchema = z.strictObject({ entryId: z.string() });

/** `POST /api/guestbook/delete/{entryId}` and `DELETE /api/guestbook/{entryId}` → 200. */
export const guestbookDeletedResponseSchema = z.strictObject({ entryId: z.string(), deleted: z.literal(true) });

/** `PUT /api/guestbook/{entryId}/hidden` → 200. */
export const guestbookHiddenResponseSchema = z.strictObject({ entryId: z.string(), hidden: z.boolean() });

/** Compile-time proof that the types the front ends import and the schemas above describe one shape each. */
export type GuestbookResponsesMatch = [
  Expect<Same<z.output<typeof guestbookEntryResponseSchema>, GuestbookEntry>>,
  Expect<Same<z.output<typeof guestbookOwnerEntryResponseSchema>, GuestbookOwnerEntry>>,
  Expect<Same<z.output<typeof guestbookPagingResponseSchema>, GuestbookPaging>>,
  Expect<Same<z.output<typeof guestbookPageResponseSchema>, GuestbookPage>>,
  Expect<Same<z.output<typeof guestbookManagePageResponseSchema>, GuestbookManagePage>>,
  Expect<Same<z.output<typeof guestbookPostResponseSchema>, GuestbookPostResponse>>,
  Expect<Same<z.output<typeof guestbookDeletedResponseSchema>, GuestbookDeletedResponse>>,
  Expect<Same<z.output<typeof guestbookHiddenResponseSchema>, GuestbookHiddenResponse>>,
];
