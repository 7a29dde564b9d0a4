import { Icon } from '@babynews/ui';

/**
 * The two social login buttons of spec §2 (first: 카카오, second: 구글). They are shown but
 * inactive until the social-login issue wires the authorization-code flow.
 */
export function SocialButtons() {
  return (
    <div className="login__social">
      <button type="button" className="login__social-btn login__social-btn--kakao" disabled aria-describedby="login-social-hint">
        <Icon name="chat" size={18} filled />
        카카오 로그인
      </button>
      <button type="button" className="login__social-btn login__social-btn--google" disabled aria-describedby="login-social-hint">
        <span aria-hidden="true" className="login__social-icon login__social-icon--g">
          G
        </span>
        구글 로그인
      </button>
      <p id="login-social-hint" className="login__hint">
        소셜 로그인은 곧 열릴 예정이에요. 지금은 아이디로 로그인해주세요.
      </p>
    </div>
  );
}
