import { useState } from 'react';
import { MSG } from '@babynews/contracts';
import { errorMessage, signOutEverywhere } from '@babynews/session';
import { Alert, Button, Card, useTransientError } from '@babynews/ui';

/**
 * '모든 기기에서 로그아웃' card of '내 정보' (ARCHITECTURE §5 sessions): after a confirmation,
 * `POST /api/member/logoutAll` ends every token of the member (a lost phone, a borrowed computer), then
 * `onSignedOut` (the page leaves for '/'). A failure keeps the session and shows the server's message or
 * MSG.auth.logoutAllFailed.
 */
export function SignOutEverywhereSection({ onSignedOut }: { onSignedOut: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useTransientError();

  const run = async () => {
    if (!window.confirm(MSG.auth.logoutAllConfirm)) return;
    setBusy(true);
    try {
      await signOutEverywhere();
      onSignedOut();
    } catch (caught) {
      setError(errorMessage(caught, MSG.auth.logoutAllFailed));
      setBusy(false);
    }
  };

  return (
    <Card className="account__section">
      <h2 className="account__heading">{MSG.auth.logoutAll}</h2>
      <p className="account__text">{MSG.auth.logoutAllHelp}</p>
      {error && <Alert>{error}</Alert>}
      <Button variant="secondary" block busy={busy} onClick={() => void run()}>
        {MSG.auth.logoutAll}
      </Button>
    </Card>
  );
}
