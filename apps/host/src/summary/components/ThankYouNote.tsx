import { useState, type FormEvent } from 'react';
import { THANK_YOU_MAX, THANKS_MSG, pledgeThankYouSchema, type PledgeThankYouRequest } from '@babynews/contracts';
import { errorMessage, refused } from '@babynews/session';
import { Alert, Button, showToast, TextAreaField, useFormStatus } from '@babynews/ui';

export interface ThankYouNoteProps {
  /** What the note thanks for, for screen readers ('아기 욕조', '축의금 50,000원'). */
  label: string;
  /** The relative's name as the summary shows it (null while surprise mode hides it). */
  name: string | null;
  /** A note already went. */
  sent: boolean;
  /** The relative left a receipt e-mail (else no note can go, and nothing is offered). */
  possible: boolean;
  /** The birth announcement's photo (full URL) the note may carry; null offers none. */
  birthPhotoUrl: string | null;
  /** Sends the note (the trimmed text, and whether the birth photo goes with it); rejects with the server's error. */
  send: (note: PledgeThankYouRequest) => Promise<unknown>;
  /** Called after the note went (the summary marks the row). */
  onSent: () => void;
}

/**
 * The thank-you note of one reservation or pledge on the summary (ARCHITECTURE "Thank-you notes"):
 * '감사 인사 보냄' once sent; otherwise, when the relative left an e-mail, '감사 인사 보내기' opens a
 * short form (up to 500 characters; the address is never shown; once the birth is announced with a photo,
 * '출생 소식의 아기 사진도 함께 보내기', ticked, with the photo beside it) that sends through the API, with
 * the busy state, the Korean error (cleared after 3 s) and a toast on success.
 */
export function ThankYouNote({ label, name, sent, possible, birthPhotoUrl, send, onSent }: ThankYouNoteProps) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [withPhoto, setWithPhoto] = useState(true);
  const { error, setError, busy, setBusy, start } = useFormStatus();

  if (sent) return <p className="summary__thank-you-sent">{THANKS_MSG.sentMark}</p>;
  if (!possible) return null;
  if (!open) {
    return (
      <Button variant="secondary" size="small" className="summary__no-print" onClick={() => setOpen(true)} aria-label={`${THANKS_MSG.send} (${label})`}>
        {THANKS_MSG.send}
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = start(pledgeThankYouSchema.safeParse({ message, ...(birthPhotoUrl && withPhoto ? { withBirthPhoto: true } : {}) }));
    if (!parsed) return;
    try {
      await send(parsed);
      showToast(THANKS_MSG.sent);
      onSent();
    } catch (caught) {
      setError(errorMessage(caught, THANKS_MSG.failed, refused));
    }
    setBusy(false);
  };

  return (
    <form
      className="summary__thank-you summary__no-print"
      onSubmit={(e) => void submit(e)}
      aria-label={name ? THANKS_MSG.sendTo(name) : `${THANKS_MSG.send} (${label})`}
    >
      <TextAreaField
        label={THANKS_MSG.messageLabel}
        name="message"
        rows={4}
        maxLength={THANK_YOU_MAX}
        placeholder={THANKS_MSG.placeholder}
        hint={THANKS_MSG.messageHint}
        counter={`${message.length}/${THANK_YOU_MAX}`}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      {birthPhotoUrl && (
        <div className="summary__thank-you-photo">
          <label>
            <input type="checkbox" checked={withPhoto} onChange={(e) => setWithPhoto(e.target.checked)} disabled={busy} />
            <span>{THANKS_MSG.withBirthPhoto}</span>
          </label>
          <img src={birthPhotoUrl} alt={THANKS_MSG.birthPhotoAlt} width={48} height={48} loading="lazy" />
        </div>
      )}
      {error && <Alert>{error}</Alert>}
      <div className="summary__thank-you-actions">
        <Button variant="ghost" size="small" onClick={() => setOpen(false)} disabled={busy}>
          {THANKS_MSG.cancel}
        </Button>
        <Button type="submit" size="small" busy={busy}>
          {THANKS_MSG.submit}
        </Button>
      </div>
    </form>
  );
}
