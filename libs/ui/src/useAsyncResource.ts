import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react';

/** What an async resource holds: still loading, the loaded data, or the error the load threw. */
export type ResourceState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/** The actions that go with a resource's state. */
export interface ResourceActions<T> {
  /** Shows the loading state again and loads anew (the '다시 시도' button). */
  reload: () => void;
  /**
   * Loads anew without the loading state and swaps the data in (after a change on the page);
   * on failure what is shown stays. Resolves when done; never rejects.
   */
  refresh: () => Promise<void>;
  /** Applies a local change to the loaded data without a call; ignored unless ready. */
  setData: (update: (data: T) => T) => void;
}

/** A resource's state (narrow it on `status`) together with its actions. */
export type AsyncResource<T> = ResourceState<T> & ResourceActions<T>;

export interface AsyncResourceOptions<T = unknown> {
  /** While loading anew, keep showing data already loaded instead of the loading state. */
  keepDataWhileLoading?: boolean;
  /**
   * Data already in hand for the first load (e.g. inline in the page's HTML): the resource starts
   * ready with it, the first load still runs and swaps its answer in; if that load fails, `initial`
   * stays shown. Read on the first render only.
   */
  initial?: T;
}

/**
 * Loads data for a page: calls `load(signal)` on mount and whenever a value in `deps` changes
 * (like useEffect's list), aborting the previous call. A `load` that throws synchronously (e.g.
 * a missing route parameter) settles as 'error' at once, without the loading state.
 * Answers of an aborted or unmounted load are dropped.
 * @returns `{status: 'loading'}`, `{status: 'ready', data}` or `{status: 'error', error}` (the
 *   thrown value, often an ApiRequestError), plus `reload`, `refresh` and `setData`.
 */
export function useAsyncResource<T>(load: (signal?: AbortSignal) => Promise<T>, deps: DependencyList, options: AsyncResourceOptions<T> = {}): AsyncResource<T> {
  const [state, setState] = useState<ResourceState<T>>(() =>
    options.initial === undefined ? { status: 'loading' } : { status: 'ready', data: options.initial },
  );
  /** True until the load that follows `initial` settles: it refreshes quietly instead of loading. */
  const quietFirstLoad = useRef(options.initial !== undefined);
  const [attempt, setAttempt] = useState(0);
  const latestLoad = useRef(load);
  const alive = useRef(true);
  const keepData = Boolean(options.keepDataWhileLoading);

  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    let pending: Promise<T>;
    try {
      pending = load(controller.signal);
    } catch (error) {
      setState({ status: 'error', error });
      return;
    }
    // Cleared when this load settles, not when it starts: an aborted first run (StrictMode) stays quiet.
    const quiet = quietFirstLoad.current;
    setState((current) => ((keepData || quiet) && current.status === 'ready' ? current : { status: 'loading' }));
    pending.then(
      (data) => {
        if (controller.signal.aborted) return;
        quietFirstLoad.current = false;
        setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        quietFirstLoad.current = false;
        setState((current) => (quiet && current.status === 'ready' ? current : { status: 'error', error }));
      },
    );
    return () => controller.abort();
    // `deps` lists what `load` reads, exactly as a useEffect dependency list does.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's list stands for `load`
  }, [attempt, keepData, ...deps]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(async () => {
    try {
      const data = await latestLoad.current();
      if (alive.current) setState({ status: 'ready', data });
    } catch {
      /* keep what is shown */
    }
  }, []);
  const setData = useCallback((update: (data: T) => T) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', data: update(current.data) } : current));
  }, []);

  return { ...state, reload, refresh, setData };
}
