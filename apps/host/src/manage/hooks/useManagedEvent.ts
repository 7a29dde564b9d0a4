import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG, type EventInfo } from '@babynews/contracts';
import { ApiRequestError, useSession } from '@babynews/session';
import { fetchOwnerEvent } from '../api/manageApi';

export type ManagedEventState =
  | { status: 'loading' }
  | { status: 'ready'; event: EventInfo }
  | { status: 'notFound' }
  | { status: 'forbidden' }
  | { status: 'error'; message: string };

/**
 * Loads the news page `code` for its management page and enforces spec §4 "News management":
 * when the signed-in member's username is not the owner's, alerts '권한이 없습니다.' once and
 * replaces the page with '/'. `reload()` is the retry; `setEvent` applies local changes.
 */
export function useManagedEvent(code: string | undefined) {
  const navigate = useNavigate();
  const username = useSession((s) => s.username);
  const [state, setState] = useState<ManagedEventState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const sentAway = useRef(false);

  useEffect(() => {
    if (!code) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchOwnerEvent(code, controller.signal).then(
      (event) => setState(event.username === username ? { status: 'ready', event } : { status: 'forbidden' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 404) setState({ status: 'notFound' });
        else setState({ status: 'error', message: MSG.event.loadFailed });
      },
    );
    return () => controller.abort();
  }, [code, username, attempt]);

  useEffect(() => {
    if (state.status !== 'forbidden' || sentAway.current) return;
    sentAway.current = true;
    window.alert(MSG.event.notOwner);
    navigate('/', { replace: true });
  }, [state.status, navigate]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setEvent = useCallback((update: (event: EventInfo) => EventInfo) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', event: update(current.event) } : current));
  }, []);
  return { state, reload, setEvent };
}
