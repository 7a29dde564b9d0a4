import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS, MSG, reservationPasswordSchema, type ReservationViewData } from '@babynews/contracts';
import { answered, errorCode, errorMessage } from '@babynews/session';
import { useFormStatus } from '@babynews/ui';
import { fetchReservedData, fetchReserverName } from '../api/reservationApi';
import { LOCK_CODES, MISSING_CODES } from '../api/errorCode';
import { unlockHandoff } from '../stores/unlockHandoff';

export type ReservationState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'gate'; reservedName: string }
  | { status: 'ready'; reservedName: string; data: ReservationViewData; password: string };

/**
 * The reservation view's state machine (spec §2, §4, §8; ARCHITECTURE §4.7) for wish `wishId` of the
 * news page `eventCode` (the `?code=` of the link; the page never calls this without one):
 * loads the masked reserver name (RESERVATION_NOT_FOUND / WISH_NOT_FOUND → 'notFound'; other
 * failures → alert and back to the previous page), shows the PIN gate, unlocks with
 * `POST fetchWishReservedData`. Gate errors by code: RESERVATION_PIN_WRONG → '비밀번호가 일치하지
 * 않습니다.' (clears after 3 s); RESERVATION_LOCKED, RESERVATION_LOCKED_UNTIL_UNLOCKED and
 * ATTEMPT_BUDGET_EXCEEDED → the server's Korean message as `lockNotice`, kept until the next try;
 * others '오류가 발생했습니다. 다시 시도해주세요.'. The PIN is cleared on every error. A PIN handed
 * over by the reserve modal unlocks at once.
 */
export function useReservation(wishId: number | null, eventCode: string) {
  const navigate = useNavigate();
  const [state, setState] = useState<ReservationState>({ status: 'loading' });
  const [password, setPassword] = useState('');
  const [lockNotice, setLockNotice] = useState('');
  const { error, setError, busy, setBusy } = useFormStatus({ clearErrorAfterMs: LIMITS.errorClearMs });

  const open = useCallback(
    async (reservedName: string, candidate: string) => {
      if (wishId === null) return;
      setBusy(true);
      setLockNotice('');
      try {
        const data = await fetchReservedData(wishId, eventCode, candidate);
        setError('');
        setState({ status: 'ready', reservedName, data, password: candidate });
      } catch (caught) {
        setPassword('');
        const code = errorCode(caught);
        if (code !== null && MISSING_CODES.includes(code)) setState({ status: 'notFound' });
        else if (code === 'RESERVATION_PIN_WRONG') setError(MSG.reserve.wrongPassword);
        else if (code !== null && LOCK_CODES.includes(code)) setLockNotice(errorMessage(caught, MSG.reserve.locked, answered));
        else setError(MSG.common.genericError);
      } finally {
        setBusy(false);
      }
    },
    [wishId, eventCode, setError, setBusy],
  );

  useEffect(() => {
    if (wishId === null || !eventCode) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    let handedOver = unlockHandoff.take(wishId);
    setState({ status: 'loading' });
    fetchReserverName(wishId, eventCode, controller.signal).then(
      ({ reservedName }) => {
        if (controller.signal.aborted) return;
        const candidate = handedOver;
        handedOver = '';
        setState({ status: 'gate', reservedName });
        if (candidate) void open(reservedName, candidate);
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        const code = errorCode(caught);
        if (code !== null && MISSING_CODES.includes(code)) {
          setState({ status: 'notFound' });
          return;
        }
        window.alert(errorMessage(caught, MSG.common.genericError, answered));
        void navigate(-1);
      },
    );
    return () => {
      controller.abort();
      // Not used yet (e.g. an effect re-run): keep it for the next run.
      if (handedOver) unlockHandoff.give(wishId, handedOver);
    };
  }, [wishId, eventCode, navigate, open]);

  /** Submits the gate: exactly 4 digits, else '4자리 비밀번호를 입력해주세요.'. */
  const unlock = () => {
    if (state.status !== 'gate' || busy) return;
    if (!reservationPasswordSchema.safeParse({ eventCode, password }).success) {
      setPassword('');
      setError(MSG.reserve.gatePassword);
      return;
    }
    void open(state.reservedName, password);
  };

  /** Re-reads the unlocked reservation (after a status change). @throws ApiRequestError as fetchReservedData. */
  const refresh = async () => {
    if (state.status !== 'ready' || wishId === null) return;
    const data = await fetchReservedData(wishId, eventCode, state.password);
    setState({ ...state, data });
  };

  /** Keeps digits only, at most 4 (spec §5). */
  const typePassword = (value: string) => setPassword(value.replace(/\D/g, '').slice(0, LIMITS.reservationPasswordLength));

  return { state, password, typePassword, unlock, error, lockNotice, busy, refresh };
}
