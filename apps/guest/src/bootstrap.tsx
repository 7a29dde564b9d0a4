// Stand-alone mode of the guest remote (development only): its pages without the shell.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router-dom';
import { Page, ToastHost } from '@babynews/ui';
import { useSession } from '@babynews/session';
import NewsPage from './news/NewsPage';
import NoticeListPage from './notice/NoticeListPage';
import WishListPage from './wishes/WishListPage';
import WishReservedPage from './reservation/WishReservedPage';

useSession.getState().hydrate();
const router = createBrowserRouter([
  { path: '/event/:code', element: <NewsPage /> },
  { path: '/notice', element: <NoticeListPage /> },
  { path: '/event/wishList/:code', element: <WishListPage /> },
  { path: '/event/wishReserved/:id', element: <WishReservedPage /> },
  { path: '*', element: <Page title="guest remote">이 앱은 셸(shell)에서 불러와 사용합니다. <Link to="/notice">공지사항</Link></Page> },
]);
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
      <ToastHost />
    </StrictMode>,
  );
}
