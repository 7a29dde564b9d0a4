import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { selectSignedIn, useSession } from '@babynews/session';
import { LogoMark } from './LogoMark';

/** The side menu in a chunk of its own: a relative's first visit does not load it (ARCHITECTURE §1 "first visit"). */
const Sidebar = lazy(() => import('./Sidebar').then((m) => ({ default: m.Sidebar })));
/** How long after the page has settled the side menu's chunk is fetched anyway (ms), so a tap finds it ready. */
const SIDEBAR_PRELOAD_DELAY_MS = 2000;

/**
 * True once the side menu should be in the page: soon after the first render (fetched while the visitor
 * reads), or at once when `wanted` (the menu button was pressed first).
 */
function useSidebarMounted(wanted: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (wanted) setMounted(true);
    if (mounted) return;
    const timer = window.setTimeout(() => setMounted(true), SIDEBAR_PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [wanted, mounted]);
  return mounted || wanted;
}

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'shell-header__link is-active' : 'shell-header__link');

/**
 * Top bar of spec §2: logo → '/', ABOUT, NOTICE, then MYPAGE (signed in) or LOGIN, the display
 * name as '{name}님', and the menu icon that opens the sidebar.
 */
export function Header() {
  const signedIn = useSession(selectSignedIn);
  const displayName = useSession((s) => s.displayName);
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarMounted = useSidebarMounted(menuOpen);
  return (
    <>
      <header className="shell-header">
        <div className={signedIn ? 'shell-header__inner is-signed-in' : 'shell-header__inner'}>
          <Link to="/" className="shell-header__logo" aria-label="아기소식 홈">
            <LogoMark />
            <span className="shell-header__brand">아기소식</span>
          </Link>
          <nav className="shell-header__nav" aria-label="주요 메뉴">
            <NavLink to="/about" className={navClass}>
              ABOUT
            </NavLink>
            <NavLink to="/notice" className={navClass}>
              NOTICE
            </NavLink>
            {signedIn ? (
              <NavLink to="/user/mypage" className={navClass}>
                MYPAGE
              </NavLink>
            ) : (
              <NavLink to="/user/login" className={navClass}>
                LOGIN
              </NavLink>
            )}
          </nav>
          {signedIn && (
            <span className="shell-header__name" title={`${displayName}님`}>
              {displayName}님
            </span>
          )}
          <button
            type="button"
            className="shell-header__menu"
            aria-label="메뉴 열기"
            aria-expanded={menuOpen}
            aria-controls="shell-sidebar"
            data-dialog-toggle=""
            onClick={() => setMenuOpen((open) => !open)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </header>
      {sidebarMounted && (
        <Suspense fallback={null}>
          <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
