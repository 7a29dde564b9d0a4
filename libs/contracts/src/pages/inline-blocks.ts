import type { Role } from '../auth/types';

/**
 * Ids of the JSON blocks (`<script type="application/json" id="…">`) a server-rendered page carries
 * for its first render in the browser (ARCHITECTURE "How a first visit travels"): the API writes them,
 * the pages read them once (`takeInlineJson` in @babynews/session).
 */

/**
 * The runtime config (`RuntimeConfig`), in every page's `<head>`: the shell reads it instead of fetching
 * `/runtime-config.json`, and a page rendered on the server reads it as the browser will (the legal pages' operator).
 */
export const RUNTIME_CONFIG_ID = 'bn-runtime-config';

/** The page's public API read, the very bytes of its answer, with `data-path` naming that read (`/api/…`). */
export const PAGE_DATA_ID = 'bn-page-data';

/**
 * The time a news page or wish list was rendered (ms since the epoch): the browser's first render counts
 * days (the due-date countdown, surprise mode) from it, as the server did, and from its own clock right after.
 */
export const RENDER_TIME_ID = 'bn-render-time';

/**
 * Who a page was rendered for, on a member's own server-rendered page (my page): `SessionBlock`, never
 * the token. The browser's first render draws the same session when its stored token names the same
 * member (the header, the page behind its sign-in guard), else the signed-out one.
 */
export const SESSION_ID = 'bn-session';

/** The `SESSION_ID` block: the signed-in member the page was rendered for (the session token's claims, spec §3 "Session"). */
export interface SessionBlock {
  username: string;
  role: Role;
  displayName: string;
}
