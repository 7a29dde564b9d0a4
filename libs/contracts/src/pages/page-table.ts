/**
 * The page tables (spec §2 route table, ARCHITECTURE.md "Adding a page"): one JSON table per app,
 * `pages/<app>.json` for the shell and the three remotes, is the one place that says which URL a page
 * answers, which file implements it, its Korean title and its frame. Everything else is derived from
 * them by the pure functions below, which take the tables as an argument (the real callers pass
 * PAGE_TABLES; tests pass a made-up table):
 * - the shell's router (`apps/shell/src/app/pageRoutes.tsx`: one route per page of every table, the
 *   page's frame around it),
 * - each remote's rspack `exposes` (`remoteExposes`, read by tools/rspack/pages.mjs) and stand-alone
 *   bootstrap, the shell's lazy page chunks (tools/rspack/pages.mjs narrows the import to the table),
 * - page titles and known paths (`page-meta.ts`: `<title>`, link previews, the API's 200/404 answer),
 * - the API (link-preview route, log redaction) and the route lists of the API and browser tests.
 * Adding a page = its component file (default export) plus one entry in `pages/<app>.json`.
 */
import admin from './admin.json';
import guest from './guest.json';
import host from './host.json';
import shell from './shell.json';

/**
 * What surrounds a page, by name (the `frame` of a table entry):
 * - `plain`: the page as it is, inside the shell's layout. Member and owner checks stay inside the
 *   page itself (spec §4: a signed-out visitor is sent to the login page by the page).
 * - `admin`: an administrator page: the admin remote's frame module (`AdminPageFrame`) wraps it in
 *   the spec §4 admin guard (waits 300 ms, then `/login/admin` unless the stored token is
 *   `ROLE_ADMIN` with a display name) and the admin sidebar. The page itself needs no guard code.
 */
export const PAGE_FRAMES = {
  plain: null,
  admin: { remote: 'admin', module: 'AdminPageFrame', source: 'frame/AdminPageFrame.tsx' },
} as const satisfies Record<string, FrameProvider | null>;

/** Name of a frame: 'plain' | 'admin' (see PAGE_FRAMES). */
export type PageFrame = keyof typeof PAGE_FRAMES;

/**
 * The module a remote exposes for a frame: `{remote, module, source}`. Its default export is a
 * component `({children}) => …` that renders the page (`children`) inside the frame.
 */
export interface FrameProvider {
  /** The remote that exposes the frame. */
  readonly remote: RemoteName;
  /** Exposed module name, e.g. 'AdminPageFrame' (never a page's name in that remote's table). */
  readonly module: string;
  /** The frame component's file, relative to `apps/<remote>/src`. */
  readonly source: string;
}

/** One entry of a page table, as written in `pages/<app>.json`; its key is the page's module name. */
export interface TablePage {
  /**
   * Absolute URL pattern shared by react-router and Fastify: literal segments and `:param`
   * segments separated by '/', e.g. '/event/:code'.
   */
  readonly path: string;
  /** The page component's file, relative to `apps/<app>/src`; its default export is the page. */
  readonly source: string;
  /**
   * Korean name of the page, e.g. '소식 만들기': `<title>` '{title} | 아기소식' (server HTML and
   * `document.title`) and the link-preview title; the home page's title is the site name.
   */
  readonly title: string;
  /** What surrounds the page ('plain' | 'admin', PAGE_FRAMES); absent: 'plain' (the tables leave it out, bytes of every first visit). */
  readonly frame?: PageFrame;
  /**
   * True for a page the server renders into the HTML (its app's `server.tsx`) and the browser
   * hydrates (ARCHITECTURE "How a first visit travels"); absent: the browser alone renders it.
   */
  readonly server?: true;
}

/** One table: module name (an identifier, e.g. 'NewsPage') → page. */
export type PageTable = Readonly<Record<string, TablePage>>;

/** Every app's table: the shell's own pages and those of the three remotes. */
export interface PageTables {
  readonly shell: PageTable;
  readonly guest: PageTable;
  readonly host: PageTable;
  readonly admin: PageTable;
}

/** Names of the apps with a page table: 'shell' | 'guest' | 'host' | 'admin'. */
export type AppName = keyof PageTables;

/** Names of the three remotes (ARCHITECTURE §1); the runtime config has one manifest URL each. */
export type RemoteName = Exclude<AppName, 'shell'>;

/** The apps in the order their pages are listed: shell, guest, host, admin. */
export const APP_NAMES: readonly AppName[] = ['shell', 'guest', 'host', 'admin'];

/**
 * Checks a table read from JSON: every entry has a string path, source and title, a frame named in
 * PAGE_FRAMES, and `server` true or left out. Run by the build (tools/rspack/pages.mjs, for every table) and the contracts tests, not
 * in the browser (the first visit carries no check it cannot fail).
 * @throws Error naming the app and the module when an entry is malformed.
 */
export function checkPageTable(
  app: string,
  table: Readonly<Record<string, { path?: unknown; source?: unknown; title?: unknown; frame?: unknown; server?: unknown }>>,
): void {
  for (const [module, page] of Object.entries(table)) {
    for (const field of ['path', 'source', 'title'] as const) {
      if (typeof page[field] !== 'string') throw new Error(`pages/${app}.json: ${module}.${field} is missing`);
    }
    if (page.frame !== undefined && (typeof page.frame !== 'string' || !Object.hasOwn(PAGE_FRAMES, page.frame))) {
      throw new Error(`pages/${app}.json: ${module}.frame "${String(page.frame)}" is not one of ${Object.keys(PAGE_FRAMES).join(', ')}`);
    }
    if (page.server !== undefined && page.server !== true) throw new Error(`pages/${app}.json: ${module}.server is true or left out`);
  }
}

