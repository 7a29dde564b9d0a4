import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '@babynews/contracts';

/**
 * An error line that clears itself (spec §9: error messages clear after 3 s): a drop-in for
 * `useState('')`. `setError(message)` shows `message` and clears it `clearAfterMs` later (default
 * LIMITS.errorClearMs, 3000 ms; null keeps it until replaced); a new message restarts the delay,
 * `setError('')` clears at once. Render the message in an element with `role="alert"` (TextField's
 * error line, Alert) so screen readers announce it when it appears.
 * @returns `[error, setError]` like useState.
 */
export function useTransientError(clearAfterMs: number | null = LIMITS.errorClearMs): [string, (message: string) => void] {
  const [error, setErrorState] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const setError = useCallback(
    (message: string) => {
      setErrorState(message);
      window.clearTimeout(timer.current);
      if (message && clearAfterMs !== null) timer.current = window.setTimeout(() => setErrorState(''), clearAfterMs);
    },
    [clearAfterMs],
  );
  return [error, setError];
}
