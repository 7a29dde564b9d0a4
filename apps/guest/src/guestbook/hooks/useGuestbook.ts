import { useCallback, useEffect, useRef, useState } from 'react';
import type { GuestbookEntry } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { fetchGuestbook, GUESTBOOK_FAILED } from '../api/guestbookApi';

/** The guestbook as read so far: entries newest first, whether more pages remain, and the load state. */
export interface GuestbookState {
  entries: GuestbookEntry[];
  /** All visible entries of the page (the server's count). */
  total: number;
  /** True while another page remains to be read ('더 보기'). */
  hasMore: boolean;
  status: 'loading' | 'ready' | 'error';
  /** The Korean message of the last failed read. */
  error: string;
  /** True while '더 보기' reads the next page. */
  loadingMore: boolean;
}

/**
 * Reads the guestbook of the news page `code` (ARCHITECTURE "Guestbook"): the first page at once, the next
 * on `loadMore`; `added` puts a new entry first (the relative's own, without a reload), `removed` takes one
 * out; `retry` reads the first page again after a failure.
 */
export function useGuestbook(code: string) {
  const [state, setState] = useState<GuestbookState>({ entries: [], total: 0, hasMore: false, status: 'loading', error: '', loadingMore: false });
  const nextPage = useRef(0);

  const load = useCallback(
    async (page: number, signal?: AbortSignal) => {
      try {
        const read = await fetchGuestbook(code, page, signal);
        nextPage.current = page + 1;
        setState((current) => {
          const known = new Set(page === 0 ? [] : current.entries.map((e) => e.entryId));
          const entries = page === 0 ? read.entries : [...current.entries, ...read.entries.filter((e) => !known.has(e.entryId))];
          return { entries, total: read.page.totalElements, hasMore: page + 1 < read.page.totalPages, status: 'ready', error: '', loadingMore: false };
        });
      } catch (caught) {
        if (signal?.aborted) return;
        const error = errorMessage(caught, GUESTBOOK_FAILED.load);
        setState((current) => (page === 0 ? { ...current, status: 'error', error, loadingMore: false } : { ...current, error, loadingMore: false }));
      }
    },
    [code],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(0, controller.signal);
    return () => controller.abort();
  }, [load]);

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
    added: (entry: GuestbookEntry) => setState((current) => ({ ...current, entries: [entry, ...current.entries], total: current.total + 1 })),
    removed: (entryId: string) =>
      setState((current) => ({ ...current, entries: current.entries.filter((e) => e.entryId !== entryId), total: Math.max(0, current.total - 1) })),
  };
}
