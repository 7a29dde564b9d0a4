/** Answer shapes of notices (spec §3 "Notice", §7; ARCHITECTURE §4.14). Times are ISO-8601 strings in UTC. */

/** One row of `GET /api/notice/fetchAll` (newest first). `createdAt` is ISO-8601 UTC. */
export interface NoticeSummary {
  id: number;
  title: string;
  createdAt: string;
}

/**
 * `GET /api/notice/fetch/{id}` and the answer of create/edit: `content` is sanitised HTML; `imageUrl` a
 * full URL (ARCHITECTURE §4.11) or null; `imagePath` the stored key an editor sends back to keep it.
 */
export interface Notice {
  id: number;
  title: string;
  content: string;
  imageUrl: string | null;
  imagePath: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Answer of `DELETE /api/admin/notice/delete/{id}`: the deleted id. */
export interface NoticeDeletedResponse {
  id: number;
}
