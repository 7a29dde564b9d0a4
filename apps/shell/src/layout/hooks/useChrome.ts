import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitleFor } from '@babynews/contracts';

/** True for the admin area: '/admin' and everything below it (spec §2). */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * Which parts of the layout a path shows (spec §2): the top bar is hidden on /user/login,
 * /login/admin and admin paths; the admin bar shows on admin paths.
 */
export function chromeFor(pathname: string): { header: boolean; adminBar: boolean; footer: boolean } {
  const admin = isAdminPath(pathname);
  const bare = pathname === '/user/login' || pathname === '/login/admin';
  return { header: !admin && !bare, adminBar: admin, footer: !admin && !bare };
}

/**
 * On every path change (spec §2): scrolls the window to the top and sets the page's Korean
 * `<title>` (`pageTitleFor`, the same title the server put into the HTML). A page may set a more
 * specific title afterwards in its own effect (layout effects run before pages' passive effects).
 * Not on the first page: the browser has placed it (at the top, or where a back navigation left it),
 * and on a server-rendered page the visitor may have scrolled before it hydrated — scrolling back
 * then moved the page under their finger, and a tap landed on something else.
 */
export function useScrollToTop(): string {
  const { pathname } = useLocation();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (shown.current !== null && shown.current !== pathname) window.scrollTo(0, 0);
    shown.current = pathname;
    document.title = pageTitleFor(pathname);
  }, [pathname]);
  return pathname;
}
