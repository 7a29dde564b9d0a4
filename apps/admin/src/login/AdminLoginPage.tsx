import { Link } from 'react-router-dom';
import { Alert, Button, TextField } from '@babynews/ui';
import { useAdminLogin } from './hooks/useAdminLogin';
import '../admin.css';

/** `/login/admin` (exposed as 'admin/AdminLoginPage'): titled ADMIN LOGIN (spec §2). */
export default function AdminLoginPage() {
  const form = useAdminLogin();
  return (
    <main className="admin-login">
      <div className="admin-login__card">
        <p className="admin-login__brand">아기소식 관리자</p>
        <h1 className="admin-login__title">ADMIN LOGIN</h1>
        <form className="admin-login__form" onSubmit={form.submit} noValidate>
          <TextField
            label="아이디"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            value={form.username}
            onChange={(e) => form.setUsername(e.target.value)}
          />
          <TextField
            label="비밀번호"
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(e) => form.setPassword(e.target.value)}
          />
          {form.error && <Alert>{form.error}</Alert>}
          <Button type="submit" block busy={form.busy}>
            로그인
          </Button>
        </form>
        <Link to="/" className="admin-login__home">
          사이트 홈으로
        </Link>
      </div>
    </main>
  );
}
