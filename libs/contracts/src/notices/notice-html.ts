/**
 * Notices (spec §2 "Notice list/detail/create/edit", §3 "Notice", §7, ARCHITECTURE §4.14): the answer
 * shapes and the one HTML allowlist shared by the server's sanitiser (sanitize-html, before a notice is
 * stored) and the browser's (DOMPurify, before it is rendered). The request body is `noticeSaveSchema`.
 */

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

/** Upload prefix of notice images (spec §7 "Upload paths": `notices/{timestamp}-{sanitised name}`). */
export const NOTICE_IMAGE_PREFIX = 'notices/';

/**
 * The notice HTML allowlist (ARCHITECTURE §4.14, §5): what the rich-text editor produces
 * (headings, paragraphs, bold/italic/underline/strike, lists, quotes, code, rules, links, images) and
 * nothing else. No `style`, `class` or `on*` attribute survives; links and images only with http(s)
 * URLs (no `javascript:`, `data:`, protocol-relative or other schemes).
 */
export const NOTICE_HTML_ALLOWLIST = {
  tags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'a', 'img'],
  attributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title'] } as Readonly<Record<string, readonly string[]>>,
  schemes: ['http', 'https'],
} as const;

/** True when `url` (an href or src) is an absolute http(s) URL: the only URLs notices keep. */
export function isAllowedNoticeUrl(url: string): boolean {
  return /^https?:\/\/[^\s/]/i.test(url.trim());
}
