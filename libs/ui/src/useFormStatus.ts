import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { firstMessage } from '@babynews/contracts';

export interface FormStatusOptions {
  /** When set, every error line disappears after this many ms (e.g. LIMITS.errorClearMs, 3 s). */
  clearErrorAfterMs?: number;
}

/**
 * The error line and busy flag of a form (spec §5 validation, §8 failures), and `start(parsed)`,
 * the common beginning of a submit: for a failed zod parse it shows the first message (in the
 * schema's order, spec §5) and returns undefined; otherwise it clears the error, turns busy on
 * and returns the parsed data. Turning busy off again is the caller's business (a page that
 * navigates away on success may leave it on).
 */
export function useFormStatus({ clearErrorAfterMs }: FormStatusOptions = {}) {
  const [error, setErrorState] = useState('');
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const setError = useCallback(
    (message: string) => {
      setErrorState(message);
      window.clearTimeout(timer.current);
      if (message && clearErrorAfterMs !== undefined) timer.current = window.setTimeout(() => setErrorState(''), clearErrorAfterMs);
    },
    [clearErrorAfterMs],
  );

  const start = useCallback(
    <T>(parsed: z.ZodSafeParseResult<T>): T | undefined => {
      if (!parsed.success) {
        setError(firstMessage(parsed.error));
        return undefined;
      }
      setBusy(true);
      setError('');
      return parsed.data;
    },
    [setError],
  );

  return { error, setError, busy, setBusy, start };
}
