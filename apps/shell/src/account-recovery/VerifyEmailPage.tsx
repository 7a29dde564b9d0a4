import { useEffect, useState } from 'react';
import { MEMBER_MAIL_MSG } from '@babynews/contracts';
import { answered, errorMessage } from '@babynews/session';
import { useHashToken } from '@babynews/session/hash-token';
import { EmptyState, LinkButton, LoadingState, Page } from '@babynews/ui';
import { verifyEmail } from './api';
import './recovery.css';

type Outcome = { ok: true; message: string } | { ok: false; message: string };

/**
 * `/user/verifyEmail#t={token}` (ARCHITECTURE §4.23), the page a mailed '이메일 확인하기' link opens: the
 * token is read from the fragment (and taken out of the address bar) and posted once; the page then
 * says the address is verified, or why not (the server's Korean message: an expired or used link, an
 * address another member verified first).
 */
export function VerifyEmailPage() {
  const token = useHashToken();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (token === null) return;
    if (!token) {
      setOutcome({ ok: false, message: MEMBER_MAIL_MSG.linkMissing });
      return;
    }
    let live = true;
    verifyEmail(token).then(
      (answer) => live && setOutcome({ ok: true, message: answer.message }),
      (caught: unknown) => live && setOutcome({ ok: false, message: errorMessage(caught, MEMBER_MAIL_MSG.verifyFailed, answered) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <Page narrow title={MEMBER_MAIL_MSG.verifyTitle} className="recovery">
      {outcome === null ? (
        <LoadingState text={MEMBER_MAIL_MSG.verifying} />
      ) : (
        <EmptyState icon={outcome.ok ? 'check' : 'search'} title={outcome.message} actions={<LinkButton to="/">{MEMBER_MAIL_MSG.toHome}</LinkButton>} />
      )}
    </Page>
  );
}

// The page of `/user/verifyEmail` in libs/contracts/src/pages/shell.json (the router loads the default export).
export default VerifyEmailPage;
