import { useState, type FormEvent } from 'react';
import { formatSeoulDateTime, type GuestbookEntry } from '@babynews/contracts';
import { errorMessage, refused } from '@babynews/session';
import { Alert, Button } from '@babynews/ui';
import { PinField } from '@babynews/ui/gift';
import { deleteGuestbookEntry, GUESTBOOK_FAILED } from '../api/guestbookApi';

/**
 * One entry (ARCHITECTURE "Guestbook"): the name, the message as plain text (line breaks kept) and when
 * (Asia/Seoul); '삭제' asks for the entry's PIN and deletes it (the reservation PIN's lockouts and
 * messages).
 */
export function GuestbookEntryItem({ code, entry, onDeleted }: { code: string; entry: GuestbookEntry; onDeleted: (entryId: string) => void }) {
  const [deleting, setDeleting] = useState(false);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(pin)) return setError('비밀번호 4자리를 입력해주세요.');
    setBusy(true);
    setError('');
    try {
      await deleteGuestbookEntry(entry.entryId, code, pin);
      onDeleted(entry.entryId);
    } catch (caught) {
      setError(errorMessage(caught, GUESTBOOK_FAILED.remove, refused));
      setBusy(false);
    }
  };

  return (
    <li className="guestbook-entry">
      <div className="guestbook-entry__head">
        <strong className="guestbook-entry__name">{entry.name}</strong>
        <time className="guestbook-entry__time" dateTime={entry.createdAt}>
          {formatSeoulDateTime(entry.createdAt)}
        </time>
      </div>
      <p className="guestbook-entry__message">{entry.message}</p>
      {!deleting ? (
        <button type="button" className="guestbook-entry__delete" onClick={() => setDeleting(true)}>
          삭제<span className="bn-visually-hidden"> ({entry.name}님의 글)</span>
        </button>
      ) : (
        <form className="guestbook-entry__pin" onSubmit={(e) => void remove(e)} aria-label={`${entry.name}님의 글 삭제`}>
          <PinField label="삭제 비밀번호" name="password" placeholder="숫자 4자리" value={pin} onValue={setPin} />
          {error && <Alert>{error}</Alert>}
          <div className="guestbook-entry__actions">
            <Button variant="ghost" size="small" onClick={() => setDeleting(false)} disabled={busy}>
              취소
            </Button>
            <Button type="submit" variant="danger" size="small" busy={busy}>
              삭제하기
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
