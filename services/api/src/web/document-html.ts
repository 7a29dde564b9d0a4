// The document shell: the one file of HTML strings in the API (ARCHITECTURE "How a first visit travels").
// Page markup is never written here: it comes from the React components through the server renderers;
// this file edits index.html's head (title, link-preview tags, boot tags, JSON islands), starts the entry
// after the first paint, and holds the 503 page shown before the front end is built.
import { findPage, listRemotePages, matchPagePath, PAGE_TABLES, RUNTIME_CONFIG_ID, type RemoteName, type RuntimeConfig } from '@babynews/contracts';
import { createHash } from 'node:crypto';

/**
 * What the front-end build says a first visit loads (read from dist/apps by `BuildAssets`): the
 * shell's `./bootstrap` chunks and shared modules, and each remote's exposed pages.
 */
export interface FirstVisitAssets {
  /** Shell scripts fetched after `main.js` runs (bootstrap chunks and the shared modules it provides), e.g. '591.0959092b.js'. */
  shellScripts: string[];
  /** Shell stylesheets those chunks load (the layout and the shared UI's theme). */
  shellStyles: string[];
  /** The shell's lazy pages the server renders, by table `source` (first-load.json `pages`): their JS and CSS files. */
  shellPages: Record<string, { js: string[]; css: string[] }>;
  /** remote → exposed module name → its synchronous files, relative to the remote's folder. */
  remotes: Partial<Record<RemoteName, Record<string, { js: string[]; css: string[] }>>>;
  /** Text of each stylesheet above by URL path ('/591.405a01be.css', '/remotes/guest/…css'), for inlining. */
  styleText: Record<string, string>;
}

/** A remote page a path renders, e.g. `{ remote: 'guest', module: 'EventPage' }`. */
export interface RoutePage {
  remote: RemoteName;
  module: string;
}

/** A lazy page of the shell the server renders at a path, by table `source`, e.g. `{ shellPage: 'landing/components/LandingPage.tsx' }`. */
export interface RoutedShellPage {
  shellPage: string;
}

/**
 * An inline `<script type="application/json">` data block (never executed) holding `json` (a JSON text)
 * with every `<` written as `\u003c`, so no text inside can close the element.
 */
export function jsonIsland(id: string, json: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([name, v]) => ` ${name}="${escapeHtml(v)}"`)
    .join('');
  return `<script type="application/json" id="${id}"${attrs}>${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * The shell page the server renders at `pathname` (its table entry has `server: true`; first-load.json
 * `pages` lists its files by the same `source`), e.g. 'landing/components/LandingPage.tsx' for `/`; else null.
 */
export function shellPageFor(pathname: string): string | null {
  const page = findPage(PAGE_TABLES, pathname);
  return page?.app === 'shell' && page.server ? page.source : null;
}

/** The remote page `pathname` renders (pages without parameters win, as in the shell's router), or null. */
export function routePageFor(pathname: string): RoutePage | null {
  const pages = listRemotePages().sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  const found = pages.find((page) => matchPagePath(page.path, pathname) !== null);
  return found ? { remote: found.remote, module: found.module } : null;
}

/**
 * Tags for `<head>` that spare a first visit its round trips (ARCHITECTURE §1 "first visit"): the
 * runtime config inline (`#bn-runtime-config`, read by the shell instead of fetching
 * /runtime-config.json), preloads of the shell chunks `main.js` would ask for next, and — when `page`
 * is a shell page the server renders (the landing, the legal pages) its files, when it is a remote page served from this
 * process (`/remotes/<name>/`) preloads of that remote's manifest, entry and the page's own files. With `styled` (a page painted from the HTML,
 * `firstPaintMarkup`), the stylesheets the page needs are inline instead, so it is styled without
 * waiting for any file, and nothing is preloaded.
 */
export function bootHeadTags(config: RuntimeConfig, assets: FirstVisitAssets, page: RoutePage | RoutedShellPage | null, styled: boolean): string {
  const tags = [jsonIsland(RUNTIME_CONFIG_ID, JSON.stringify(config))];
  const inlined = new Set<string>();
  // Styled: the stylesheet's text inline (nothing blocks the first paint); identical files (a chunk
  // emitted twice) once. Each file also gets a disabled `<link rel="stylesheet">` of its own address:
  // the bundles' CSS loader finds it and takes the chunk's styles as loaded, instead of fetching the
  // file again and restyling the whole page once per file during hydration (a disabled link is
  // neither fetched nor applied).
  const style = (href: string) => {
    const text = assets.styleText[href];
    if (!styled || text === undefined) return `<link rel="preload" as="style" href="${escapeHtml(href)}">`;
    const marker = `<link rel="stylesheet" href="${escapeHtml(href)}" disabled>`;
    if (inlined.has(text)) return marker;
    inlined.add(text);
    return `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>${marker}`;
  };
  // A page painted from the HTML needs no script to show: its scripts load in their own order rather
  // than competing for a slow link with the HTML's first paint. Other pages need every script early.
  const script = (href: string) => (styled ? '' : `<link rel="preload" as="script" href="${escapeHtml(href)}">`);
  for (const file of assets.shellStyles) tags.push(style(`/${file}`));
  for (const file of assets.shellScripts) tags.push(script(`/${file}`));
  if (page && 'shellPage' in page) {
    const files = assets.shellPages[page.shellPage];
    for (const file of files?.css ?? []) tags.push(style(`/${file}`));
    for (const file of files?.js ?? []) tags.push(script(`/${file}`));
  } else if (page) {
    const manifestUrl = config.remotes[page.remote];
    const files = assets.remotes[page.remote]?.[page.module];
    if (files && manifestUrl === `/remotes/${page.remote}/mf-manifest.json`) {
      const base = `/remotes/${page.remote}/`;
      // The federation runtime reads the manifest with fetch() (same-origin credentials: `crossorigin`).
      if (!styled) tags.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(manifestUrl)}">`);
      tags.push(script(`${base}remoteEntry.js`));
      for (const file of files.css) tags.push(style(`${base}${file}`));
      for (const file of files.js) tags.push(script(`${base}${file}`));
    }
  }
  return tags.filter(Boolean).join('\n    ');
}

