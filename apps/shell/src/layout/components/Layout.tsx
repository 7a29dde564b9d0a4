import { Outlet } from 'react-router-dom';
import { ToastHost } from '@babynews/ui';
import { chromeFor, isAdminPath, useScrollToTop } from '../hooks/useChrome';
import { Header } from './Header';
import { AdminBar } from './AdminBar';
import { Footer } from './Footer';

/** The shell's frame around every page: header or admin bar, the page, footer and toasts. */
export function Layout() {
  const pathname = useScrollToTop();
  const chrome = chromeFor(pathname);
  return (
    <div className={isAdminPath(pathname) ? 'shell shell--admin' : 'shell'}>
      <a className="shell-skip" href="#content">
        본문 바로가기
      </a>
      {chrome.adminBar && <AdminBar />}
      {chrome.header && <Header />}
      <div id="content" className="shell__content">
        <Outlet />
      </div>
      {chrome.footer && <Footer />}
      <ToastHost />
    </div>
  );
}
