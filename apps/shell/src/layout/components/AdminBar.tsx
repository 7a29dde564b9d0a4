import { Link, useNavigate } from 'react-router-dom';
import { MSG } from '@babynews/contracts';
import { selectIsAdmin, signOut, useSession } from '@babynews/session';

/** Bar shown on admin paths instead of the header (spec §2). */
export function AdminBar() {
  const isAdmin = useSession(selectIsAdmin);
  const displayName = useSession((s) => s.displayName);
  const navigate = useNavigate();
  const logout = () => {
    if (!window.confirm(MSG.auth.logoutConfirm)) return;
    void signOut();
    void navigate('/login/admin');
  };
  return (
    <header className="shell-adminbar">
      <div className="shell-adminbar__inner">
        <Link to="/admin" className="shell-adminbar__brand">
          <span className="shell-adminbar__site">아기소식 </span>관리자
        </Link>
        <nav className="shell-adminbar__nav" aria-label="관리자 메뉴">
          <Link to="/admin">관리자 홈</Link>
          <Link to="/">사이트 홈</Link>
          {isAdmin && (
            <button type="button" onClick={logout} title={`${displayName}님 로그아웃`}>
              로그아웃
            </button>
          )}
        </nav>
      </div>
    </header>
  );
}
