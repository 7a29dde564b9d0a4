import { useCallback, useEffect, useRef, useState } from 'react';
import type { GuestbookOwnerEntry } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { deleteGuestbookEntryAsOwner, fetchGuestbookManage, GUESTBOOK_MANAGE_FAILED, setGuestbookHidden } from '../api/manageApi';

/**
 * The owner's guestbook (ARCHITECTURE "Guestbook"): every entry, hidden ones marked, newest first, 20 a page
 * with `loadMore`; `toggleHidden` and `remove` change one entry on the server and then in the list
 * (`busy` holds its id meanwhile); a failure is an alert with the server's Korean text.
 */
export function useGuestbookManage(code: string) {
  const [entries, setEntries] = useState<GuestbookOwnerEntry[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState('');
  const [hasMore, setHasMore] = useState(false);
  const [busy, setBusy] = useState('');
  const next = useRef(0);

  const load = useCallback(
    async (page: number, signal?: AbortSignal) => {
      try {
        const read = await fetchGuestbookManage(code, page, signal);
        next.current = page + 1;
        setEntries((current) => (page === 0 ? read.entries : [...current, ...read.entries.filter((e) => !current.some((c) => c.entryId === e.entryId))]));
        setHasMore(page + 1 < read.page.totalPages);
        setStatus('ready');
      } catch (caught) {
        if (signal?.aborted) return;
        setError(errorMessage(caught, GUESTBOOK_MANAGE_FAILED.load));
        if (page === 0) setStatus('error');
      }
    },
    [code],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(0, controller.signal);
    return () => controller.abort();
  }, [load]);

  const change = async (entryId: string, run: () => Promise<void>) => {
    setBusy(entryId);
    try {
      await run();
    } catch (caught) {
      window.alert(errorMessage(caught, GUESTBOOK_MANAGE_FAILED.change));
    } finally {
      setBusy('');
    }
  };

  return {
    entries,
    status,
    error,
    hasMore,
    busy,
    loadMore: () => void load(next.current),
    retry: () => {
      setStatus('loading');
      void load(0);
    },
    toggleHidden: (entry: GuestbookOwnerEntry) =>
      change(entry.entryId, async () => {
        const { hidden } = await setGuestbookHidden(entry.entryId, !entry.hidden);
        setEntries((current) => current.map((e) => (e.entryId === entry.entryId ? { ...e, hidden } : e)));
      }),
    remove: (entry: GuestbookOwnerEntry) =>
      change(entry.entryId, async () => {
        await deleteGuestbookEntryAsOwner(entry.entryId);
        setEntries((current) => current.filter((e) => e.entryId !== entry.entryId));
      }),
  };
}
