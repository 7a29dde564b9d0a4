/**
 * The one notice HTML allowlist (spec §2 "Notice create/edit", ARCHITECTURE §4.14), shared by the server's
 * sanitiser (sanitize-html, before a notice is stored) and the browser's (DOMPurify, before it is
 * rendered), and the upload prefix of notice images. The request body is `noticeSaveSchema` (schemas.ts).
 */

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
