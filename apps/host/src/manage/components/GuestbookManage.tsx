import { formatSeoulDateTime, GUESTBOOK_UI_MSG } from '@babynews/contracts';
import { Button, Card, ErrorState, Spinner } from '@babynews/ui';
import { useGuestbookManage } from '../hooks/useGuestbookManage';

/**
 * '방명록 관리' card of the management page (ARCHITECTURE "Guestbook"): every entry with its name, message
 * (plain text) and time; '숨기기' takes it off the news page (and '다시 보이기' puts it back), '삭제' removes
 * it after a confirmation.
 */
export function GuestbookManage({ code }: { code: string }) {
  const book = useGuestbookManage(code);
  return (
    <Card className="manage__section">
      <h2 className="manage__heading" id="manage-guestbook-title">
        {GUESTBOOK_UI_MSG.manageTitle}
      </h2>
      {book.status === 'loading' && <Spinner label={GUESTBOOK_UI_MSG.loading} />}
      {book.status === 'error' && <ErrorState message={book.error} onRetry={book.retry} />}
      {book.status === 'ready' && book.entries.length === 0 && <p className="manage__empty">{GUESTBOOK_UI_MSG.ownerEmpty}</p>}
      {book.status === 'ready' && book.entries.length > 0 && (
        <ul className="bn-stack-list guestbook-manage" aria-labelledby="manage-guestbook-title">
          {book.entries.map((entry) => (
            <li key={entry.entryId} className={entry.hidden ? 'guestbook-manage__item guestbook-manage__item--hidden' : 'guestbook-manage__item'}>
              <p className="guestbook-manage__head">
                <strong>{entry.name}</strong> <time dateTime={entry.createdAt}>{formatSeoulDateTime(entry.createdAt)}</time>
                {entry.hidden && <span className="guestbook-manage__badge">{GUESTBOOK_UI_MSG.hiddenBadge}</span>}
              </p>
              <p className="guestbook-manage__message">{entry.message}</p>
              <div className="guestbook-manage__actions">
                <Button variant="secondary" size="small" busy={book.busy === entry.entryId} onClick={() => void book.toggleHidden(entry)}>
                  {entry.hidden ? GUESTBOOK_UI_MSG.show : GUESTBOOK_UI_MSG.hide}
                  <span className="bn-visually-hidden"> ({GUESTBOOK_UI_MSG.entryOf(entry.name)})</span>
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  disabled={book.busy === entry.entryId}
                  onClick={() => {
                    if (window.confirm(GUESTBOOK_UI_MSG.removeConfirm(entry.name))) void book.remove(entry);
                  }}
                >
                  {GUESTBOOK_UI_MSG.remove}
                  <span className="bn-visually-hidden"> ({GUESTBOOK_UI_MSG.entryOf(entry.name)})</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {book.hasMore && (
        <Button variant="secondary" block busy={book.loadingMore} onClick={book.loadMore}>
          {GUESTBOOK_UI_MSG.more}
        </Button>
      )}
    </Card>
  );
}
