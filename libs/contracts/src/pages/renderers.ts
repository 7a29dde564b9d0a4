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
  /** The landing (`/`, `/about`) in the shell's frame, from the `#bn-landing-data` block among `blocks` (else the built-in copy). */
  renderLanding(pathname: '/' | '/about', blocks: InlineBlock[]): string;
  /** The shell's frame (header, footer) on `pathname` as a visitor sees it, with `content` (HTML) in its content box. */
  renderFrame(pathname: string, content: string): string;
}
