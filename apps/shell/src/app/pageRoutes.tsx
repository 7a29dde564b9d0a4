import type { ComponentType, ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { listPages, type PageEntry, type PageTables } from '@babynews/contracts';
import { PageFrame } from '../federation/PageFrame';
import { RemoteRoute } from '../federation/RemoteRoute';
import { lazyPage } from './lazyPage';

/** Loads a shell page's module by its table `source` (relative to apps/shell/src); its default export is the page. */
export type ShellPageLoader = (source: string) => Promise<{ default: ComponentType }>;

/**
 * One route per page of every table in `tables` (ARCHITECTURE.md "Adding a page"), in the order of
 * `listPages` (react-router ranks them itself): `{path, element}` where the element of
 * - a remote page is `RemoteRoute` (its remote, module name and frame),
 * - a shell page is its module loaded on first use through `loadShellPage(source)` (pages sharing a
 *   file, such as `/` and `/about`, share one element), inside its frame when it has one.
 * Pure: the shell's router passes PAGE_TABLES and the bundler's import; tests pass a made-up table.
 */
export function pageRoutes(tables: PageTables, loadShellPage: ShellPageLoader): RouteObject[] {
  const shellElements = new Map<string, ReactElement>();
  const shellElement = (page: PageEntry) => {
    let element = shellElements.get(page.source);
    if (!element) {
      element = lazyPage(page.source, () => loadShellPage(page.source).then((m) => m.default));
      shellElements.set(page.source, element);
    }
    return page.frame === 'plain' ? element : <PageFrame frame={page.frame}>{element}</PageFrame>;
  };
  return listPages(tables).map((page) => ({
    path: page.path,
    element: page.app === 'shell' ? shellElement(page) : <RemoteRoute remote={page.app} module={page.module} frame={page.frame} />,
  }));
}
