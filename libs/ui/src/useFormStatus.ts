import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { firstMessage, LIMITS } from '@babynews/contracts';
import { useTransientError } from './useTransientError';

export interface FormStatusOptions {
  /**
   * Every error line disappears after this many ms: default LIMITS.errorClearMs (3 s, spec §9);
   * null keeps it until the next submit.
   */
  clearErrorAfterMs?: number | null;
}

/**
 * The error line and busy flag of a form (spec §5 validation, §8 failures), and `start(parsed)`,
 * the common beginning of a submit: for a failed zod parse it shows the first message (in the
 * schema's order, spec §5) and returns undefined; otherwise it clears the error, turns busy on
 * and returns the parsed data. Turning busy off again is the caller's business (a page that
 * navigates away on success may leave it on). Errors clear after 3 s (spec §9) unless
 * `clearErrorAfterMs` says otherwise (`useTransientError`).
 */
export function useFormStatus({ clearErrorAfterMs = LIMITS.errorClearMs }: FormStatusOptions = {}) {
  const [error, setError] = useTransientError(clearErrorAfterMs);
  const [busy, setBusy] = useState(false);

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
