import { useCallback, useEffect, useRef, useState } from 'react';
import type { QuizManageData } from '@babynews/contracts';
import { ApiRequestError, useSession } from '@babynews/session';
import { fetchQuizManage } from '../api/quizApi';

export type QuizManageState =
  | { status: 'loading' }
  | { status: 'ready'; data: QuizManageData }
  | { status: 'notFound' }
  | { status: 'forbidden' }
  | { status: 'error' };

/**
 * Loads `GET /api/quiz/manage/{code}`: 'forbidden' for 403 (another member's news), 'notFound'
 * for 404, 'error' otherwise; a 401 (expired login) ends the session and goes to '/' (spec §4).
 * `reload()` shows the loading state again (retry); `refresh()` swaps fresh data in quietly.
 */
export function useQuizManage(code: string | undefined) {
  const [state, setState] = useState<QuizManageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const fail = useCallback((error: unknown) => {
    if (error instanceof ApiRequestError && error.status === 401) {
      useSession.getState().logout();
      window.location.assign('/');
      return;
    }
    const status = error instanceof ApiRequestError ? error.status : 0;
    setState(status === 403 ? { status: 'forbidden' } : status === 404 ? { status: 'notFound' } : { status: 'error' });
  }, []);

  useEffect(() => {
    if (!code) {
      setState({ status: 'notFound' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchQuizManage(code, controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) fail(error);
      },
    );
    return () => controller.abort();
  }, [code, attempt, fail]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  /** Re-reads quietly after a change; on failure the current data stays. */
  const refresh = useCallback(async () => {
    if (!code) return;
    try {
      const data = await fetchQuizManage(code);
      if (alive.current) setState({ status: 'ready', data });
    } catch {
      /* keep what is shown */
    }
  }, [code]);
  return { state, reload, refresh };
}
