/**
 * Ids of the JSON blocks (`<script type="application/json" id="…">`) a server-rendered page carries
 * for its first render in the browser (ARCHITECTURE "How a first visit travels"): the API writes them,
 * the pages read them once (`takeInlineJson` in @babynews/session).
 */

/** The page's public API read, the very bytes of its answer, with `data-path` naming that read (`/api/…`). */
export const PAGE_DATA_ID = 'bn-page-data';

/**
 * The time a news page or wish list was rendered (ms since the epoch): the browser's first render counts
 * days (the due-date countdown, surprise mode) from it, as the server did, and from its own clock right after.
 */
export const RENDER_TIME_ID = 'bn-render-time';
