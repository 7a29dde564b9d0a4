import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG, type ReservationViewData } from '@babynews/contracts';
import { answered, errorCode, errorMessage } from '@babynews/session';
import { fetchReservedData, fetchReserverName } from '../api/reservationApi';
import { MISSING_CODES } from '../api/errorCode';
import { unlockHandoff } from '../stores/unlockHandoff';
import { usePinGate } from './usePinGate';

export type ReservationState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'gate'; reservedName: string }
  | { status: 'ready'; reservedName: string; data: ReservationViewData; password: string };

/**
 * The reservation view's state machine (spec §2, §4, §8; ARCHITECTURE §4.7, §4.22) for wish `wishId` of the
 * news page `eventCode` (the `?code=` of the link; the page never calls this without one) and, when the
 * link names one, reservation `reservationId` (`&reservation=`; several relatives may reserve units of one
 * wish). Without it the API finds the wish's reservation whose PIN matches.
 * Loads the masked reserver name (RESERVATION_NOT_FOUND / WISH_NOT_FOUND → 'notFound'; other
 * failures → alert and back to the previous page), shows the PIN gate, unlocks with
 * `POST fetchWishReservedData`. Gate errors as `usePinGate` says. A PIN handed over by the reserve
 * modal unlocks at once. `reservationId()` is the reservation the later calls (cancel, status) name:
 * the link's, else the one the PIN opened.
 */
export function useReservation(wishId: number | null, eventCode: string, reservationId: string | null = null) {
  const navigate = useNavigate();
  const [state, setState] = useState<ReservationState>({ status: 'loading' });
  const gate = usePinGate(MISSING_CODES);
  const { attempt } = gate;

  const open = useCallback(
    async (reservedName: string, candidate: string) => {
      if (wishId === null) return;
      const result = await attempt(() => fetchReservedData(wishId, eventCode, candidate, reservationId));
      if (result.outcome === 'ok') setState({ status: 'ready', reservedName, data: result.data, password: candidate });
      else if (result.outcome === 'missing') setState({ status: 'notFound' });
    },
    [wishId, eventCode, reservationId, attempt],
  );

  useEffect(() => {
    if (wishId === null || !eventCode) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    let handedOver = unlockHandoff.take(wishId);
    setState({ status: 'loading' });
    fetchReserverName(wishId, eventCode, controller.signal, reservationId).then(
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
  }, [wishId, eventCode, reservationId, navigate, open]);

  /** Submits the gate: exactly 4 digits, else '4자리 비밀번호를 입력해주세요.'. */
  const unlock = () => {
    if (state.status !== 'gate' || gate.busy) return;
    if (!gate.checkFormat()) return;
    void open(state.reservedName, gate.password);
  };

  /** The reservation the page's later calls name: the link's, else the one the PIN opened (null before). */
  const currentReservationId = (): string | null => reservationId ?? (state.status === 'ready' ? state.data.reservationId || null : null);

  /** Re-reads the unlocked reservation (after a status change). @throws ApiRequestError as fetchReservedData. */
  const refresh = async () => {
    if (state.status !== 'ready' || wishId === null) return;
    const data = await fetchReservedData(wishId, eventCode, state.password, currentReservationId());
    setState({ ...state, data });
  };

  return {
    state,
    password: gate.password,
    typePassword: gate.typePassword,
    unlock,
    error: gate.error,
    lockNotice: gate.lockNotice,
    busy: gate.busy,
    refresh,
    reservationId: currentReservationId,
  };
}
