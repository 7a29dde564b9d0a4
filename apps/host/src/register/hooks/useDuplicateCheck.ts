import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { displayNameSchema, emailSchema, MSG, usernameSchema, type ErrorCode } from '@babynews/contracts';
import { hasCode } from '@babynews/session';
import { useFormStatus } from '@babynews/ui';
import { checkAvailable, type CheckKind } from '../api/registerApi';

interface CheckRules {
  /** Validates the value before the server is asked. */
  schema: z.ZodType<string>;
  /** Shown after a pass, e.g. '사용 가능한 이메일입니다.'. */
  available: string;
  /** The code of a taken value (ARCHITECTURE §4.19), e.g. 'EMAIL_TAKEN'. */
  takenCode: ErrorCode;
  /** Shown for `takenCode`, e.g. '이미 사용중인 이메일입니다.'. */
  taken: string;
  /** Shown on any other failure (spec §8). */
  failed: string;
}

const RULES: Record<CheckKind, CheckRules> = {
  username: {
    schema: usernameSchema,
    available: MSG.auth.usernameAvailable,
    takenCode: 'USERNAME_TAKEN',
    taken: MSG.auth.usernameTaken,
    failed: MSG.auth.usernameCheckFailed,
  },
  email: { schema: emailSchema, available: MSG.auth.emailAvailable, takenCode: 'EMAIL_TAKEN', taken: MSG.auth.emailTaken, failed: MSG.auth.emailCheckFailed },
  displayName: {
    schema: displayNameSchema,
    available: MSG.auth.displayNameAvailable,
    takenCode: 'DISPLAY_NAME_TAKEN',
    taken: MSG.auth.displayNameTaken,
    failed: MSG.auth.displayNameCheckFailed,
  },
};

/**
 * One sign-up field with a duplicate-check button (spec §2/§4), used by the regular and the
 * social sign-up: the value is validated with the kind's schema first, then checked on the
 * server: the kind's `*_TAKEN` code shows the taken message, any other failure the kind's failed
 * message. `checked` turns true after a pass and resets whenever the value is edited.
 */
export function useDuplicateCheck(kind: CheckKind) {
  const [value, setRaw] = useState('');
  const [checked, setChecked] = useState(false);
  const [success, setSuccess] = useState('');
  const { error, setError, busy, setBusy, start } = useFormStatus();

  const setValue = useCallback(
    (next: string) => {
      setRaw(next);
      setChecked(false);
      setSuccess('');
      setError('');
    },
    [setError],
  );

  const check = async () => {
    const rules = RULES[kind];
    const checkedValue = start(rules.schema.safeParse(value));
    if (checkedValue === undefined) return;
    try {
      await checkAvailable(kind, checkedValue);
      setChecked(true);
      setSuccess(rules.available);
    } catch (caught) {
      setChecked(false);
      setSuccess('');
      setError(hasCode(caught, rules.takenCode) ? rules.taken : rules.failed);
    } finally {
      setBusy(false);
    }
  };

  return { kind, value, setValue, checked, error, setError, success, busy, check };
}

/** What useDuplicateCheck returns: the field's kind, value, check state and actions. */
export type DuplicateCheck = ReturnType<typeof useDuplicateCheck>;
