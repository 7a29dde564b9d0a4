import { useCallback, useState } from 'react';
import { GUESTBOOK_UI_MSG, type GuestbookOwnerEntry } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { usePagedList } from '@babynews/ui/paging';
import { deleteGuestbookEntryAsOwner, fetchGuestbookManage, setGuestbookHidden } from '../api/manageApi';

/**
 * The owner's guestbook (ARCHITECTURE "Guestbook"): every entry, hidden ones marked, newest first, 20 a page
 * with `loadMore` (`usePagedList`); `toggleHidden` and `remove` change one entry on the server and then in
 * the list (`busy` holds its id meanwhile); a failure is an alert with the server's Korean text.
 */
export function useGuestbookManage(code: string) {
  const read = useCallback((page: number, signal?: AbortSignal) => fetchGuestbookManage(code, page, signal), [code]);
  const list = usePagedList<GuestbookOwnerEntry>(read, GUESTBOOK_UI_MSG.loadFailed);
  const [busy, setBusy] = useState('');

  const change = async (entryId: string, run: () => Promise<void>) => {
    setBusy(entryId);
    try {
      await run();
    } catch (caught) {
      window.alert(errorMessage(caught, GUESTBOOK_UI_MSG.changeFailed));
    } finally {
      setBusy('');
    }
  };

  return {
    ...list,
    busy,
    toggleHidden: (entry: GuestbookOwnerEntry) =>
      change(entry.entryId, async () => {
        const { hidden } = await setGuestbookHidden(entry.entryId, !entry.hidden);
        list.setEntries((current) => current.map((e) => (e.entryId === entry.entryId ? { ...e, hidden } : e)));
      }),
    remove: (entry: GuestbookOwnerEntry) =>
      change(entry.entryId, async () => {
        await deleteGuestbookEntryAsOwner(entry.entryId);
        list.removed(entry.entryId);
      }),
  };
}
