import { useCallback, useEffect, useState } from 'react';
import type { EventInfo } from '@babynews/contracts';
import { ApiRequestError } from '@babynews/session';
import { fetchEventInfo } from '../api/eventApi';

export type EventInfoState =
  | { status: 'loading' }
  | { status: 'ready'; event: EventInfo }
  | { status: 'notFound' }
  | { status: 'error' };

/**
 * Loads the news page `code`. 'notFound' for a 404 (or an empty code), 'error' for any other
 * failure; `reload()` fetches again (the retry button).
 */
export function useEventInfo(code: string | undefined) {
  const [state, setState] = useState<EventInfoState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

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
  return { state, reload };
}
