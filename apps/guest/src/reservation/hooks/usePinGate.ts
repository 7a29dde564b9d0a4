import { useCallback, useState } from 'react';
import { GIFT_MSG, LIMITS, MSG, type ErrorCode } from '@babynews/contracts';
import { answered, errorCode, errorMessage } from '@babynews/session';
import { useFormStatus } from '@babynews/ui';
import { LOCK_CODES } from '../api/errorCode';

/** How one PIN attempt ended: the call's answer, "nothing here" (a missing code), or refused (the gate shows why). */
export type PinAttempt<T> = { outcome: 'ok'; data: T } | { outcome: 'missing' } | { outcome: 'refused' };

/**
 * The PIN gate's state shared by the reservation page and the pledge page (spec §2, §5, §8; ARCHITECTURE
 * §4.7, §4.22): the typed PIN (digits only, at most 4), the passing error line (cleared after 3 s), the
 * server's lock message (kept until the next try) and the busy flag.
 * `attempt(call)` runs one PIN call: an error whose code is in `missingCodes` → 'missing';
 * RESERVATION_PIN_WRONG → '비밀번호가 일치하지 않습니다.'; RESERVATION_LOCKED /
 * RESERVATION_LOCKED_UNTIL_UNLOCKED / ATTEMPT_BUDGET_EXCEEDED → the server's Korean text as `lockNotice`;
 * RESERVATION_ID_REQUIRED (a wish several relatives reserved, opened without its link) → the server's text
 * as `lockNotice` too (`GIFT_MSG.reservationIdRequired`); anything else '오류가 발생했습니다. 다시 시도해주세요.'. The PIN is cleared on every failure.
 * `checkFormat()` refuses anything but 4 digits with '4자리 비밀번호를 입력해주세요.'.
 */
export function usePinGate(missingCodes: readonly ErrorCode[]) {
  const [password, setPassword] = useState('');
  const [lockNotice, setLockNotice] = useState('');
  const { error, setError, busy, setBusy } = useFormStatus({ clearErrorAfterMs: LIMITS.errorClearMs });

  const attempt = useCallback(
    async <T>(call: () => Promise<T>): Promise<PinAttempt<T>> => {
      setBusy(true);
      setLockNotice('');
      try {
        const data = await call();
        setError('');
        return { outcome: 'ok', data };
      } catch (caught) {
        setPassword('');
        const code = errorCode(caught);
        if (code !== null && missingCodes.includes(code)) return { outcome: 'missing' };
        if (code === 'RESERVATION_PIN_WRONG') setError(MSG.reserve.wrongPassword);
        else if (code !== null && LOCK_CODES.includes(code)) setLockNotice(errorMessage(caught, MSG.reserve.locked, answered));
        // A wish several relatives reserved, opened without the reservation's link: retyping cannot help.
        else if (code === 'RESERVATION_ID_REQUIRED') setLockNotice(errorMessage(caught, GIFT_MSG.reservationIdRequired, answered));
        else setError(MSG.common.genericError);
        return { outcome: 'refused' };
      } finally {
        setBusy(false);
      }
    },
    [missingCodes, setError, setBusy],
  );

  /** True when the typed PIN is exactly 4 digits; else clears it and shows '4자리 비밀번호를 입력해주세요.'. */
  const checkFormat = (): boolean => {
    if (/^\d{4}$/.test(password)) return true;
    setPassword('');
    setError(MSG.reserve.gatePassword);
    return false;
  };

  /** Keeps digits only, at most 4 (spec §5). */
  const typePassword = (value: string) => setPassword(value.replace(/\D/g, '').slice(0, LIMITS.reservationPasswordLength));

  return { password, typePassword, error, lockNotice, busy, attempt, checkFormat };
}
