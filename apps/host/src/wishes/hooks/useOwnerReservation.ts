import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@babynews/session';
import type { OwnerReservationView } from '@babynews/contracts';
import { fetchOwnerReservation } from '../api/wishApi';

export type OwnerReservationState =
  | { status: 'loading' }
  | { status: 'ready'; reservation: OwnerReservationView }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

/** Loads the owner's view of the reservation of wish `wishId`; `reload()` is the retry. */
export function useOwnerReservation(wishId: number | null) {
  const [state, setState] = useState<OwnerReservationState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (wishId === null) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    fetchOwnerReservation(wishId, controller.signal).then(
      (reservation) => setState({ status: 'ready', reservation }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 404) setState({ status: 'notFound' });
        else setState({ status: 'error', message: error instanceof Error ? error.message : '' });
      },
    );
    return () => controller.abort();
  }, [wishId, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
