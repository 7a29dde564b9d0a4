/** HTML-escapes text for element content and double- or single-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** What a messenger's link card shows (ARCHITECTURE §4.15). URLs are absolute. */
export interface LinkPreview {
  title: string;
  description: string;
  url: string;
  image: string;
  /** Pixel size of `image` when known (messengers lay the card out before fetching it). */
  imageSize?: { width: number; height: number };
  siteName: string;
}

const OLD_TAGS = /<meta\s+(?:property|name)\s*=\s*["'](?:og:[^"']*|twitter:[^"']*|description)["'][^>]*>\s*/gi;
const TITLE = /<title>[\s\S]*?<\/title>/i;
const HEAD_END = /<\/head>/i;

/**
 * The shell's index.html with `<title>`, description, og:* and twitter:card tags for `preview`
 * (existing ones removed). Every value is HTML-escaped; replacements are functions so `$` in user
 * text is never read as a replacement pattern.
 */
export function withLinkPreview(html: string, preview: LinkPreview): string {
  const meta = (attr: 'property' | 'name', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`;
  const tags = [
    meta('name', 'description', preview.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', preview.siteName),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:image', preview.image),
    ...(preview.imageSize
      ? [meta('property', 'og:image:width', String(preview.imageSize.width)), meta('property', 'og:image:height', String(preview.imageSize.height))]
      : []),
    meta('property', 'og:image:alt', preview.title),
    meta('property', 'og:url', preview.url),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('\n    ');
  const title = `<title>${escapeHtml(`${preview.title} | ${preview.siteName}`)}</title>`;
  let out = html.replace(OLD_TAGS, '');
  out = TITLE.test(out) ? out.replace(TITLE, () => title) : out.replace(HEAD_END, () => `${title}\n  </head>`);
  return out.replace(HEAD_END, () => `  ${tags}\n  </head>`);
}

/** `html` with its `<title>` replaced by `title` (escaped; added before `</head>` when missing). */
export function withTitle(html: string, title: string): string {
  const tag = `<title>${escapeHtml(title)}</title>`;
  return TITLE.test(html) ? html.replace(TITLE, () => tag) : html.replace(HEAD_END, () => `${tag}\n  </head>`);
}

/** Small Korean page answered while dist/apps/shell does not exist. */
export function notBuiltPage(message: string, siteName: string): string {
  return `<!doctype html>
<html lang="ko">
  <head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(siteName)}</title></head>
  <body style="font-family: sans-serif; padding: 2rem; line-height: 1.6">
    <h1>${escapeHtml(siteName)}</h1>
    <p>${escapeHtml(message)}</p>
  </body>
</html>
`;
}

/**
 * The response encoding for an `Accept-Encoding` header: 'br' when accepted, else 'gzip', else null
 * (identity). Tokens with `q=0` are refused; other weights are not ranked (both encodings beat none).
 */
export function negotiateEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((token) => token.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(p)))
      .map(([name]) => name.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
