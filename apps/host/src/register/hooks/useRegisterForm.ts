import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { joinSchema, LIMITS, MEMBER_MAIL_MSG, MSG, SIGNUP_CONSENT_ORDER, type PasswordCheck } from '@babynews/contracts';
import { ApiRequestError, errorMessage, hasCode, useSession } from '@babynews/session';
import { showToast, useTransientError } from '@babynews/ui';
import { useConsentChecklist } from '@babynews/ui/consent';
import { joinProc } from '../api/registerApi';
import { loadPasswordCheck, readyPasswordCheck } from '../passwordCheck';
import { useDuplicateCheck } from './useDuplicateCheck';

type FieldName = 'username' | 'password' | 'passwordConfirm' | 'email' | 'displayName';

/** The typed fields' checks; the consent step is checked after them, as the form shows it last. */
const fieldsSchema = joinSchema.omit({ consents: true });

/**
 * State and submit of `/user/register` (ARCHITECTURE §4.1): three duplicate-checked fields, password
 * (+ confirmation), joinSchema validation with the spec's messages (cleared after 3 s, spec §9), the password's
 * strength (zxcvbn, loaded by this page only: `loadPasswordCheck`; its Korean reason shows under the field on
 * leaving it and on submit, before any call), the consent step (ARCHITECTURE §4.24: every required box ticked,
 * else its message under the boxes), then joinProc with `consents` → token → /user/mypage. Failure shows the server's
 * message (PASSWORD_TOO_WEAK under the password) or '회원가입 중 오류가 발생했습니다.'.
 */
export function useRegisterForm() {
  const navigate = useNavigate();
  const username = useDuplicateCheck('username');
  const email = useDuplicateCheck('email');
  const displayName = useDuplicateCheck('displayName');
  const consents = useConsentChecklist(SIGNUP_CONSENT_ORDER, 'register');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [passwordError, setPasswordError] = useTransientError();
  const [confirmError, setConfirmError] = useTransientError();
  const [formError, setFormError] = useTransientError();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    loadPasswordCheck().catch(() => undefined);
  }, []);

  /** zxcvbn's Korean reason for the typed password, or '' (also without the check, which failed to load: the API checks too). */
  const weakness = (check: PasswordCheck | null): string => {
    if (!check || password.length < LIMITS.passwordMin) return '';
    return check(password, [username.value, email.value, displayName.value].filter(Boolean)) ?? '';
  };

  const checkPassword = async () => {
    const reason = weakness(readyPasswordCheck() ?? (await loadPasswordCheck().catch(() => null)));
    if (reason) setPasswordError(reason);
  };

  const fail = (field: FieldName, message: string) => {
    if (field === 'password') setPasswordError(message);
    else if (field === 'passwordConfirm') setConfirmError(message);
    else ({ username, email, displayName })[field].setError(message);
    document.getElementById(`register-${field}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError('');
    setPasswordError('');
    setConfirmError('');
    const parsed = fieldsSchema.safeParse({ username: username.value, password, email: email.value, displayName: displayName.value });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = (issue?.path[0] as FieldName | undefined) ?? 'username';
      return fail(field, issue?.message ?? MSG.common.badRequest);
    }
    let check = readyPasswordCheck();
    if (!check) {
      setBusy(true);
      check = await loadPasswordCheck().catch(() => null);
      setBusy(false);
    }
    const reason = weakness(check);
    if (reason) return fail('password', reason);
    if (password !== passwordConfirm) return fail('passwordConfirm', MSG.auth.passwordConfirmMismatch);
    if (!username.checked) return fail('username', MSG.auth.usernameCheckRequired);
    if (!email.checked) return fail('email', MSG.auth.emailCheckRequired);
    if (!displayName.checked) return fail('displayName', MSG.auth.displayNameCheckRequired);
    if (!consents.check()) return;

    setBusy(true);
    try {
      const { accessToken } = await joinProc({
        ...parsed.data,
        consents: { terms: true, privacy: true, age14: true, marketing: consents.choices.marketing === true },
      });
      if (!useSession.getState().login(accessToken)) throw new ApiRequestError(200, MSG.auth.signupFailed, null);
      void navigate('/user/mypage', { replace: true });
      showToast(MEMBER_MAIL_MSG.signupVerifySent, 'info', 6000);
    } catch (caught) {
      if (hasCode(caught, 'PASSWORD_TOO_WEAK')) fail('password', errorMessage(caught, MSG.auth.signupFailed));
      else setFormError(errorMessage(caught, MSG.auth.signupFailed));
      setBusy(false);
    }
  };

  return {
    username,
    email,
    displayName,
    consents,
    password,
    setPassword: (v: string) => (setPassword(v), setPasswordError('')),
    passwordConfirm,
    setPasswordConfirm: (v: string) => (setPasswordConfirm(v), setConfirmError('')),
    passwordError,
    checkPassword,
    confirmError,
    formError,
    busy,
    submit,
  };
}
