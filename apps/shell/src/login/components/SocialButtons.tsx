import { MSG, type SocialProvider } from '@babynews/contracts';
import { Alert, Button, Icon, Spinner } from '@babynews/ui';
import { useSocialLogin } from '../hooks/useSocialLogin';

const LABEL: Record<SocialProvider, string> = { kakao: '카카오 로그인', google: '구글 로그인' };

/**
 * The two social login buttons of spec §2 (first: 카카오, second: 구글). Each sends the browser to
 * the provider's authorization page (authorization-code flow, `useSocialLogin`). While the
 * settings load the buttons wait; a failed load shows the error with '다시 시도'; a provider that
 * is not configured stays disabled with a hint.
 */
export function SocialButtons() {
  const social = useSocialLogin();
  const unavailable = !social.loading && !social.error && (['kakao', 'google'] as const).some((p) => !social.enabled(p));

  const button = (provider: SocialProvider) => {
    const busy = social.loading || social.leaving === provider;
    return (
      <button
        type="button"
        className={`login__social-btn login__social-btn--${provider}`}
        disabled={busy || !!social.error || !social.enabled(provider) || social.leaving !== null}
        aria-busy={busy || undefined}
        aria-describedby={unavailable && !social.enabled(provider) ? 'login-social-hint' : undefined}
        onClick={() => social.start(provider)}
      >
        {busy ? (
          <Spinner size="small" label="" />
        ) : provider === 'kakao' ? (
          <Icon name="chat" size={18} filled />
        ) : (
          <span aria-hidden="true" className="login__social-icon login__social-icon--g">
            G
          </span>
        )}
        {LABEL[provider]}
      </button>
    );
  };

  return (
    <div className="login__social">
      {button('kakao')}
      {button('google')}
      {social.error && (
        <div className="login__social-error">
          <Alert>{social.error}</Alert>
          <Button variant="secondary" onClick={social.retry}>
            다시 시도
          </Button>
        </div>
      )}
      {unavailable && (
        <p id="login-social-hint" className="login__hint">
          {MSG.auth.socialNotConfigured}
        </p>
      )}
    </div>
  );
}
