import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG, SECURITY_MSG, type AccountInfo, type SocialProvider } from '@babynews/contracts';
import { errorMessage, hasCode, postLoginRedirect } from '@babynews/session';

/** The body of a re-authenticated call: the password of a member who has one, nothing for a social member. */
export type ReauthBody = { password?: string };

/** What `useReauthentication` gives a card: the password field's state, the social provider and the call. */
export interface Reauthentication {
  password: string;
  passwordError: string;
  /** Types into the password field (clears its error). */
  setPassword(value: string): void;
  /** The provider a member without a password signs in with again (null: they have a password). */
  social: SocialProvider | null;
  /** Saves `/user/account?{returnFlag}` as the way back and opens `/user/login?reauth={provider}`. */
  reauthenticate(provider: SocialProvider): void;
  /**
   * Runs `action` with the re-authentication body. An empty password shows MSG.auth.passwordRequired and
   * calls nothing; a wrong one (PASSWORD_MISMATCH, VALIDATION_FAILED) shows under the field; any other
   * failure goes to `onFailure`. Resolves to the action's answer, or undefined when it failed or did not run.
   * The password field is emptied after a success.
   */
  submit<T>(action: (body: ReauthBody) => Promise<T>, onFailure: (caught: unknown) => void): Promise<T | undefined>;
  /** Empties the field and its error (a closed dialog). */
  reset(): void;
}

/**
 * The re-authentication the data export and the withdrawal ask for (ARCHITECTURE §4.21, §4.24): a member with
 * a password types it; a social member signs in through the provider again and comes back to
 * `/user/account?{returnFlag}`, whose token the API accepts for LIMITS.reauthMaxAgeMs.
 */
export function useReauthentication(info: Pick<AccountInfo, 'provider' | 'hasPassword'>, returnFlag: string): Reauthentication {
  const navigate = useNavigate();
  const [password, setPasswordValue] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const social: SocialProvider | null = !info.hasPassword && (info.provider === 'kakao' || info.provider === 'google') ? info.provider : null;

  return {
    password,
    passwordError,
    setPassword(value) {
      setPasswordValue(value);
      setPasswordError('');
    },
    social,
    reauthenticate(provider) {
      postLoginRedirect.save(`/user/account?${returnFlag}`);
      void navigate(`/user/login?reauth=${provider}`);
    },
    async submit(action, onFailure) {
      setPasswordError('');
      if (info.hasPassword && !password) {
        setPasswordError(MSG.auth.passwordRequired);
        return undefined;
      }
      try {
        const answer = await action(info.hasPassword ? { password } : {});
        setPasswordValue('');
        return answer;
      } catch (caught) {
        if (hasCode(caught, 'PASSWORD_MISMATCH', 'VALIDATION_FAILED')) setPasswordError(errorMessage(caught, SECURITY_MSG.passwordMismatch));
        else onFailure(caught);
        return undefined;
      }
    },
    reset() {
      setPasswordValue('');
      setPasswordError('');
    },
  };
}
