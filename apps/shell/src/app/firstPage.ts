import type { ComponentType } from 'react';
import { findPage, PAGE_TABLES } from '@babynews/contracts';
import { loadRemoteModule } from '../federation/remotes';
import type { ShellPageLoader } from './pageRoutes';

/**
 * Loads the component of the server-rendered page at `pathname` (its table entry has `server: true`)
 * before the browser hydrates it, from the chunk the HTML already preloads.
 * @param loadShellPage the router's loader of a shell page's module by its `source`.
 * @returns the `ReadyPages` map holding that page, or null for a page the server does not render or
 *   whose module failed to load (the router then loads it lazily and shows its own error state).
 */
export async function loadFirstPage(pathname: string, loadShellPage: ShellPageLoader): Promise<ReadonlyMap<string, ComponentType> | null> {
  const page = findPage(PAGE_TABLES, pathname);
  if (!page?.server) return null;
  try {
    if (page.app === 'shell') return new Map([[page.source, (await loadShellPage(page.source)).default]]);
    const loaded = await loadRemoteModule<{ default: ComponentType }>(page.app, page.module);
    return new Map([[`${page.app}/${page.module}`, loaded.default]]);
  } catch {
    return null;
  }
}
