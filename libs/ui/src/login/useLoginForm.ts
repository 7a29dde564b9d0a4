import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadedSchemas, loadSchemas } from '@babynews/contracts';
import { loginProc } from '@babynews/session';
import { useFormStatus } from '../useFormStatus';

export interface LoginFormOptions {
  /**
   * Signs in with the `accessToken` loginProc returned and answers the path to go to
   * (replacing the login page), or null to refuse the token (`refusedMessage` shows).
   */
  signIn: (accessToken: string) => string | null;
  /** Shown when `signIn` refuses the token. */
  refusedMessage: string;
  /** The message of a failed loginProc call (spec §8), e.g. from errorMessage(error, fallback). */
  failureMessage: (error: unknown) => string;
}

/**
 * State and submit of a username/password login form (spec §2 Login, §5: both fields required
 * with loginSchema's messages; §7 loginProc, ARCHITECTURE §4.2). `busy` stays true on success while
 * the page goes away; `done` is true from the token's arrival until a refusal or failure, so a
 * page that sends signed-in members elsewhere can let this form navigate first.
 */
export function useLoginForm({ signIn, refusedMessage, failureMessage }: LoginFormOptions) {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, busy, setBusy, start } = useFormStatus();
  const [done, setDone] = useState(false);

  // loginSchema comes with zod in a chunk of its own (`@babynews/ui` is on every first visit): it loads
  // while the visitor types, so that the submit does not wait for it.
  useEffect(() => {
    loadSchemas().catch(() => undefined);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let message: string;
    try {
      let schemas = loadedSchemas();
      if (!schemas) {
        setBusy(true);
        schemas = await loadSchemas();
      }
      const credentials = start(schemas.loginSchema.safeParse({ username, password }));
      if (!credentials) {
        setBusy(false);
        return;
      }
      const { accessToken } = await loginProc(credentials.username, credentials.password);
      setDone(true);
      const next = signIn(accessToken);
      if (next !== null) {
        void navigate(next, { replace: true });
        return;
      }
      message = refusedMessage;
    } catch (caught) {
      message = failureMessage(caught);
    }
    setDone(false);
    setError(message);
    setBusy(false);
  };

  return { username, setUsername, password, setPassword, error, busy, done, submit };
}

/** What useLoginForm returns: the fields, the form's error and busy flags, and `submit`. */
export type LoginFormState = ReturnType<typeof useLoginForm>;
