import { useCallback, useEffect, useState } from 'react';
import type { EventInfo } from '@babynews/contracts';
import { ApiRequestError, useSession } from '@babynews/session';
import { fetchEventForQuiz } from '../api/quizApi';

export type OwnedEventState =
  | { status: 'loading' }
  | { status: 'ready'; event: EventInfo }
  | { status: 'notFound' }
  | { status: 'forbidden' }
  | { status: 'error' };

/**
 * Loads news page `code` and checks that the signed-in member owns it (username matches, spec §4):
 * 'forbidden' otherwise, 'notFound' for a 404, 'error' for other failures; `reload()` retries.
 */
export function useOwnedEvent(code: string | undefined) {
  const username = useSession((s) => s.username);
  const [state, setState] = useState<OwnedEventState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!code) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchEventForQuiz(code, controller.signal).then(
      (event) => setState(event.username === username ? { status: 'ready', event } : { status: 'forbidden' }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(error instanceof ApiRequestError && error.status === 404 ? { status: 'notFound' } : { status: 'error' });
      },
    );
    return () => controller.abort();
  }, [code, username, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
