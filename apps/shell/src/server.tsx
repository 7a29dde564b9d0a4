import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { findPage, PAGE_TABLES, type ShellRenderer } from '@babynews/contracts';
import { renderWithInlineBlocks } from '@babynews/session';
import { AppRoutes } from './app/router';
import { ReadyPages } from './app/readyPages';
import { LandingPage } from './landing/components/LandingPage';
import { PrivacyPage } from './legal/components/PrivacyPage';
import { TermsPage } from './legal/components/TermsPage';

/**
 * The shell's server renderer (ARCHITECTURE "How a first visit travels"): the API loads this module's
 * build (`dist/ssr/shell/render.cjs`, tools/rspack/ssr.mjs) and renders a page's first HTML with the
 * very components the browser renders, inside the shell's frame (`Layout`: header, footer) as a
 * visitor without a session sees it (the session store's server snapshot is signed out). The JSON
 * data blocks the HTML carries are what the components read (`renderWithInlineBlocks`), as in the browser.
 */

/**
 * The component of every shell page whose table entry has `server: true`, by its `source` (the
 * browser loads them lazily, `lazyPage`); server.spec.tsx holds the two lists equal.
 */
export const SERVER_PAGES: ReadonlyMap<string, ComponentType> = new Map<string, ComponentType>([
  [PAGE_TABLES.shell.LandingPage.source, LandingPage],
  [PAGE_TABLES.shell.TermsPage.source, TermsPage],
  [PAGE_TABLES.shell.PrivacyPage.source, PrivacyPage],
]);

/** See `ShellRenderer` (libs/contracts), which the API calls. */
export const shellRenderer: ShellRenderer = {
  renderPage(pathname, blocks, remotePages = {}) {
    const page = findPage(PAGE_TABLES, pathname);
    if (!page?.server) throw new Error(`${pathname} is not a page rendered on the server`);
    let pages = SERVER_PAGES;
    if (page.app !== 'shell') {
      const component = remotePages[page.module];
      if (typeof component !== 'function') throw new Error(`${pathname}: the ${page.app} renderer has no ${page.module}`);
      pages = new Map([...SERVER_PAGES, [`${page.app}/${page.module}`, component as ComponentType]]);
    }
    // The browser's own tree (bootstrap.tsx: the router's routes), which `hydrateRoot` adopts.
    return renderWithInlineBlocks(blocks, () =>
      renderToString(
        <ReadyPages.Provider value={pages}>
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        </ReadyPages.Provider>,
      ),
    );
  },
};
