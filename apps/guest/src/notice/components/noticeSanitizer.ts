import { isAllowedNoticeUrl, NOTICE_HTML_ALLOWLIST } from '@babynews/contracts';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

const ALLOWED_ATTR = [...new Set(Object.values(NOTICE_HTML_ALLOWLIST.attributes).flat())];
/** This page's own DOMPurify instance, so its hook never touches another user of the library. */
let purifier: Purifier | null = null;

/**
 * Second sanitising of a notice's HTML in the browser, just before it is rendered (ARCHITECTURE §4.14):
 * DOMPurify with the same allowlist as the server (NOTICE_HTML_ALLOWLIST): only its tags and their
 * attributes, http(s) URLs only; links open in a new tab with `rel="noopener noreferrer nofollow"`;
 * an `<img>` without an http(s) `src` is removed. Returns the markup as a string.
 */
export function sanitizeNoticeMarkup(html: string): string {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      const tag = node.nodeName.toLowerCase();
      const allowed = NOTICE_HTML_ALLOWLIST.attributes[tag] ?? [];
      for (const attr of Array.from(node.attributes ?? [])) if (!allowed.includes(attr.name)) node.removeAttribute(attr.name);
      if (tag === 'a') {
        const href = node.getAttribute('href');
        if (href === null || !isAllowedNoticeUrl(href)) node.removeAttribute('href');
        else {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer nofollow');
        }
      }
      if (tag === 'img' && !isAllowedNoticeUrl(node.getAttribute('src') ?? '')) node.remove();
    });
  }
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...NOTICE_HTML_ALLOWLIST.tags],
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^https?:\/\//i,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
  });
}