/**
 * `html` with `head` before `</head>` and, when given, `page` (the whole app as the browser's first
 * render draws it, which `hydrateRoot` adopts) inside the shell's empty `<div id="root">`.
 * Replacements are functions: a `$` in user text stays text.
 */
export function withFirstVisit(html: string, head: string, page?: string): string {
  const withHead = html.replace(/<\/head>/i, () => `  ${head}\n  </head>`);
  if (page === undefined) return withHead;
  return withHead.replace(/<div id="root"><\/div>/, () => `<div id="root">${page}</div>`);
}

/**
 * The site's one executable inline script (allowed by its hash in the CSP, `AFTER_PAINT_ENTRY_CSP_SOURCE`):
 * on a page painted from its HTML it starts the shell's entry script (the URL in `<meta name="bn-entry">`)
 * one frame after the first contentful paint is on screen (a `paint` PerformanceObserver; where the
 * browser has none, after the next frame), or after 1.5 s at the latest (a background tab paints
 * nothing). The page's words thus never wait for, nor compete with, the download and evaluation of
 * the scripts that make it interactive.
 *
 * When the server rendered the page into `#root`, it also holds the taps made before the page has
 * hydrated (`window.bnHydrated`, set by the shell's FirstCommit when the page commits): a click on a
 * button, radio button or check box in `#root` (the header's menu too) is stopped at the document
 * before React or the browser acts on it (`preventDefault`: a check box is not ticked, a form not
 * sent) and kept as `window.bnTap`, the last one, which FirstCommit clicks again once the page is
 * live. React never sees such a tap half-hydrated (its page boundary hydrates after the root, and a
 * tap in between could be lost), so each tap acts exactly once. Links are not held: they navigate as
 * plain links.
 *
 * Before the entry starts, each disabled stylesheet link of a remote's file (the marks `bootHeadTags`
 * leaves for inlined styles) gets a twin with the absolute address: the federation runtime looks an
 * exposed page's stylesheet up by absolute URL, the chunks' CSS loader by path, and each then takes
 * the styles as loaded instead of fetching and applying them again.
 */
export const AFTER_PAINT_ENTRY =
  "(function(){var d=document,w=window,done=0,P=w.PerformanceObserver,r=d.getElementById('root');if(r&&r.firstChild)d.addEventListener('click',function(e){" +
  "var t=!w.bnHydrated&&e.target.closest&&e.target.closest('#root :is(button,input[type=radio],input[type=checkbox])');" +
  'if(t){e.preventDefault();e.stopPropagation();w.bnTap={el:t,at:Date.now()}}},true);' +
  "var go=function(){if(done)return;done=1;d.querySelectorAll('link[disabled][href^=\"/remotes/\"]').forEach(function(l){var c=l.cloneNode();c.setAttribute('href',l.href);l.after(c)});var s=d.createElement('script');" +
  "s.src=d.querySelector('meta[name=bn-entry]').content;d.head.appendChild(s)},next=function(){requestAnimationFrame(function(){setTimeout(go)})};" +
  "if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();next()}})" +
  ".observe({type:'paint',buffered:true});else next();setTimeout(go,1500)})()";

/** CSP source allowing exactly `AFTER_PAINT_ENTRY` (`'sha256-…'`, for `script-src`). */
export const AFTER_PAINT_ENTRY_CSP_SOURCE = `'sha256-${createHash('sha256').update(AFTER_PAINT_ENTRY).digest('base64')}'`;

/**
 * `html` (the shell's index.html) whose entry script starts after the first paint: its
 * `<script defer src="/main.….js">` becomes `<meta name="bn-entry" content="/main.….js">` and
 * `AFTER_PAINT_ENTRY` runs at the end of the body. Unchanged when the build has no such script.
 */
export function entryAfterFirstPaint(html: string): string {
  let entry: string | null = null;
  const withoutScript = html.replace(/<script defer(?:="")? src="([^"]+)"><\/script>/, (_tag, src: string) => {
    entry = src;
    return `<meta name="bn-entry" content="${escapeHtml(src)}">`;
  });
  if (entry === null) return html;
  return withoutScript.replace(/<\/body>/i, () => `<script>${AFTER_PAINT_ENTRY}</script></body>`);
}

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
  /** What `image` shows, for screen readers (`og:image:alt`); the title when not given. */
  imageAlt?: string;
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
    meta('property', 'og:image:alt', preview.imageAlt ?? preview.title),
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
