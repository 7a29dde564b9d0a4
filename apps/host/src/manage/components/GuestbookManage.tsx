import { formatSeoulDateTime } from '@babynews/contracts';
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
        방명록 관리
      </h2>
      {book.status === 'loading' && <Spinner label="방명록을 불러오는 중입니다" />}
      {book.status === 'error' && <ErrorState message={book.error} onRetry={book.retry} />}
      {book.status === 'ready' && book.entries.length === 0 && <p className="manage__empty">아직 방명록에 남긴 글이 없어요.</p>}
      {book.status === 'ready' && book.entries.length > 0 && (
        <ul className="bn-stack-list guestbook-manage" aria-labelledby="manage-guestbook-title">
          {book.entries.map((entry) => (
            <li key={entry.entryId} className={entry.hidden ? 'guestbook-manage__item guestbook-manage__item--hidden' : 'guestbook-manage__item'}>
              <p className="guestbook-manage__head">
                <strong>{entry.name}</strong> <time dateTime={entry.createdAt}>{formatSeoulDateTime(entry.createdAt)}</time>
                {entry.hidden && <span className="guestbook-manage__badge">숨김</span>}
              </p>
              <p className="guestbook-manage__message">{entry.message}</p>
              <div className="guestbook-manage__actions">
                <Button variant="secondary" size="small" busy={book.busy === entry.entryId} onClick={() => void book.toggleHidden(entry)}>
                  {entry.hidden ? '다시 보이기' : '숨기기'}
                  <span className="bn-visually-hidden"> ({entry.name}님의 글)</span>
                </Button>
                <Button
                  variant="ghost"
                  size="small"
                  disabled={book.busy === entry.entryId}
                  onClick={() => {
                    if (window.confirm(`${entry.name}님의 글을 삭제할까요? 되돌릴 수 없어요.`)) void book.remove(entry);
                  }}
                >
                  삭제<span className="bn-visually-hidden"> ({entry.name}님의 글)</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {book.hasMore && (
        <Button variant="secondary" block onClick={book.loadMore}>
          더 보기
        </Button>
      )}
    </Card>
  );
}
