import { Link } from 'react-router-dom';
import { MSG } from '@babynews/contracts';
import { decodeToken, errorMessage, onlyCodes, useSession } from '@babynews/session';
import { LoginForm, useLoginForm } from '@babynews/ui/login';
import '../admin.css';

/**
 * `/login/admin` (exposed as 'admin/AdminLoginPage'): titled ADMIN LOGIN (spec §2). The session
 * is kept only when the token's role is ROLE_ADMIN, otherwise 'Invalid username or password'
 * (ARCHITECTURE §4.2); only the lock codes (LOGIN_LOCKED, ATTEMPT_BUDGET_EXCEEDED, RATE_LIMITED, ARCHITECTURE §4.19)
 * show the server's text. Success → /admin.
 */
const lockedOut = onlyCodes('LOGIN_LOCKED', 'ATTEMPT_BUDGET_EXCEEDED', 'RATE_LIMITED');

export default function AdminLoginPage() {
  const form = useLoginForm({
    signIn: (token) => (decodeToken(token)?.role === 'ROLE_ADMIN' && useSession.getState().login(token) ? '/admin' : null),
    refusedMessage: MSG.auth.adminLoginFailed,
    failureMessage: (error) => errorMessage(error, MSG.auth.adminLoginFailed, lockedOut),
  });
  return (
    <main className="admin-login">
      <div className="admin-login__card">
        <p className="admin-login__brand">아기소식 관리자</p>
        <h1 className="admin-login__title">ADMIN LOGIN</h1>
        <LoginForm form={form} className="admin-login__form" />
        <Link to="/" className="admin-login__home">
          사이트 홈으로
        </Link>
      </div>
    </main>
  );
}
