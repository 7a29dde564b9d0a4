import { useId } from 'react';
import { GUESTBOOK_UI_MSG, LIMITS_GUESTBOOK, type GuestbookEntry } from '@babynews/contracts';
import { Alert, Button, TextAreaField, TextField } from '@babynews/ui';
import { PinField } from '@babynews/ui/gift';
import { RelativeConsent } from '../../privacy/RelativeConsent';
import { useGuestbookForm } from '../hooks/useGuestbookForm';

/**
 * '축하 남기기' (ARCHITECTURE "Guestbook"): name, message with its counter, the PIN that deletes the entry
 * later and the relatives' notice with its required box; '남기기' sends it.
 */
export function GuestbookForm({ code, onPosted }: { code: string; onPosted: (entry: GuestbookEntry) => void }) {
  const form = useGuestbookForm(code, onPosted);
  const titleId = useId();
  const { name, message, password, privacyConsent } = form.fields;
  return (
    <form className="guestbook-form" onSubmit={(e) => void form.submit(e)} onFocus={form.prepare} aria-labelledby={titleId} noValidate>
      <h3 className="guestbook-form__title" id={titleId}>
        {GUESTBOOK_UI_MSG.formTitle}
      </h3>
      <TextField
        label={GUESTBOOK_UI_MSG.nameLabel}
        name="name"
        autoComplete="name"
        maxLength={LIMITS_GUESTBOOK.guestbookNameMax}
        placeholder={GUESTBOOK_UI_MSG.namePlaceholder}
        value={name}
        onChange={(e) => form.setName(e.target.value)}
      />
      <TextAreaField
        label={GUESTBOOK_UI_MSG.messageLabel}
        name="message"
        rows={3}
        maxLength={LIMITS_GUESTBOOK.guestbookMessageMax}
        placeholder={GUESTBOOK_UI_MSG.messagePlaceholder}
        counter={`${message.length}/${LIMITS_GUESTBOOK.guestbookMessageMax}`}
        value={message}
        onChange={(e) => form.setMessage(e.target.value)}
      />
      <PinField
        label={GUESTBOOK_UI_MSG.pinLabel}
        name="password"
        placeholder={GUESTBOOK_UI_MSG.pinPlaceholder}
        hint={GUESTBOOK_UI_MSG.pinHint}
        value={password}
        onValue={form.setPassword}
      />
      <RelativeConsent form="guestbook" checked={privacyConsent} onChange={form.setPrivacyConsent} disabled={form.busy} />
      {form.error && <Alert>{form.error}</Alert>}
      <Button type="submit" block busy={form.busy}>
        {GUESTBOOK_UI_MSG.submit}
      </Button>
    </form>
  );
}
