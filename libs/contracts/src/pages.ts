/**
 * The page tables of the three remotes (spec §2 route table, ARCHITECTURE §1): the one place that says
 * which URL each exposed page answers and which file implements it. Read by
 * - each remote's rspack config (`exposes`) and stand-alone bootstrap (tools/rspack/pages.mjs reads
 *   the same JSON files, since rspack configs cannot import TypeScript),
 * - the shell's router (one route per entry; `RemoteRoute`'s `module` is typed by these keys),
 * - the API (link-preview route and page-path log redaction).
 * Adding a page to a remote = its component file plus one entry in `pages/<remote>.json`.
 * Guards (member, owner, administrator) stay inside the pages themselves (spec §4).
 */
import admin from './pages/admin.json';
import guest from './pages/guest.json';
import host from './pages/host.json';
import type { RuntimeConfig } from './types';

/** Names of the three remotes (ARCHITECTURE §1). */
export type RemoteName = keyof RuntimeConfig['remotes'];

/** One page exposed by a remote; its key in the table is the exposed module name. */
export interface RemotePage {
  /**
   * Absolute URL pattern shared by react-router and Fastify: literal segments and `:param`
   * segments separated by '/', e.g. '/event/:code'.
   */
  readonly path: string;
  /** The page component, relative to `apps/<remote>/src`; its default export is the page. */
  readonly source: string;
}

/** Remote → exposed module name (e.g. 'NewsPage') → page. */
export const REMOTE_PAGES = { guest, host, admin } satisfies Record<RemoteName, Record<string, RemotePage>>;

/** Exposed module names of `remote`, e.g. `RemotePageModule<'guest'>` includes 'NewsPage'. */
export type RemotePageModule<R extends RemoteName> = Extract<keyof (typeof REMOTE_PAGES)[R], string>;

/** One row of {@link listRemotePages}. */
export interface RemotePageEntry extends RemotePage {
  remote: RemoteName;
  module: string;
}

/** Every remote page as a flat list, remotes in the order guest, host, admin. */
export function listRemotePages(): RemotePageEntry[] {
  return (Object.keys(REMOTE_PAGES) as RemoteName[]).flatMap((remote) =>
    Object.entries(REMOTE_PAGES[remote] as Record<string, RemotePage>).map(([module, page]) => ({ remote, module, path: page.path, source: page.source })),
  );
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
 * Remote page paths without parameters that `pattern` also matches, e.g. for '/event/:code' the
 * path '/event/create': such URLs are pages of their own, not values of the parameter.
 */
export function staticPagesMatching(pattern: string): string[] {
  return listRemotePages()
    .map((page) => page.path)
    .filter((path) => !path.includes(':') && path !== pattern && matchPagePath(pattern, path) !== null);
}

function segments(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}
