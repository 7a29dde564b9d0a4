import { useState, type FormEvent } from 'react';
import { MEMBER_MAIL_MSG, MSG, type MemberMailResponse } from '@babynews/contracts';
import { answered, errorMessage } from '@babynews/session';
import { Button, Card, TextField } from '@babynews/ui';

export interface EmailRequestFormProps {
  /** The card's heading ('비밀번호 재설정 메일 받기', '아이디 찾기'). */
  title: string;
  submitLabel: string;
  /** The call: e-mail (trimmed) → the server's `{message}`. */
  send: (email: string) => Promise<MemberMailResponse>;
}

/**
 * One e-mail field that asks the API to mail something (ARCHITECTURE §4.23): shows the server's answer
 * (the same for every address) or its Korean refusal. An empty field is refused here.
 */
export function EmailRequestForm({ title, submitLabel, send }: EmailRequestFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!email.trim()) {
      setError(MSG.auth.emailRequired);
      return;
    }
    setBusy(true);
    setError('');
    setSent('');
    try {
      setSent((await send(email.trim())).message);
    } catch (caught) {
      setError(errorMessage(caught, MEMBER_MAIL_MSG.requestFailed, answered));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="recovery__card">
      <h2 className="recovery__heading">{title}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <TextField
          label={MEMBER_MAIL_MSG.emailLabel}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error || null}
        />
        {sent && (
          <p className="recovery__sent" role="status">
            {sent}
          </p>
        )}
        <Button type="submit" block busy={busy}>
          {submitLabel}
        </Button>
      </form>
    </Card>
  );
}
