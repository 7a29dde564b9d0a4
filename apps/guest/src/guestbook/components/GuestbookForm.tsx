import { useId } from 'react';
import { LIMITS_GUESTBOOK, type GuestbookEntry } from '@babynews/contracts';
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
        축하 남기기
      </h3>
      <TextField
        label="이름"
        name="name"
        autoComplete="name"
        maxLength={LIMITS_GUESTBOOK.guestbookNameMax}
        placeholder="예: 김하늘"
        value={name}
        onChange={(e) => form.setName(e.target.value)}
      />
      <TextAreaField
        label="축하 메시지"
        name="message"
        rows={3}
        maxLength={LIMITS_GUESTBOOK.guestbookMessageMax}
        placeholder="건강하게 만나길 기다릴게요!"
        counter={`${message.length}/${LIMITS_GUESTBOOK.guestbookMessageMax}`}
        value={message}
        onChange={(e) => form.setMessage(e.target.value)}
      />
      <PinField
        label="삭제 비밀번호"
        name="password"
        placeholder="숫자 4자리"
        hint="나중에 글을 지울 때 필요해요."
        value={password}
        onValue={form.setPassword}
      />
      <RelativeConsent form="guestbook" checked={privacyConsent} onChange={form.setPrivacyConsent} disabled={form.busy} />
      {form.error && <Alert>{form.error}</Alert>}
      <Button type="submit" block busy={form.busy}>
        남기기
      </Button>
    </form>
  );
}
