import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { joinSchema, MSG } from '@babynews/contracts';
import { ApiRequestError, errorMessage, useSession } from '@babynews/session';
import { useTransientError } from '@babynews/ui';
import { joinProc } from '../api/registerApi';
import { useDuplicateCheck } from './useDuplicateCheck';

type FieldName = 'username' | 'password' | 'passwordConfirm' | 'email' | 'displayName';

/**
 * State and submit of `/user/register` (ARCHITECTURE §4.1): three duplicate-checked fields, password
 * (+ confirmation), joinSchema validation with the spec's messages (cleared after 3 s, spec §9), then joinProc → token →
 * /user/mypage. Failure shows the server's message or '회원가입 중 오류가 발생했습니다.'.
 */
export function useRegisterForm() {
  const navigate = useNavigate();
  const username = useDuplicateCheck('username');
  const email = useDuplicateCheck('email');
  const displayName = useDuplicateCheck('displayName');
  const [password, setPassword] = useState('');
  const [passwordConfirm, setPasswordConfirm] = useState('');
  const [passwordError, setPasswordError] = useTransientError();
  const [confirmError, setConfirmError] = useTransientError();
  const [formError, setFormError] = useTransientError();
  const [busy, setBusy] = useState(false);

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
    const parsed = joinSchema.safeParse({ username: username.value, password, email: email.value, displayName: displayName.value });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = (issue?.path[0] as FieldName | undefined) ?? 'username';
      return fail(field, issue?.message ?? MSG.common.badRequest);
    }
    if (password !== passwordConfirm) return fail('passwordConfirm', MSG.auth.passwordConfirmMismatch);
    if (!username.checked) return fail('username', MSG.auth.usernameCheckRequired);
    if (!email.checked) return fail('email', MSG.auth.emailCheckRequired);
    if (!displayName.checked) return fail('displayName', MSG.auth.displayNameCheckRequired);

    setBusy(true);
    try {
      const { accessToken } = await joinProc(parsed.data);
      if (!useSession.getState().login(accessToken)) throw new ApiRequestError(200, MSG.auth.signupFailed, null);
      void navigate('/user/mypage', { replace: true });
    } catch (caught) {
      setFormError(errorMessage(caught, MSG.auth.signupFailed));
      setBusy(false);
    }
  };

  return {
    username,
    email,
    displayName,
    password,
    setPassword: (v: string) => (setPassword(v), setPasswordError('')),
    passwordConfirm,
    setPasswordConfirm: (v: string) => (setPasswordConfirm(v), setConfirmError('')),
    passwordError,
    confirmError,
    formError,
    busy,
    submit,
  };
}
