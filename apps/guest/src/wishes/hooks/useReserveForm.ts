import { useState, type FormEvent } from 'react';
import { LIMITS, MSG, reserveSchema } from '@babynews/contracts';
import { answered, errorCode, errorMessage } from '@babynews/session';
import { useFormStatus } from '@babynews/ui';
import { reserveWish } from '../api/reserveApi';

export interface ReserveFormCallbacks {
  /** Called after a 201 with the password the reserver chose (kept in memory only). */
  onReserved: (password: string) => void;
  /** Called after a 409: someone else reserved it first (the list should reload). */
  onTaken: () => void;
}

/**
 * State and submit of the reserve modal (spec §2, §5, §8) for wish `wishId` of news page
 * `eventCode` (sent with the request, ARCHITECTURE §4.7): fields name, contact (phone or e-mail) and
 * 4-digit password checked with `reserveSchema` in the spec's order; the first message shows and
 * clears after 3 s. RESERVATION_TAKEN → '이미 예약된 상품입니다.' and `onTaken`; other failures
 * show the server's text or '예약 중 오류가 발생했습니다. 다시 시도해주세요.'.
 */
export function useReserveForm(wishId: number, eventCode: string, { onReserved, onTaken }: ReserveFormCallbacks) {
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, busy, setBusy, start } = useFormStatus({ clearErrorAfterMs: LIMITS.errorClearMs });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const request = start(reserveSchema.safeParse({ eventCode, reservedName: name, reservedEmail: contact, reservedPassword: password }));
    if (!request) return;
    try {
      await reserveWish(wishId, request);
      onReserved(request.reservedPassword);
    } catch (caught) {
      setBusy(false);
      if (errorCode(caught) === 'RESERVATION_TAKEN') {
        setError(MSG.reserve.alreadyReserved);
        onTaken();
        return;
      }
      setError(errorMessage(caught, MSG.reserve.failed, answered));
    }
  };

  return { fields: { name, contact, password }, setName, setContact, setPassword, error, busy, submit };
}
