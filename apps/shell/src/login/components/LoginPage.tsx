import { Link, Navigate } from 'react-router-dom';
import { Alert, Button, LinkButton, TextField } from '@babynews/ui';
import { selectSignedIn, useSession } from '@babynews/session';
import { LogoMark } from '../../layout/components/LogoMark';
import { usePasswordLogin } from '../hooks/usePasswordLogin';
import { SocialButtons } from './SocialButtons';
import '../login.css';

/**
 * `/user/login` (spec §2): title LOGIN, username/password form (loginProc), the two social
 * login buttons (authorization-code flow, SocialButtons), a link to sign-up and the HOME button.
 * A member who is already signed in goes to /user/mypage.
 */
export function LoginPage() {
  const signedIn = useSession(selectSignedIn);
  const form = usePasswordLogin();
  if (signedIn && !form.done) return <Navigate to="/user/mypage" replace />;

  return (
    <main className="login">
      <div className="login__card">
        <Link to="/" className="login__logo" aria-label="아기소식 홈">
          <LogoMark size={44} />
        </Link>
        <h1 className="login__title">LOGIN</h1>
        <p className="login__subtitle">아기소식에 오신 것을 환영해요</p>

        <form className="login__form" onSubmit={form.submit} noValidate>
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

        <p className="login__divider">
          <span>또는</span>
        </p>
        <SocialButtons />

        <p className="login__signup">
          아직 회원이 아니신가요? <Link to="/user/register">회원가입</Link>
        </p>
        <LinkButton to="/" variant="ghost" block>
          HOME
        </LinkButton>
      </div>
    </main>
  );
}
