import { GUESTBOOK_UI_MSG } from '@babynews/contracts';
import { usePagedList } from '@babynews/ui/paging';
import { useCallback } from 'react';
import { fetchGuestbook } from '../api/guestbookApi';

/**
 * Reads the guestbook of the news page `code` (ARCHITECTURE "Guestbook"): the first page at once, the next
 * on `loadMore`; `added` puts a new entry first (the relative's own, without a reload), `removed` takes one
 * out; `retry` reads the first page again after a failure (`usePagedList`).
 */
export function useGuestbook(code: string) {
  const read = useCallback((page: number, signal?: AbortSignal) => fetchGuestbook(code, page, signal), [code]);
  return usePagedList(read, GUESTBOOK_UI_MSG.loadFailed);
}