/** A table read from JSON, typed: its keys (the module names) kept, each entry a TablePage (checked by `checkPageTable`). */
type Typed<T> = { readonly [K in keyof T]: TablePage };

/** The remotes' tables: remote → module name (e.g. 'NewsPage', the exposed module) → page. */
export const REMOTE_PAGES = {
  guest: guest as Typed<typeof guest>,
  host: host as Typed<typeof host>,
  admin: admin as Typed<typeof admin>,
};

/** The shell's own pages (landing, about, login, legal, social redirects): page name → page. */
export const SHELL_PAGES = shell as Typed<typeof shell>;

/** Every table: the shell's and the remotes'. */
export const PAGE_TABLES = { shell: SHELL_PAGES, ...REMOTE_PAGES } satisfies PageTables;

/** One row of {@link listPages}: a page with the app that renders it and its module name. */
export interface PageEntry extends TablePage {
  app: AppName;
  module: string;
  /** The page's frame, 'plain' when its table entry leaves it out. */
  frame: PageFrame;
}

/** One row of {@link listRemotePages}: a page of a remote, `remote` naming it. */
export interface RemotePageEntry extends PageEntry {
  app: RemoteName;
  remote: RemoteName;
}

/**
 * Every page of `tables` as a flat list `{app, module, path, source, title, frame, server?}`, apps in the
 * order shell, guest, host, admin and each table in its own order.
 */
export function listPages(tables: PageTables = PAGE_TABLES): PageEntry[] {
  return APP_NAMES.flatMap((app) => Object.entries(tables[app]).map(([module, page]) => ({ app, module, ...pick(page) })));
}

/** The pages of the three remotes of `tables` (see listPages), each with its `remote`. */
export function listRemotePages(tables: PageTables = PAGE_TABLES): RemotePageEntry[] {
  return listPages(tables).flatMap((page) => (page.app === 'shell' ? [] : [{ ...page, app: page.app, remote: page.app }]));
}

/**
 * The rspack `exposes` of `remote`: each page of its table as './Module' → './src/<source>', then each
 * frame it provides (PAGE_FRAMES) the same way, e.g. `{'./NewsPage': './src/news/NewsPage.tsx'}`.
 * @throws Error when a frame module has the name of a page of that table.
 */
export function remoteExposes(tables: PageTables, remote: RemoteName): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const [module, page] of Object.entries(tables[remote])) exposes[`./${module}`] = `./src/${page.source}`;
  for (const provider of Object.values(PAGE_FRAMES)) {
    if (provider?.remote !== remote) continue;
    if (exposes[`./${provider.module}`]) throw new Error(`pages/${remote}.json: "${provider.module}" is the name of a frame`);
    exposes[`./${provider.module}`] = `./src/${provider.source}`;
  }
  return exposes;
}

/** The module that provides `frame` (`{remote, module, source}`), or null for a frame without one ('plain'). */
export function frameProviderFor(frame: PageFrame): FrameProvider | null {
  return PAGE_FRAMES[frame];
}

/**
 * Matches `pathname` (no query string; one trailing '/' ignored) against a page `pattern` the way
 * react-router does by default: same number of segments, literal segments compared without regard
 * to case, `:param` segments match any non-empty segment.
 * @returns the raw (undecoded) parameter values by name, or null when the path does not match.
 */
export function matchPagePath(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (!got[i]) return null;
      params[want[i].slice(1)] = got[i];
    } else if (want[i].toLowerCase() !== got[i].toLowerCase()) {
      return null;
    }
  }
  return params;
}

/**
 * The path of a page `pattern` with its `:param` segments filled (URI-encoded) and an optional query,
 * e.g. `pageHref('/event/wishReserved/:id', {id: 7}, {code: 'AB'})` = '/event/wishReserved/7?code=AB':
 * links the server makes (mail) name the page table's path instead of a copy of it.
 * @throws Error when a parameter of the pattern is missing.
 */
export function pageHref(pattern: string, params: Record<string, string | number>, query?: Record<string, string>): string {
  const path = pattern.replace(/:(\w+)/g, (_m, name: string) => {
    if (params[name] === undefined) throw new Error(`pageHref: ${pattern} needs :${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return search ? `${path}?${search}` : path;
}

/**
 * The page of `tables` the router renders at `pathname` (no query), or null (the 404 page). When
 * several patterns match, the one with the most literal segments wins, as in react-router
 * ('/event/create' before '/event/:code').
 */
export function findPage(tables: PageTables, pathname: string): PageEntry | null {
  let best: PageEntry | null = null;
  let bestLiterals = -1;
  for (const page of listPages(tables)) {
    if (matchPagePath(page.path, pathname) === null) continue;
    const literals = segments(page.path).filter((segment) => !segment.startsWith(':')).length;
    if (literals > bestLiterals) [best, bestLiterals] = [page, literals];
  }
  return best;
}

/**
 * Page paths without parameters that `pattern` also matches, e.g. for '/event/:code' the path
 * '/event/create': such URLs are pages of their own, not values of the parameter.
 */
export function staticPagesMatching(pattern: string, tables: PageTables = PAGE_TABLES): string[] {
  return listPages(tables)
    .map((page) => page.path)
    .filter((path) => !path.includes(':') && path !== pattern && matchPagePath(pattern, path) !== null);
}

function pick(page: TablePage): TablePage & { frame: PageFrame } {
  const picked = { path: page.path, source: page.source, title: page.title, frame: page.frame ?? 'plain' };
  return page.server ? { ...picked, server: true } : picked;
}

function segments(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}
