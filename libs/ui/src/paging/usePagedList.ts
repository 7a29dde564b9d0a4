import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { errorMessage } from '@babynews/session';

/** One page of a list as the API's paged reads answer it (`{entries, page: {totalElements, totalPages}}`). */
export interface PagedRead<T> {
  entries: T[];
  page: { totalElements: number; totalPages: number };
}

/** A paged list as read so far. */
export interface PagedListState<T> {
  /** The entries read so far, in the server's order, each id once. */
  entries: T[];
  /** All entries on the server (its count), kept current by `added` and `removed`. */
  total: number;
  /** True while another page remains to be read ('더 보기'). */
  hasMore: boolean;
  status: 'loading' | 'ready' | 'error';
  /** The Korean message of the last failed read ('' when none). */
  error: string;
  /** True while `loadMore` reads the next page. */
  loadingMore: boolean;
}

/**
 * A list the API answers a page at a time (`read(page, signal)`, pages from 0), keyed by `entryId`: the first
 * page at once (and again when `read` changes), the next on `loadMore`; an entry already listed is not listed
 * twice when pages shift under new posts. A failed first page is the error state (`retry` reads it again); a
 * failed next page keeps the list and sets `error`. `fallback` is the Korean text of a failure the server did
 * not word. `added` puts an entry first, `removed` takes one out, `setEntries` changes them in place.
 * Used by the guestbook's two lists (ARCHITECTURE "Guestbook"): the relatives' and the owner's.
 */
export function usePagedList<T extends { entryId: string }>(read: (page: number, signal?: AbortSignal) => Promise<PagedRead<T>>, fallback: string) {
  const [state, setState] = useState<PagedListState<T>>({ entries: [], total: 0, hasMore: false, status: 'loading', error: '', loadingMore: false });
  const nextPage = useRef(0);

  const load = useCallback(
    async (page: number, signal?: AbortSignal) => {
      try {
        const answer = await read(page, signal);
        nextPage.current = page + 1;
        setState((current) => {
          const known = new Set(page === 0 ? [] : current.entries.map((e) => e.entryId));
          const entries = page === 0 ? answer.entries : [...current.entries, ...answer.entries.filter((e) => !known.has(e.entryId))];
          return { entries, total: answer.page.totalElements, hasMore: page + 1 < answer.page.totalPages, status: 'ready', error: '', loadingMore: false };
        });
      } catch (caught) {
        if (signal?.aborted) return;
        const error = errorMessage(caught, fallback);
        setState((current) => (page === 0 ? { ...current, status: 'error', error, loadingMore: false } : { ...current, error, loadingMore: false }));
      }
    },
    [read, fallback],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(0, controller.signal);
    return () => controller.abort();
  }, [load]);

  const setEntries: Dispatch<SetStateAction<T[]>> = (change) =>
    setState((current) => ({ ...current, entries: typeof change === 'function' ? change(current.entries) : change }));

  return {
    ...state,
    loadMore: () => {
      setState((current) => ({ ...current, loadingMore: true, error: '' }));
      void load(nextPage.current);
    },
    retry: () => {
      setState((current) => ({ ...current, status: 'loading', error: '' }));
      void load(0);
    },
    added: (entry: T) => setState((current) => ({ ...current, entries: [entry, ...current.entries], total: current.total + 1 })),
    removed: (entryId: string) =>
      setState((current) => ({ ...current, entries: current.entries.filter((e) => e.entryId !== entryId), total: Math.max(0, current.total - 1) })),
    setEntries,
  };
}
