import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstMessage, loginSchema, MSG } from '@babynews/contracts';
import { ApiRequestError, loginProc, postLoginRedirect, useSession } from '@babynews/session';

/**
 * State and submit handler of the member login form (spec §2 Login, §7 loginProc).
 * Both fields are required (MSG.auth.loginFieldsRequired); on success the token is stored and
 * the browser goes to the saved post-login address or '/'. `done` turns true once signed in.
 */
export function usePasswordLogin() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginSchema.safeParse({ username, password });
    if (!parsed.success) {
      setError(firstMessage(parsed.error));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { accessToken } = await loginProc(parsed.data.username, parsed.data.password);
      setDone(true);
      if (!useSession.getState().login(accessToken)) throw new ApiRequestError(200, MSG.auth.loginFailed, null);
      navigate(postLoginRedirect.consume('/'), { replace: true });
    } catch (caught) {
      setDone(false);
      setError(caught instanceof ApiRequestError ? caught.message : MSG.auth.loginFailed);
      setBusy(false);
    }
  };

  return { username, setUsername, password, setPassword, error, busy, done, submit };
}
