import { findPage, listPages, PAGE_TABLES, type PageTables, type TablePage } from './page-table';

/**
 * Page knowledge shared by the shell and the API's web side (spec §2 route table, ARCHITECTURE §1),
 * derived from the page tables (`page-table.ts`): the Korean `<title>` of every page, which paths are
 * pages at all (the SPA fallback answers 200 for them, 404 for others), and the public pages listed
 * in the sitemap. The `…In(tables, …)` functions are pure; the others apply them to PAGE_TABLES.
 */

/** Site name, the suffix of every page title (and the home page's title in the shell's table). */
export const SITE_NAME = '아기소식';

/** Slogan of spec §1, after the site name in the home page's `<title>`. */
export const LANDING_SLOGAN = '우리의 행복한 소식을 함께 나눠요';

/** Description of the landing page for search engines and link cards (spec §1 slogans). */
export const LANDING_DESCRIPTION =
  '임신 소식을 따뜻한 카드로 함께 나누고, 꼭 필요한 출산 선물만 겹치지 않게 받아보세요. 가족과 친구는 로그인 없이 축하하고 선물을 예약해요.';

/** Title of the shell's 404 page. */
export const NOT_FOUND_TITLE = `페이지를 찾을 수 없습니다 | ${SITE_NAME}`;

/**
 * The `<title>` of `page`: '{title} | 아기소식'; the home page `/` (titled with the site name) gets
 * '아기소식 - {LANDING_SLOGAN}'.
 */
export function documentTitle(page: Pick<TablePage, 'path' | 'title'>): string {
  return page.path === '/' ? `${page.title} - ${LANDING_SLOGAN}` : `${page.title} | ${SITE_NAME}`;
}

/**
 * Title of the landing page `/` ('아기소식 - 우리의 행복한 소식을 함께 나눠요', spec §1 slogan). The
 * `#__PURE__` marks of this file let a bundle that does not read a derived constant drop its computation
 * (the shell's router reads the tables, not these).
 */
export const LANDING_TITLE = /*#__PURE__*/ documentTitle(PAGE_TABLES.shell.LandingPage);

/**
 * Korean `<title>` of the page of `tables` at `pathname` (no query): `documentTitle` of the page the
 * router renders there, NOT_FOUND_TITLE when there is none.
 */
export function pageTitleIn(tables: PageTables, pathname: string): string {
  const page = findPage(tables, pathname === '' ? '/' : pathname);
  return page ? documentTitle(page) : NOT_FOUND_TITLE;
}

/** `pageTitleIn` of the real tables: e.g. '/event/create' → '소식 만들기 | 아기소식'. */
export function pageTitleFor(pathname: string): string {
  return pageTitleIn(PAGE_TABLES, pathname);
}

/**
 * The table title (link-preview title) of the page at `pathname` (no query), e.g. '/about' →
 * '서비스 소개', '/' → '아기소식'; null when no page answers there.
 */
export function pageNameFor(pathname: string): string | null {
  return findPage(PAGE_TABLES, pathname === '' ? '/' : pathname)?.title ?? null;
}

/** True when the shell's router renders a page of `tables` (not its 404 page) at `pathname` (no query). */
export function isKnownPageIn(tables: PageTables, pathname: string): boolean {
  return findPage(tables, pathname) !== null;
}

/** `isKnownPageIn` of the real tables: a shell page or a page of a remote's table. */
export function isKnownPagePath(pathname: string): boolean {
  return isKnownPageIn(PAGE_TABLES, pathname);
}

/** Path patterns of the pages the shell renders itself (not a remote), from `pages/shell.json`. */
export const SHELL_PAGE_PATHS: readonly string[] = /*#__PURE__*/ shellPagePaths();

/** The path patterns of `pages/shell.json`, in its order. */
function shellPagePaths(): string[] {
  return listPages()
    .filter((page) => page.app === 'shell')
    .map((page) => page.path);
}

/** Public pages worth indexing, in the sitemap (members', visitors' and admin pages stay out, spec §2). */
export const SITEMAP_PATHS = ['/', '/about', '/notice', '/terms-of-use', '/privacy-policy'] as const;

/** Path prefixes kept out of search engines by robots.txt: private news pages, admin and member pages. */
export const ROBOTS_DISALLOW = ['/event/', '/admin', '/login/admin', '/user/', '/pin/', '/mail/', '/api/'] as const;
