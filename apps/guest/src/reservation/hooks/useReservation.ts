import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS, MSG, reservationPasswordSchema, type ReservationViewData } from '@babynews/contracts';
import { errorStatus, hasStatus } from '@babynews/session';
import { useFormStatus } from '@babynews/ui';
import { fetchReservedData, fetchReserverName } from '../api/reservationApi';
import { unlockHandoff } from '../stores/unlockHandoff';

export type ReservationState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'gate'; reservedName: string }
  | { status: 'ready'; reservedName: string; data: ReservationViewData; password: string };

/**
 * The reservation view's state machine (spec §2, §4, §8): loads the reserver's name (404 →
 * 'notFound'; other failures → alert and back to the previous page), shows the password gate,
 * unlocks with `POST fetchWishReservedData` — 401 '비밀번호가 일치하지 않습니다.', 429 the lock
 * message, other '오류가 발생했습니다. 다시 시도해주세요.'; the password is cleared on every error
 * and the error clears after 3 s. A password handed over by the reserve modal unlocks at once.
 */
export function useReservation(wishId: number | null) {
  const navigate = useNavigate();
  const [state, setState] = useState<ReservationState>({ status: 'loading' });
  const [password, setPassword] = useState('');
  const { error, setError, busy, setBusy } = useFormStatus({ clearErrorAfterMs: LIMITS.errorClearMs });

  const open = useCallback(
    async (reservedName: string, candidate: string) => {
      if (wishId === null) return;
      setBusy(true);
      try {
        const data = await fetchReservedData(wishId, candidate);
        setError('');
        setState({ status: 'ready', reservedName, data, password: candidate });
      } catch (caught) {
        setPassword('');
        const status = errorStatus(caught);
        if (status === 404) setState({ status: 'notFound' });
        else if (status === 401) setError(MSG.reserve.wrongPassword);
        else if (status === 429) setError(MSG.reserve.locked);
        else setError(MSG.common.genericError);
      } finally {
        setBusy(false);
      }
    },
    [wishId, setError, setBusy],
  );

  useEffect(() => {
    if (wishId === null) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    let handedOver = unlockHandoff.take(wishId);
    setState({ status: 'loading' });
    fetchReserverName(wishId, controller.signal).then(
      ({ reservedName }) => {
        if (controller.signal.aborted) return;
        const candidate = handedOver;
        handedOver = '';
        setState({ status: 'gate', reservedName });
        if (candidate) void open(reservedName, candidate);
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        if (hasStatus(caught, 404)) {
          setState({ status: 'notFound' });
          return;
        }
        window.alert(MSG.common.genericError);
        navigate(-1);
      },
    );
    return () => {
      controller.abort();
      // Not used yet (e.g. an effect re-run): keep it for the next run.
      if (handedOver) unlockHandoff.give(wishId, handedOver);
    };
  }, [wishId, navigate, open]);

  /** Submits the gate: exactly 4 digits, else '4자리 비밀번호를 입력해주세요.'. */
  const unlock = () => {
    if (state.status !== 'gate' || busy) return;
    if (!reservationPasswordSchema.safeParse({ password }).success) {
      setPassword('');
      setError(MSG.reserve.gatePassword);
      return;
    }
    void open(state.reservedName, password);
  };

  /** Re-reads the unlocked reservation (after a status change). */
  const refresh = async () => {
    if (state.status !== 'ready' || wishId === null) return;
    const data = await fetchReservedData(wishId, state.password);
    setState({ ...state, data });
  };

  /** Keeps digits only, at most 4 (spec §5). */
  const typePassword = (value: string) => setPassword(value.replace(/\D/g, '').slice(0, LIMITS.reservationPasswordLength));

  return { state, password, typePassword, unlock, error, busy, refresh };
}
