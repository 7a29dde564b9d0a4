import { useCallback, useEffect, useState } from 'react';
import { MSG, type MyPageData } from '@babynews/contracts';
import { ApiRequestError } from '@babynews/session';
import { fetchMyPageData } from '../api/myPageApi';

export type MyPageState = { status: 'loading' } | { status: 'ready'; data: MyPageData } | { status: 'error'; message: string };

/** Loads the my-page data; `reload()` is the retry. */
export function useMyPageData() {
  const [state, setState] = useState<MyPageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchMyPageData(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', message: error instanceof ApiRequestError ? error.message : MSG.auth.myPageLoadFailed });
      },
    );
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
