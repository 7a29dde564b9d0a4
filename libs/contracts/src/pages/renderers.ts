/**
 * What the front-end apps' server bundles export for the API (ARCHITECTURE "How a first visit
 * travels"): each app renders its own components to HTML (`apps/<app>/src/server.tsx`, built to
 * `dist/ssr/<app>/render.cjs` by tools/rspack/ssr.mjs); the API loads the bundle and calls these.
 */

/** A JSON data block of a page's HTML (`<script type="application/json" id="…">`): its id, JSON text and other attributes (e.g. `data-path`). */
export interface InlineBlock {
  id: string;
  json: string;
  attributes?: Record<string, string>;
}

/** The shell's server renderer (`shellRenderer` of dist/ssr/shell/render.cjs). Every function returns HTML with user text escaped. */
export interface ShellRenderer {
  /**
   * The whole app at `pathname` as the browser's first render draws it (the shell's frame with the
   * page in it), for a page whose table entry has `server: true`; the components read their data
   * from `blocks` (the landing: `#bn-landing-data`, else its built-in copy; a news page:
   * `#bn-page-data`). A remote's page is drawn with its component from `remotePages` (that remote's
   * `RemoteRenderer.pages`). The browser hydrates the result in `#root`.
   * @throws Error when `pathname` is not such a page, or its remote's component is not in `remotePages`.
   */
  renderPage(pathname: string, blocks: InlineBlock[], remotePages?: RemoteRenderer['pages']): string;
}

/**
 * A remote's server renderer (`<remote>Renderer` of dist/ssr/<remote>/render.cjs): the components of its
 * pages whose table entry has `server: true`, by module name ('NewsPage'). They are React components,
 * opaque to the API, which hands them to `ShellRenderer.renderPage`.
 */
export interface RemoteRenderer {
  readonly pages: Readonly<Record<string, unknown>>;
}
