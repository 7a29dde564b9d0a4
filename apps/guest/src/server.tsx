import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { findPage, PAGE_TABLES, type RemoteRenderer } from '@babynews/contracts';
import { renderWithInlineBlocks } from '@babynews/session';
import NewsPage from './news/NewsPage';
import WishListPage from './wishes/WishListPage';

/**
 * The guest app's server renderer (ARCHITECTURE "How a first visit travels"): the pages a relative
 * opens first, rendered by the API from this module's build (`dist/ssr/guest/render.cjs`) with the
 * components the browser renders, from the page's public read the HTML carries (`#bn-page-data`).
 * The shell's renderer puts the result in its frame.
 */

/** The pages rendered on the server, by their name in pages/guest.json. */
const SERVER_PAGES: Record<string, ComponentType> = { NewsPage, WishListPage };

/** See `RemoteRenderer` (libs/contracts), which the API calls. */
export const guestRenderer: RemoteRenderer = {
  renderPage(pathname, blocks) {
    const entry = findPage(PAGE_TABLES, pathname);
    const Page = entry?.app === 'guest' ? SERVER_PAGES[entry.module] : undefined;
    if (!entry || !Page) return null;
    return renderWithInlineBlocks(blocks, () =>
      renderToString(
        <StaticRouter location={pathname}>
          <Routes>
            <Route path={entry.path} element={<Page />} />
          </Routes>
        </StaticRouter>,
      ),
    );
  },
};
