import { useEffect, useRef, useState, type FormEvent } from 'react';
import { firstMessage, LIMITS, MSG, reserveSchema } from '@babynews/contracts';
import { ApiRequestError } from '@babynews/session';
import { reserveWish } from '../api/reserveApi';

export interface ReserveFormCallbacks {
  /** Called after a 201 with the password the reserver chose (kept in memory only). */
  onReserved: (password: string) => void;
  /** Called after a 409: someone else reserved it first (the list should reload). */
  onTaken: () => void;
}

/**
 * State and submit of the reserve modal (spec §2, §5, §8): fields name, contact (phone or
 * e-mail) and 4-digit password checked with `reserveSchema` in the spec's order; the first
 * message shows and clears after 3 s. 409 → '이미 예약된 상품입니다.'; other failures show the
 * server's text or '예약 중 오류가 발생했습니다. 다시 시도해주세요.'.
 */
export function useReserveForm(wishId: number, { onReserved, onTaken }: ReserveFormCallbacks) {
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [password, setPassword] = useState('');
  const [error, setErrorState] = useState('');
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const setError = (message: string) => {
    setErrorState(message);
    window.clearTimeout(timer.current);
    if (message) timer.current = window.setTimeout(() => setErrorState(''), LIMITS.errorClearMs);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = reserveSchema.safeParse({ reservedName: name, reservedEmail: contact, reservedPassword: password });
    if (!parsed.success) {
      setError(firstMessage(parsed.error));
      return;
    }
    setBusy(true);
    setError('');
    try {
      await reserveWish(wishId, parsed.data);
      onReserved(parsed.data.reservedPassword);
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiRequestError && caught.status === 409) {
        setError(MSG.reserve.alreadyReserved);
        onTaken();
        return;
      }
      setError(caught instanceof ApiRequestError && caught.status !== 0 ? caught.message : MSG.reserve.failed);
    }
  };

  return { fields: { name, contact, password }, setName, setContact, setPassword, error, busy, submit };
}
