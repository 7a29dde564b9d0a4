import { Alert } from '../States';
import { Button } from '../Button';
import { TextField } from '../TextField';
import type { LoginFormState } from './useLoginForm';

/**
 * The username/password form of the login pages (spec §2): '아이디', '비밀번호', the form's error
 * and the '로그인' button, bound to useLoginForm's state, laid out by `.bn-login-form`;
 * `className` is the page's own form class.
 */
export function LoginForm({ form, className }: { form: LoginFormState; className: string }) {
  return (
    <form className={`bn-login-form ${className}`} onSubmit={(event) => void form.submit(event)} noValidate>
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
  );
}
