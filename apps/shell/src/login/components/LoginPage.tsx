import { Link, Navigate, useLocation } from 'react-router-dom';
import { MEMBER_MAIL_MSG, MSG, PAGE_TABLES } from '@babynews/contracts';
import { LinkButton } from '@babynews/ui';
import { LoginForm, useLoginForm } from '@babynews/ui/login';
import { errorMessage, postLoginRedirect, selectSignedIn, useSession } from '@babynews/session';
import { LogoMark } from '../../layout/components/LogoMark';
import { SocialButtons } from './SocialButtons';
import { reauthProvider, SocialReauth } from './SocialReauth';
import '../login.css';

/**
 * `/user/login` (spec §2): title LOGIN, username/password form (loginProc), the link
 * '아이디·비밀번호 찾기' (`/user/findAccount`, ARCHITECTURE §4.23), the two social login buttons (authorization-code flow, SocialButtons), a link to sign-up and the HOME button.
 * A member who is already signed in goes to /user/mypage; one who signs in here goes to the saved
 * post-login address or '/'. `?reauth={provider}` for a signed-in member starts that provider's sign-in
 * at once (SocialReauth: the withdrawal's re-authentication, ARCHITECTURE §4.21).
 */
export function LoginPage() {
  const signedIn = useSession(selectSignedIn);
  const reauth = reauthProvider(useLocation().search);
  const form = useLoginForm({
    signIn: (token) => (useSession.getState().login(token) ? postLoginRedirect.consume('/') : null),
    refusedMessage: MSG.auth.loginFailed,
    failureMessage: (error) => errorMessage(error, MSG.auth.loginFailed),
  });
  if (signedIn && reauth) return <SocialReauth provider={reauth} />;
  if (signedIn && !form.done) return <Navigate to="/user/mypage" replace />;

  return (
    <main className="login">
      <div className="login__card">
        <Link to="/" className="login__logo" aria-label="아기소식 홈">
          <LogoMark size={44} />
        </Link>
        <h1 className="login__title">LOGIN</h1>
        <p className="login__subtitle">아기소식에 오신 것을 환영해요</p>

        <LoginForm form={form} className="login__form" />
        <p className="login__find">
          <Link to={PAGE_TABLES.shell.FindAccountPage.path}>{MEMBER_MAIL_MSG.findAccountLink}</Link>
        </p>

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

// The page of `/user/login` in libs/contracts/src/pages/shell.json (the router loads the default export).
export default LoginPage;
