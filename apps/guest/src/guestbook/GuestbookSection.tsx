import { GUESTBOOK_UI_MSG } from '@babynews/contracts';
import { Button, ErrorState, Spinner } from '@babynews/ui';
import { GuestbookEntryItem } from './components/GuestbookEntryItem';
import { GuestbookForm } from './components/GuestbookForm';
import { useGuestbook } from './hooks/useGuestbook';
import './guestbook.css';

/**
 * The congratulations guestbook of the news page (ARCHITECTURE "Guestbook"), a chunk of its own (the news
 * page's first visit does not carry it): the form, then the entries newest first, 20 at a time with
 * '더 보기'; loading, empty and error (with '다시 시도') states. Entries are plain text: React escapes them.
 */
export default function GuestbookSection({ code }: { code: string }) {
  const book = useGuestbook(code);
  return (
    <>
      <GuestbookForm code={code} onPosted={book.added} />
      {book.status === 'loading' && <Spinner label={GUESTBOOK_UI_MSG.loading} />}
      {book.status === 'error' && <ErrorState message={book.error} onRetry={book.retry} />}
      {book.status === 'ready' && book.entries.length === 0 && <p className="guestbook__empty">{GUESTBOOK_UI_MSG.empty}</p>}
      {book.status === 'ready' && book.entries.length > 0 && (
        <>
          <p className="guestbook__count">{GUESTBOOK_UI_MSG.count(book.total)}</p>
          <ul className="guestbook__entries" aria-label={GUESTBOOK_UI_MSG.listLabel}>
            {book.entries.map((entry) => (
              <GuestbookEntryItem key={entry.entryId} code={code} entry={entry} onDeleted={book.removed} />
            ))}
          </ul>
          {book.error && <p role="alert">{book.error}</p>}
          {book.hasMore && (
            <Button variant="secondary" block busy={book.loadingMore} onClick={book.loadMore}>
              {GUESTBOOK_UI_MSG.more}
            </Button>
          )}
        </>
      )}
    </>
  );
}
