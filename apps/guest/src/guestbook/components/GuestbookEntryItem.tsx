import { useState, type FormEvent } from 'react';
import { formatSeoulDateTime, GUESTBOOK_UI_MSG, loadedSchemas, loadSchemas, type GuestbookEntry } from '@babynews/contracts';
import { errorMessage, refused } from '@babynews/session';
import { Alert, Button } from '@babynews/ui';
import { PinField } from '@babynews/ui/gift';
import { deleteGuestbookEntry } from '../api/guestbookApi';

/**
 * One entry (ARCHITECTURE "Guestbook"): the name, the message as plain text (line breaks kept) and when
 * (Asia/Seoul); '삭제' asks for the entry's PIN (checked with the API's `guestbookDeleteSchema`, loaded with
 * zod when the PIN form opens) and deletes it (the reservation PIN's lockouts and messages).
 */
export function GuestbookEntryItem({ code, entry, onDeleted }: { code: string; entry: GuestbookEntry; onDeleted: (entryId: string) => void }) {
  const [deleting, setDeleting] = useState(false);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      const schemas = loadedSchemas() ?? (await loadSchemas());
      const parsed = schemas.guestbookDeleteSchema.safeParse({ eventCode: code, password: pin });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? GUESTBOOK_UI_MSG.removeFailed);
        setBusy(false);
        return;
      }
      await deleteGuestbookEntry(entry.entryId, code, parsed.data.password);
      onDeleted(entry.entryId);
    } catch (caught) {
      setError(errorMessage(caught, GUESTBOOK_UI_MSG.removeFailed, refused));
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
        <button
          type="button"
          className="guestbook-entry__delete"
          onClick={() => {
            setDeleting(true);
            if (!loadedSchemas()) loadSchemas().catch(() => undefined);
          }}
        >
          {GUESTBOOK_UI_MSG.remove}
          <span className="bn-visually-hidden"> ({GUESTBOOK_UI_MSG.entryOf(entry.name)})</span>
        </button>
      ) : (
        <form className="guestbook-entry__pin" onSubmit={(e) => void remove(e)} aria-label={GUESTBOOK_UI_MSG.removeFormLabel(entry.name)}>
          <PinField label={GUESTBOOK_UI_MSG.pinLabel} name="password" placeholder={GUESTBOOK_UI_MSG.pinPlaceholder} value={pin} onValue={setPin} />
          {error && <Alert>{error}</Alert>}
          <div className="guestbook-entry__actions">
            <Button variant="ghost" size="small" onClick={() => setDeleting(false)} disabled={busy}>
              {GUESTBOOK_UI_MSG.cancel}
            </Button>
            <Button type="submit" variant="danger" size="small" busy={busy}>
              {GUESTBOOK_UI_MSG.removeSubmit}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
