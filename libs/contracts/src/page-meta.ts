import { listRemotePages, matchPagePath } from './pages';

/**
 * Page knowledge shared by the shell and the API's web side (spec §2 route table, ARCHITECTURE §1):
 * the pages the shell renders itself, the Korean `<title>` of every page of spec §2, which paths are
 * pages at all (the SPA fallback answers 200 for them, 404 for others), and the public pages listed
 * in the sitemap.
 */

/** Site name, the suffix of every page title. */
export const SITE_NAME = '아기소식';

/** Title of the landing page `/` (spec §1 slogan). */
export const LANDING_TITLE = `${SITE_NAME} - 우리의 행복한 소식을 함께 나눠요`;

/** Description of the landing page for search engines and link cards (spec §1 slogans). */
export const LANDING_DESCRIPTION =
  '임신 소식을 따뜻한 카드로 함께 나누고, 꼭 필요한 출산 선물만 겹치지 않게 받아보세요. 가족과 친구는 로그인 없이 축하하고 선물을 예약해요.';

/** Pages rendered by the shell itself (not by a remote); path patterns as in REMOTE_PAGES. */
export const SHELL_PAGE_PATHS = ['/', '/about', '/user/login', '/terms-of-use', '/privacy-policy', '/kakao/oauth/redirect', '/google/oauth/redirect'] as const;

/**
 * Korean page name by path pattern, for every route of spec §2 (also those a remote has not built
 * yet). More specific patterns first: `/event/create` before `/event/:code`.
 */
const PAGE_NAMES: ReadonlyArray<readonly [pattern: string, name: string]> = [
  ['/about', '서비스 소개'],
  ['/user/login', '로그인'],
  ['/login/admin', '관리자 로그인'],
  ['/user/mypage', '마이페이지'],
  ['/user/account', '내 정보'],
  ['/user/register', '회원가입'],
  ['/user/register/kakao', '카카오 회원가입'],
  ['/user/register/google', '구글 회원가입'],
  ['/kakao/oauth/redirect', '카카오 로그인 처리 중'],
  ['/google/oauth/redirect', '구글 로그인 처리 중'],
  ['/event/create', '소식 만들기'],
  ['/event/manage/:code', '소식 관리'],
  ['/event/wishList/:code', '출산 준비물 선물 리스트'],
  ['/event/editWishList/:eventCode', '선물 리스트 관리'],
  ['/event/wishReserved/:id', '예약 확인'],
  ['/event/wishReservation/:wishId', '예약자 정보'],
  ['/event/pledge/:pledgeId', '참여 확인'],
  ['/event/createQuiz/:eventCode', '퀴즈 만들기'],
  ['/event/quiz/manage/:code', '퀴즈 관리'],
  ['/event/summary/:code', '정리 요약'],
  ['/event/:code', '아기 소식'],
  ['/notice', '공지사항'],
  ['/notice/detail/:id', '공지사항 상세'],
  ['/terms-of-use', '이용약관'],
  ['/privacy-policy', '개인정보처리방침'],
  ['/admin', '관리자 홈'],
  ['/admin/member/stats', '회원 관리'],
  ['/admin/member/stats/details/:id', '회원 상세'],
  ['/admin/asset/editAsset/:code', '에셋 그룹 편집'],
  ['/admin/managePopupModal', '팝업 관리'],
  ['/admin/notice/create', '공지사항 등록'],
  ['/admin/editNotice/:id', '공지사항 수정'],
];

/** Title of the shell's 404 page. */
export const NOT_FOUND_TITLE = `페이지를 찾을 수 없습니다 | ${SITE_NAME}`;

/**
 * Korean `<title>` of the page at `pathname` (no query): LANDING_TITLE for `/`, '{name} | 아기소식'
 * for a route of spec §2, NOT_FOUND_TITLE otherwise.
 */
export function pageTitleFor(pathname: string): string {
  if (pathname === '/' || pathname === '') return LANDING_TITLE;
  const hit = PAGE_NAMES.find(([pattern]) => matchPagePath(pattern, pathname) !== null);
  return hit ? `${hit[1]} | ${SITE_NAME}` : NOT_FOUND_TITLE;
}

/**
 * True when the shell's router renders a page (not its 404 page) at `pathname` (no query): a
 * shell page or a page of a remote's table. Spec §2 routes no remote has built yet are not pages.
 */
export function isKnownPagePath(pathname: string): boolean {
  if (SHELL_PAGE_PATHS.some((pattern) => matchPagePath(pattern, pathname) !== null)) return true;
  return listRemotePages().some((page) => matchPagePath(page.path, pathname) !== null);
}

/** Public pages worth indexing, in the sitemap (members', visitors' and admin pages stay out, spec §2). */
export const SITEMAP_PATHS = ['/', '/about', '/notice', '/terms-of-use', '/privacy-policy'] as const;

/** Path prefixes kept out of search engines by robots.txt: private news pages, admin and member pages. */
export const ROBOTS_DISALLOW = ['/event/', '/admin', '/login/admin', '/user/', '/api/'] as const;
