import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MSG } from '@babynews/contracts';
import { selectIsAdmin, selectSignedIn, useSession } from '@babynews/session';
import { Icon } from '@babynews/ui';
import '../sidebar.css';

export interface SidebarProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Side menu opened from the header's menu icon (spec §2). Closes on a click outside the panel,
 * on Esc, and after navigating.
 */
export function Sidebar({ open, onClose }: SidebarProps) {
  const panelRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const signedIn = useSession(selectSignedIn);
  const isAdmin = useSession(selectIsAdmin);
  const displayName = useSession((s) => s.displayName);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    onCloseRef.current();
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onPointer = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Element | null;
      if (!target || panelRef.current?.contains(target) || target.closest('[data-sidebar-toggle]')) return;
      onCloseRef.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const logout = () => {
    if (!window.confirm(MSG.auth.logoutConfirm)) return;
    useSession.getState().logout();
    onClose();
    void navigate('/');
  };

  return (
    <div className={open ? 'shell-sidebar-layer is-open' : 'shell-sidebar-layer'}>
      <div className="shell-sidebar__dim" aria-hidden="true" />
      <aside id="shell-sidebar" ref={panelRef} className="shell-sidebar" aria-label="사이드 메뉴" aria-hidden={!open} inert={!open}>
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
      </aside>
    </div>
  );
}
