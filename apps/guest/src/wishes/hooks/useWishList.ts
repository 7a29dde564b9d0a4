import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@babynews/session';
import { fetchEventInfo } from '../../news/api/eventApi';
import type { EventInfoState } from '../../news/hooks/useEventInfo';

/**
 * Loads the news page `code` with its wish list (`GET /api/event/fetchInfoByCode/{code}`).
 * `reload()` shows the loading state again (the retry button); `refresh()` fetches quietly and
 * swaps the data in when it arrives (after a 409 on reserve), keeping the page as it is on failure.
 */
export function useWishList(code: string | undefined) {
  const [state, setState] = useState<EventInfoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!code) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchEventInfo(code, controller.signal).then(
      (event) => setState({ status: 'ready', event }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiRequestError && error.status === 404 ? { status: 'notFound' } : { status: 'error' });
      },
    );
    return () => controller.abort();
  }, [code, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    if (!code) return;
    fetchEventInfo(code).then(
      (event) => mounted.current && setState({ status: 'ready', event }),
      () => undefined,
    );
  }, [code]);
  return { state, reload, refresh };
}
