import { useState } from 'react';
import { MEMBER_MAIL_MSG, type AccountInfo } from '@babynews/contracts';
import { answered, errorMessage } from '@babynews/session';
import { Alert, Button, Card } from '@babynews/ui';
import { resendVerificationMail } from '../api/emailVerificationApi';

/**
 * '이메일 인증' card of '내 정보' (ARCHITECTURE §4.23): says whether `info.email` is verified (only a
 * verified address gets notifications); while it is not, '인증 메일 다시 보내기' mails a new link and
 * shows the server's answer, or its Korean refusal (another member verified the address first).
 */
export function EmailVerificationSection({ info }: { info: AccountInfo }) {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState('');
  const [error, setError] = useState('');

  const resend = async () => {
    setBusy(true);
    setError('');
    try {
      setSent((await resendVerificationMail()).message);
    } catch (caught) {
      setError(errorMessage(caught, MEMBER_MAIL_MSG.resendFailed, answered));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="account__section">
      <h2 className="account__heading">{MEMBER_MAIL_MSG.emailSectionTitle}</h2>
      <p className="account__text">{info.emailVerified ? MEMBER_MAIL_MSG.emailVerifiedState : MEMBER_MAIL_MSG.emailUnverifiedState}</p>
      {!info.emailVerified && (
        <>
          {sent && (
            <p className="account__text" role="status">
              {sent}
            </p>
          )}
          {error && <Alert>{error}</Alert>}
          <Button variant="secondary" block busy={busy} disabled={!!sent} onClick={() => void resend()}>
            {MEMBER_MAIL_MSG.resendButton}
          </Button>
        </>
      )}
    </Card>
  );
}
