import { z } from 'zod';
import type { Notice, NoticeDeletedResponse, NoticeSummary } from './types';
import type { Expect, Same } from '../api/same-shape';

/**
 * The answers of the notice routes as zod schemas (ARCHITECTURE "The API table", §4.14): the API checks
 * every answer against them under jest, the OpenAPI document shows them, and the types the front ends
 * use are the same shapes (`Same` below makes the compiler compare both ways). Strict objects.
 */

const isoTime = z.string();

const noticeSummary = z.strictObject({ id: z.number().int(), title: z.string(), createdAt: isoTime });

/** `GET /api/notice/fetchAll` → 200 `[{id, title, createdAt}]`, newest first. */
export const noticeListResponseSchema = z.array(noticeSummary);

/** `GET /api/notice/fetch/{id}` and the create/edit answers: the notice, `content` sanitised HTML. */
export const noticeResponseSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  imagePath: z.string().nullable(),
  createdAt: isoTime,
  updatedAt: isoTime,
});

/** `DELETE /api/admin/notice/delete/{id}` → 200 the deleted id. */
export const noticeDeletedResponseSchema = z.strictObject({ id: z.number().int() });

/** Compile-time proof that the interfaces the front ends import and the schemas above describe one shape each. */
export type NoticeResponsesMatch = [
  Expect<Same<z.output<typeof noticeSummary>, NoticeSummary>>,
  Expect<Same<z.output<typeof noticeResponseSchema>, Notice>>,
  Expect<Same<z.output<typeof noticeDeletedResponseSchema>, NoticeDeletedResponse>>,
];
