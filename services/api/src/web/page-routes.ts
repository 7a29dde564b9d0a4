import { matchPagePath, REMOTE_PAGES, staticPagesMatching } from '@babynews/contracts';

/**
 * URL pattern of the news page, the one page served with link-preview tags (ARCHITECTURE §4.15): the
 * guest page table's NewsPage entry ('/event/:code'), so the server and the shell agree on it.
 */
export const EVENT_PAGE_PATH = REMOTE_PAGES.guest.NewsPage.path;

/** URL pattern of the public wish list ('/event/wishList/:code'), served with its header painted from the HTML. */
export const WISH_LIST_PAGE_PATH = REMOTE_PAGES.guest.WishListPage.path;

/** Pages without parameters that EVENT_PAGE_PATH would also match, e.g. '/event/create'. */
const EVENT_PAGE_LOOKALIKES = staticPagesMatching(EVENT_PAGE_PATH);

/**
 * True when `url` (path, optional query) is another page of the tables that the news-page pattern
 * also matches (e.g. `/event/create`, any letter case, as react-router matches): it gets the plain
 * shell, never a share-code lookup.
 */
export function isEventPageLookalike(url: string): boolean {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  return EVENT_PAGE_LOOKALIKES.some((page) => matchPagePath(page, pathname) !== null);
}
