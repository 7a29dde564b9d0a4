import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { firstMessage } from '@babynews/contracts';
import { ApiRequestError } from '@babynews/session';
import { checkAvailable, type CheckKind } from '../api/registerApi';

export interface CheckMessages {
  /** Shown after a pass, e.g. '사용 가능한 이메일입니다.'. */
  available: string;
  /** Shown on 409, e.g. '이미 사용중인 이메일입니다.'. */
  taken: string;
  /** Shown on any other failure (spec §8). */
  failed: string;
}

/**
 * One sign-up field with a duplicate-check button (spec §2/§4): the value is validated with
 * `schema` first, then checked on the server. `checked` turns true after a pass and resets
 * whenever the value is edited.
 */
export function useDuplicateCheck(kind: CheckKind, schema: z.ZodType<string>, messages: CheckMessages) {
  const [value, setRaw] = useState('');
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [busy, setBusy] = useState(false);

  const setValue = useCallback((next: string) => {
    setRaw(next);
    setChecked(false);
    setSuccess('');
    setError('');
  }, []);

  const check = async () => {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      setError(firstMessage(parsed.error));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await checkAvailable(kind, parsed.data);
      setChecked(true);
      setSuccess(messages.available);
    } catch (caught) {
      setChecked(false);
      setSuccess('');
      setError(caught instanceof ApiRequestError && caught.status === 409 ? messages.taken : messages.failed);
    } finally {
      setBusy(false);
    }
  };

  return { value, setValue, checked, error, setError, success, busy, check };
}
