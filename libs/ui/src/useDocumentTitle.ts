import { useEffect } from 'react';
import { MSG } from '@babynews/contracts';

/**
 * Sets the page's `<title>` to '{name} | 아기소식' once `name` is known (spec §2 "every page has its own
 * Korean title"): the shell gives each route its generic title on navigation (`pageTitleFor`), and a
 * page whose subject has a name (a news page, a notice) replaces it here, as the server's HTML for that
 * page already does. Does nothing while `name` is undefined or blank (loading, error).
 */
export function useDocumentTitle(name: string | undefined): void {
  useEffect(() => {
    if (name?.trim()) document.title = `${name.trim()} | ${MSG.common.siteName}`;
  }, [name]);
}
