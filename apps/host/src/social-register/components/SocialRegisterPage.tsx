import type { SocialProvider } from '@babynews/contracts';
import { Alert, Button, Card, LinkButton, Page } from '@babynews/ui';
import { PROVIDER_NAME, ProviderBadge } from '@babynews/ui/login';
import { ConsentChecklist } from '@babynews/ui/consent';
import { DuplicateCheckField } from '../../register/components/DuplicateCheckField';
import { useSocialRegisterForm } from '../hooks/useSocialRegisterForm';
import '../../register/register.css';
import '../social-register.css';

/**
 * Extra-info sign-up after a first social login (spec §2 `/user/register/kakao`,
 * `/user/register/google`): e-mail and nickname, each with a duplicate check that shows '완료'
 * after a pass, the consent step (ARCHITECTURE §4.24), and '회원가입 완료' which signs the member in.
 */
export function SocialRegisterPage({ provider }: { provider: SocialProvider }) {
  const form = useSocialRegisterForm(provider);
  if (!form.hasTicket) return null; // the hook alerts and goes to /user/login

  return (
    <Page
      narrow
      title="추가 정보 입력"
      subtitle={`${PROVIDER_NAME[provider]} 계정으로 처음 오셨네요! 이메일과 닉네임을 알려주세요.`}
      className="social-register"
    >
      <Card>
        <ProviderBadge provider={provider} as="p" className="social-register__badge">
          {PROVIDER_NAME[provider]} 계정 연결됨
        </ProviderBadge>
        <form className="register__form" onSubmit={(event) => void form.submit(event)} noValidate>
          <DuplicateCheckField idPrefix="social-register" check={form.email} />
          <DuplicateCheckField idPrefix="social-register" check={form.displayName} />
          <ConsentChecklist state={form.consents} />
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
