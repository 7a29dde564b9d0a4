import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, useSession } from '@babynews/session';
import { fetchOwnerEvent, type OwnerEventInfo } from '../api/wishApi';

export type OwnerWishesState =
  | { status: 'loading' }
  | { status: 'ready'; event: OwnerEventInfo }
  | { status: 'notFound' }
  | { status: 'forbidden' }
  | { status: 'error' };

/**
 * Loads the member's news page `code` with its wishes for the editor. 'forbidden' when the
 * signed-in member is not the owner (username differs), 'notFound' for a 404.
 * `reload()` shows the loading state (retry); `refresh()` swaps fresh data in quietly after a change.
 */
export function useOwnerWishes(code: string | undefined) {
  const username = useSession((s) => s.username);
  const [state, setState] = useState<OwnerWishesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const settle = useCallback(
    (event: OwnerEventInfo) => setState(event.username === username ? { status: 'ready', event } : { status: 'forbidden' }),
    [username],
  );

  useEffect(() => {
    if (!code) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchOwnerEvent(code, controller.signal).then(settle, (error: unknown) => {
      if (controller.signal.aborted) return;
      setState(error instanceof ApiRequestError && error.status === 404 ? { status: 'notFound' } : { status: 'error' });
    });
    return () => controller.abort();
  }, [code, attempt, settle]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Re-reads the list; resolves when done (errors are ignored: the old list stays). */
  const refresh = useCallback(async () => {
    if (!code) return;
    try {
      const event = await fetchOwnerEvent(code);
      if (alive.current) settle(event);
    } catch {
      /* keep the current list */
    }
  }, [code, settle]);
  return { state, reload, refresh };
}
