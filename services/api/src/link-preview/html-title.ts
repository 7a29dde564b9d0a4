/**
 * Reads a page title from the first bytes of an HTML document (ARCHITECTURE §4.10 `autoExtractedTitle`):
 * `og:title` first, then `<title>`. Pure functions; never throw.
 */

/** Longest stored title (the column holds 255 characters). */
export const TITLE_MAX = 255;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the character references that occur in titles (named basics, decimal, hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** Charset named by a Content-Type header or by a `<meta>` in the document's first 4 KB; default utf-8. */
export function detectCharset(contentType: string | undefined, head: Buffer): string {
  const fromHeader = /charset\s*=\s*["']?([\w-]+)/i.exec(contentType ?? '');
  if (fromHeader) return fromHeader[1].toLowerCase();
  const start = head.subarray(0, 4096).toString('latin1');
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(start);
  return fromMeta ? fromMeta[1].toLowerCase() : 'utf-8';
}

/** Decodes `body` with `charset` (utf-8 when the label is unknown), replacing invalid bytes. */
export function decodeHtml(body: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    attrs[m[1].toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/** Every complete `<meta ...>` tag, found by forward scans only (linear on any input). */
function* metaTags(html: string): Generator<string> {
  const start = /<meta\b/gi;
  for (let found = start.exec(html); found; found = start.exec(html)) {
    const end = html.indexOf('>', found.index);
    if (end < 0) return;
    yield html.slice(found.index, end + 1);
    start.lastIndex = end + 1;
  }
}

function clean(raw: string): string | null {
  const text = decodeEntities(raw).replace(/\s+/g, ' ').trim();
  return text ? Array.from(text).slice(0, TITLE_MAX).join('') : null;
}

/** The page's `og:title` content, else its `<title>` text; whitespace collapsed, ≤ 255 characters; null when neither. */
export function extractTitle(html: string): string | null {
  for (const tag of metaTags(html)) {
    const attrs = attributes(tag);
    if ((attrs.property ?? attrs.name)?.toLowerCase() === 'og:title' && attrs.content !== undefined) {
      const title = clean(attrs.content);
      if (title) return title;
    }
  }
  // Two forward scans, not a lazy regex: linear even for a page full of unclosed <title> tags.
  const open = html.search(/<title\b/i);
  if (open < 0) return null;
  const start = html.indexOf('>', open) + 1;
  if (start === 0) return null;
  const close = /<\/title/gi;
  close.lastIndex = start;
  const end = close.exec(html);
  return end ? clean(html.slice(start, end.index)) : null;
}
