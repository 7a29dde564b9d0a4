import { Link, Navigate } from 'react-router-dom';
import { Alert, Button, Card, Page, TextField } from '@babynews/ui';
import { selectSignedIn, useSession } from '@babynews/session';
import { useRegisterForm } from './hooks/useRegisterForm';
import { CheckButton } from './components/CheckButton';
import './register.css';

/**
 * `/user/register` (exposed as 'host/RegisterPage', DESIGN §4.1): regular sign-up with the
 * username, e-mail and nickname duplicate checks. A signed-in member goes to my page.
 */
export default function RegisterPage() {
  const signedIn = useSession(selectSignedIn);
  const form = useRegisterForm();
  if (signedIn && !form.busy) return <Navigate to="/user/mypage" replace />;
  const { username, email, displayName } = form;

  return (
    <Page narrow title="회원가입" subtitle="아기소식과 함께 행복한 소식을 나눠요" className="register">
      <Card>
        <form className="register__form" onSubmit={form.submit} noValidate>
          <TextField
            id="register-username"
            label="아이디"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            hint="영문 소문자, 숫자, 밑줄(_) 4~20자"
            value={username.value}
            onChange={(e) => username.setValue(e.target.value)}
            error={username.error}
            success={username.success}
            action={<CheckButton field="아이디" checked={username.checked} busy={username.busy} onCheck={username.check} />}
          />
          <TextField
            id="register-password"
            label="비밀번호"
            name="password"
            type="password"
            autoComplete="new-password"
            hint="8자 이상 입력해주세요"
            value={form.password}
            onChange={(e) => form.setPassword(e.target.value)}
            error={form.passwordError}
          />
          <TextField
            id="register-passwordConfirm"
            label="비밀번호 확인"
            name="passwordConfirm"
            type="password"
            autoComplete="new-password"
            value={form.passwordConfirm}
            onChange={(e) => form.setPasswordConfirm(e.target.value)}
            error={form.confirmError}
          />
          <TextField
            id="register-email"
            label="이메일"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email.value}
            onChange={(e) => email.setValue(e.target.value)}
            error={email.error}
            success={email.success}
            action={<CheckButton field="이메일" checked={email.checked} busy={email.busy} onCheck={email.check} />}
          />
          <TextField
            id="register-displayName"
            label="닉네임"
            name="displayName"
            autoComplete="nickname"
            hint="소식 페이지에 '닉네임님의 소식'으로 보여요"
            value={displayName.value}
            onChange={(e) => displayName.setValue(e.target.value)}
            error={displayName.error}
            success={displayName.success}
            action={<CheckButton field="닉네임" checked={displayName.checked} busy={displayName.busy} onCheck={displayName.check} />}
          />
          {form.formError && <Alert>{form.formError}</Alert>}
          <Button type="submit" block busy={form.busy}>
            회원가입 완료
          </Button>
        </form>
      </Card>
      <p className="register__login">
        이미 회원이신가요? <Link to="/user/login">로그인</Link>
      </p>
    </Page>
  );
}
