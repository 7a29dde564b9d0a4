import { MAIL_MSG } from '@babynews/contracts';

/**
 * The admin sidebar's menu (spec §2 "Admin sidebar"): member management, site management (notices,
 * the landing asset groups of ARCHITECTURE §4.16, the home popup, the mail outbox of §4.23) and the two home links.
 * Paths are the admin routes of spec §2.
 */
export interface AdminNavLink {
  /** Korean label shown in the sidebar. */
  label: string;
  /** Absolute path of the page. */
  to: string;
}

/** One titled group of links. */
export interface AdminNavSection {
  title: string;
  links: AdminNavLink[];
}

/** The landing asset groups an administrator edits (ARCHITECTURE §4.16). */
export const ASSET_GROUPS: ReadonlyArray<{ code: string; label: string }> = [
  { code: 'landing-hero', label: '랜딩 대표 이미지' },
  { code: 'landing-benefits', label: '랜딩 혜택 카드' },
  { code: 'landing-features', label: '랜딩 기능 카드' },
];

export const ADMIN_NAV: readonly AdminNavSection[] = [
  { title: '회원 관리', links: [{ label: '회원 목록', to: '/admin/member/stats' }] },
  {
    title: '사이트 관리',
    links: [
      { label: '공지사항 등록', to: '/admin/notice/create' },
      ...ASSET_GROUPS.map((group) => ({ label: group.label, to: `/admin/asset/editAsset/${group.code}` })),
      { label: '홈 팝업 관리', to: '/admin/managePopupModal' },
      { label: MAIL_MSG.adminMailTitle, to: '/admin/mail' },
    ],
  },
  {
    title: '바로가기',
    links: [
      { label: '관리자 홈', to: '/admin' },
      { label: '사이트 홈', to: '/' },
    ],
  },
];

/**
 * Whether `pathname` is in the part of the admin area a sidebar link points at: the link itself or
 * a page below it ('/admin/member/stats/details/3' highlights '회원 목록'); '/admin' and '/' only exactly.
 */
export function isActiveLink(to: string, pathname: string): boolean {
  if (to === '/' || to === '/admin') return pathname === to;
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** True for the guarded admin area: '/admin' and every path below it (spec §2; '/login/admin' is not). */
export function isAdminAreaPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}
