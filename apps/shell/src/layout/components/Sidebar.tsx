import { useEffect, useRef } from 'react';
import { useDialogFocus } from '../hooks/useDialogFocus';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MSG } from '@babynews/contracts';
import { selectIsAdmin, selectSignedIn, signOut, useSession } from '@babynews/session';
import { Icon } from '@babynews/ui';
import '../sidebar.css';

export interface SidebarProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Side menu opened from the header's menu icon (spec §2), an accessible modal dialog: focus moves
 * into it and stays there (Tab cycles), Escape, a click outside the panel, the close button and
 * navigating close it, and focus returns to the menu button. Closed, it is inert and hidden.
 */
export function Sidebar({ open, onClose }: SidebarProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession(selectSignedIn);
  const isAdmin = useSession(selectIsAdmin);
  const displayName = useSession((s) => s.displayName);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Navigating closes it (not its first render: it may mount already open, loaded by the menu button).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onCloseRef.current();
  }, [pathname]);

  useDialogFocus(panelRef, open, onClose);

  const logout = () => {
    if (!window.confirm(MSG.auth.logoutConfirm)) return;
    void signOut();
    onClose();
    void navigate('/');
  };

  return (
    <div className={open ? 'shell-sidebar-layer is-open' : 'shell-sidebar-layer'}>
      <div className="shell-sidebar__dim" aria-hidden="true" />
      <div
        id="shell-sidebar"
        ref={panelRef}
        className="shell-sidebar"
        role="dialog"
        aria-modal="true"
        aria-label="사이드 메뉴"
        aria-hidden={!open}
        inert={!open}
      >
        <div className="shell-sidebar__head">
          <p className="shell-sidebar__hello">{signedIn ? `${displayName}님, 반가워요!` : '아기소식에 오신 것을 환영해요'}</p>
          <button type="button" className="shell-sidebar__close" aria-label="메뉴 닫기" onClick={onClose}>
            <Icon name="close" size={18} />
          </button>
        </div>
        <nav className="shell-sidebar__nav" aria-label="전체 메뉴">
          <Link to="/">홈</Link>
          <Link to="/about">서비스 소개</Link>
          <Link to="/notice">공지사항</Link>
          {signedIn ? (
            <>
              <Link to="/user/mypage">마이페이지</Link>
              <Link to="/event/create">소식 만들기</Link>
            </>
          ) : (
            <>
              <Link to="/user/login">로그인</Link>
              <Link to="/user/register">회원가입</Link>
            </>
          )}
          {isAdmin && <Link to="/admin">관리자 페이지</Link>}
        </nav>
        <div className="shell-sidebar__foot">
          <Link to="/terms-of-use">이용약관</Link>
          <Link to="/privacy-policy">개인정보처리방침</Link>
          {signedIn && (
            <button type="button" className="shell-sidebar__logout" onClick={logout}>
              로그아웃
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
