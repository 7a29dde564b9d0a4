import type { SocialProvider } from '@babynews/contracts';
import { Alert, Button, Card, LinkButton, Page, TextField } from '@babynews/ui';
import { CheckButton } from '../../register/components/CheckButton';
import { useSocialRegisterForm } from '../hooks/useSocialRegisterForm';
import '../../register/register.css';
import '../social-register.css';

const PROVIDER_NAME: Record<SocialProvider, string> = { kakao: '카카오', google: '구글' };

/**
 * Extra-info sign-up after a first social login (spec §2 `/user/register/kakao`,
 * `/user/register/google`): e-mail and nickname, each with a duplicate check that shows '완료'
 * after a pass, and '회원가입 완료' which signs the member in.
 */
export function SocialRegisterPage({ provider }: { provider: SocialProvider }) {
  const form = useSocialRegisterForm(provider);
  if (!form.hasTicket) return null; // the hook alerts and goes to /user/login
  const { email, displayName } = form;

  return (
    <Page narrow title="추가 정보 입력" subtitle={`${PROVIDER_NAME[provider]} 계정으로 처음 오셨네요! 이메일과 닉네임을 알려주세요.`} className="social-register">
      <Card>
        <p className={`social-register__badge social-register__badge--${provider}`}>{PROVIDER_NAME[provider]} 계정 연결됨</p>
        <form className="register__form" onSubmit={form.submit} noValidate>
          <TextField
            id="social-register-email"
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
            id="social-register-displayName"
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
          {form.relogin ? (
            <LinkButton to="/user/login" block>
              다시 로그인하기
            </LinkButton>
          ) : (
            <Button type="submit" block busy={form.busy}>
              회원가입 완료
            </Button>
          )}
        </form>
      </Card>
    </Page>
  );
}
