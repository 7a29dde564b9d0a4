import { isAllowedNoticeUrl, NOTICE_HTML_ALLOWLIST } from '@babynews/contracts';
import sanitizeHtml from 'sanitize-html';

/** sanitize-html options built from the shared allowlist (ARCHITECTURE §4.14). */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...NOTICE_HTML_ALLOWLIST.tags],
  allowedAttributes: Object.fromEntries(Object.entries(NOTICE_HTML_ALLOWLIST.attributes).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: [...NOTICE_HTML_ALLOWLIST.schemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Everything inside a dropped script/style/iframe/etc. is dropped with it, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'title', 'head'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every kept link opens in a new tab without handing over the opener or the referrer.
    // Every kept link opens in a new tab without handing over the opener or the referrer; an href that is
    // not absolute http(s) (relative, javascript:, data:, obfuscated) is dropped and the text stays.
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const kept: Record<string, string> =
        href !== undefined && isAllowedNoticeUrl(href) ? { href: href.trim(), target: '_blank', rel: 'noopener noreferrer nofollow' } : {};
      if (title !== undefined) kept.title = title;
      return { tagName, attribs: kept };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedNoticeUrl(frame.attribs.src ?? ''),
};

/**
 * The notice HTML as it may be stored (ARCHITECTURE §4.14, §5): only the tags and
 * attributes of NOTICE_HTML_ALLOWLIST stay; `<script>`, `<style>`, `<iframe>`, `<svg>`, `<meta>`, event
 * handlers, `style`/`class` attributes and every non-http(s) URL are removed (an `<a>` without an
 * allowed href keeps its text; an `<img>` without an allowed src is dropped). Links get
 * `target="_blank" rel="noopener noreferrer nofollow"`. Pure; never throws.
 * @returns the sanitised HTML, trimmed (may be '' when nothing allowed was left).
 */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when sanitised `html` shows nothing to read (no text and no image): treated as missing content. */
export function isBlankNoticeHtml(html: string): boolean {
  if (/<img\s/i.test(html)) return false;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}
