import type { RemoteRenderer } from '@babynews/contracts';
import NewsPage from './news/NewsPage';
import { BirthAnnouncement } from './news/components/BirthAnnouncement';
import { provideBirthAnnouncement } from './news/components/BirthSlot';
import NoticeDetailPage from './notice/NoticeDetailPage';
import NoticeListPage from './notice/NoticeListPage';
import WishListPage from './wishes/WishListPage';

/**
 * The guest app's server renderer (ARCHITECTURE "How a first visit travels"): the components of the
 * pages a relative opens first and the notices (list and detail), by their name in pages/guest.json (the entries with `server: true`;
 * server.spec.tsx holds the two lists equal). The API loads this module's build
 * (`dist/ssr/guest/render.cjs`) and hands them to the shell's renderer, which draws them inside its
 * own routes, where the browser hydrates them.
 */
export const guestRenderer: RemoteRenderer = { pages: { NewsPage, NoticeDetailPage, NoticeListPage, WishListPage } };

// The server draws the birth announcement in its one synchronous pass; the browser fetches its chunk (BirthSlot).
provideBirthAnnouncement(BirthAnnouncement);
