import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import type { ShellRenderer } from '@babynews/contracts';
import { renderWithInlineBlocks } from '@babynews/session';
import { LandingPage } from './landing/components/LandingPage';
import { Header } from './layout/components/Header';
import { Layout } from './layout/components/Layout';

/**
 * The shell's server renderer (ARCHITECTURE "How a first visit travels"): the API loads this module's
 * build (`dist/ssr/shell/render.cjs`, tools/rspack/ssr.mjs) and renders a page's first HTML with the
 * very components the browser renders, inside the shell's frame (`Layout`: header, footer) as a
 * visitor without a session sees it (the session store's server snapshot is signed out). The JSON
 * data blocks the HTML carries are what the components read (`renderWithInlineBlocks`), as in the browser.
 */

/** What stands in the frame's content box until `renderFrame` puts the page there (invisible separators around a name). */
const CONTENT_SLOT = '\u2063bn-content\u2063';

function inFrame(pathname: string, page: ReactNode): string {
  return renderToString(
    <StaticRouter location={pathname}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="*" element={page} />
        </Route>
      </Routes>
    </StaticRouter>,
  );
}

/** See `ShellRenderer` (libs/contracts), which the API calls. */
export const shellRenderer: ShellRenderer = {
  renderLanding(pathname, blocks) {
    return renderWithInlineBlocks(blocks, () => inFrame(pathname, <LandingPage />));
  },
  renderFrame(pathname, content) {
    // The header and the content box only: the page drawn there is the top of a longer page (the
    // news card, the wish list's header), and a footer right under it would move once the rest comes.
    const frame = renderToString(
      <StaticRouter location={pathname}>
        <div className="shell">
          <Header />
          <div id="content" className="shell__content">
            {CONTENT_SLOT}
          </div>
        </div>
      </StaticRouter>,
    );
    const at = frame.indexOf(CONTENT_SLOT);
    return frame.slice(0, at) + content + frame.slice(at + CONTENT_SLOT.length);
  },
};
