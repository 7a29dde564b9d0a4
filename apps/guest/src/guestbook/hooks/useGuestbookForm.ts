import { useState, type FormEvent } from 'react';
import { GUESTBOOK_UI_MSG, loadedSchemas, loadSchemas, type GuestbookEntry } from '@babynews/contracts';
import { errorMessage, refused } from '@babynews/session';
import { useFormStatus } from '@babynews/ui';
import { postGuestbook } from '../api/guestbookApi';

/**
 * The guestbook's form (ARCHITECTURE "Guestbook"): name, message (≤ 300 characters), the 4-digit PIN that
 * deletes the entry later and the relatives' consent box, validated with `guestbookPostSchema` (the API's
 * own checks and Korean messages, loaded with zod on the first focus in the form: `prepare`). On success the entry is handed to
 * `onPosted` as the list will show it and the form is emptied; a refusal shows the server's Korean text.
 */
export function useGuestbookForm(code: string, onPosted: (entry: GuestbookEntry) => void) {
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [password, setPassword] = useState('');
  const [privacyConsent, setPrivacyConsent] = useState(false);
  const { error, setError, busy, setBusy, start } = useFormStatus();

  /** Fetches the schemas (with zod) once the relative starts on the form, not when the guestbook shows. */
  const prepare = () => {
    if (!loadedSchemas()) loadSchemas().catch(() => undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    try {
      let schemas = loadedSchemas();
      if (!schemas) {
        setBusy(true);
        schemas = await loadSchemas();
      }
      const request = start(schemas.guestbookPostSchema.safeParse({ eventCode: code, name, message, password, privacyConsent }));
      if (!request) {
        setBusy(false);
        return;
      }
      const { entryId } = await postGuestbook(code, request);
      onPosted({ entryId, name: request.name, message: request.message, createdAt: new Date().toISOString() });
      setName('');
      setMessage('');
      setPassword('');
      setPrivacyConsent(false);
    } catch (caught) {
      setError(errorMessage(caught, GUESTBOOK_UI_MSG.postFailed, refused));
    }
    setBusy(false);
  };

  return { fields: { name, message, password, privacyConsent }, setName, setMessage, setPassword, setPrivacyConsent, error, busy, submit, prepare };
}
