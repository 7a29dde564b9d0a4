// Stand-alone mode of the guest remote (development only): its pages without the shell.
import { Link } from 'react-router-dom';
import { mountStandalone } from '@babynews/ui';
import NewsPage from './news/NewsPage';
import NoticeListPage from './notice/NoticeListPage';
import WishListPage from './wishes/WishListPage';
import WishReservedPage from './reservation/WishReservedPage';

mountStandalone(
  'guest',
  [
    { path: '/event/:code', element: <NewsPage /> },
    { path: '/notice', element: <NoticeListPage /> },
    { path: '/event/wishList/:code', element: <WishListPage /> },
    { path: '/event/wishReserved/:id', element: <WishReservedPage /> },
  ],
  <Link to="/notice">공지사항</Link>,
);
