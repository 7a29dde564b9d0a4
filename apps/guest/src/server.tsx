import type { RemoteRenderer } from '@babynews/contracts';
import NewsPage from './news/NewsPage';
import NoticeListPage from './notice/NoticeListPage';
import WishListPage from './wishes/WishListPage';

/**
 * The guest app's server renderer (ARCHITECTURE "How a first visit travels"): the components of the
 * pages a relative opens first and the notice list, by their name in pages/guest.json (the entries with `server: true`;
 * server.spec.tsx holds the two lists equal). The API loads this module's build
 * (`dist/ssr/guest/render.cjs`) and hands them to the shell's renderer, which draws them inside its
 * own routes, where the browser hydrates them.
 */
export const guestRenderer: RemoteRenderer = { pages: { NewsPage, NoticeListPage, WishListPage } };
