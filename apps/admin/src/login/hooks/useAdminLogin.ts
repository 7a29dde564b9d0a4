import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { firstMessage, loginSchema, MSG } from '@babynews/contracts';
import { ApiRequestError, decodeToken, loginProc, useSession } from '@babynews/session';

/**
 * Admin login (spec §5, DESIGN §4.2): both fields required; loginProc; the session is kept
 * only when the token's role is ROLE_ADMIN, otherwise 'Invalid username or password'.
 * Success → /admin.
 */
export function useAdminLogin() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

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
      if (decodeToken(accessToken)?.role !== 'ROLE_ADMIN' || !useSession.getState().login(accessToken)) {
        setError(MSG.auth.adminLoginFailed);
        setBusy(false);
        return;
      }
      navigate('/admin', { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiRequestError && caught.status === 429 ? caught.message : MSG.auth.adminLoginFailed);
      setBusy(false);
    }
  };

  return { username, setUsername, password, setPassword, error, busy, submit };
}
