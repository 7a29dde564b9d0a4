import { Link, Navigate } from 'react-router-dom';
import { SECURITY_MSG } from '@babynews/contracts';
import { Alert, Button, Card, Page, TextField } from '@babynews/ui';
import { ConsentChecklist } from '@babynews/ui/consent';
import { selectSignedIn, useSession } from '@babynews/session';
import { useRegisterForm } from './hooks/useRegisterForm';
import { DuplicateCheckField } from './components/DuplicateCheckField';
import './register.css';

/**
 * `/user/register` (exposed as 'host/RegisterPage', ARCHITECTURE §4.1): regular sign-up with the
 * username, e-mail and nickname duplicate checks and the consent step (ARCHITECTURE §4.24). A signed-in
 * member goes to my page.
 */
export default function RegisterPage() {
  const signedIn = useSession(selectSignedIn);
  const form = useRegisterForm();
  if (signedIn && !form.busy) return <Navigate to="/user/mypage" replace />;

  return (
    <Page narrow title="회원가입" subtitle="아기소식과 함께 행복한 소식을 나눠요" className="register">
      <Card>
        <form className="register__form" onSubmit={(event) => void form.submit(event)} noValidate>
          <DuplicateCheckField idPrefix="register" check={form.username} />
          <TextField
            id="register-password"
            label="비밀번호"
            name="password"
            type="password"
            autoComplete="new-password"
            hint={SECURITY_MSG.passwordHint}
            value={form.password}
            onChange={(e) => form.setPassword(e.target.value)}
            onBlur={() => void form.checkPassword()}
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
          <DuplicateCheckField idPrefix="register" check={form.email} />
          <DuplicateCheckField idPrefix="register" check={form.displayName} />
          <ConsentChecklist state={form.consents} />
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
