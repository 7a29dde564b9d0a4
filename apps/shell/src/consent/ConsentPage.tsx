import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CONSENT_MSG, type LegalDocument } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { Alert, Button, Card, ErrorState, LoadingState, Page, RequireSignIn } from '@babynews/ui';
import { ConsentChecklist, useConsentChecklist } from '@babynews/ui/consent';
import { agreeConsents, readConsents } from './api';
import './consent-page.css';

/** Where to go afterwards: `?next=` when it is a path of this site (never another origin), else my page. */
export function nextPath(next: string | null): string {
  const safe = next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') && !next.startsWith('/user/consent');
  return safe ? next : '/user/mypage';
}

/**
 * `/user/consent?next={path}` (ARCHITECTURE §4.24): where the API client sends a member whose member
 * routes answer 403 CONSENT_REQUIRED (a required document got a new version). Lists the documents to
 * agree to again with their boxes and links; on '동의하고 계속하기' posts them and goes back to `next`.
 * With nothing pending it goes back at once. Signed-out visitors go to the login page.
 */
export function ConsentPage() {
  return (
    <RequireSignIn>
      <ConsentRenewal />
    </RequireSignIn>
  );
}

function ConsentRenewal() {
  const [params] = useSearchParams();
  const next = nextPath(params.get('next'));
  const navigate = useNavigate();
  const [pending, setPending] = useState<LegalDocument[] | null>(null);
  const [loadError, setLoadError] = useState('');

  useEffect(() => {
    let live = true;
    readConsents().then(
      (answer) => {
        if (!live) return;
        if (answer.pending.length === 0) void navigate(next, { replace: true });
        else setPending(answer.pending);
      },
      (caught: unknown) => live && setLoadError(errorMessage(caught, CONSENT_MSG.renewalLoadFailed)),
    );
    return () => {
      live = false;
    };
  }, [navigate, next]);

  return (
    <Page narrow title={CONSENT_MSG.renewalTitle} subtitle={CONSENT_MSG.renewal} className="consent-renewal">
      {loadError ? <ErrorState message={loadError} /> : pending ? <RenewalForm pending={pending} next={next} /> : <LoadingState />}
    </Page>
  );
}

function RenewalForm({ pending, next }: { pending: LegalDocument[]; next: string }) {
  const navigate = useNavigate();
  const consents = useConsentChecklist(pending, 'renewal');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!consents.check()) return;
    setBusy(true);
    try {
      await agreeConsents(Object.fromEntries(pending.map((document) => [document, true])));
      void navigate(next, { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, CONSENT_MSG.renewalLoadFailed));
      setBusy(false);
    }
  };

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <ConsentChecklist state={consents} />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" block busy={busy} className="consent-renewal__submit">
          {CONSENT_MSG.renewalSubmit}
        </Button>
      </form>
    </Card>
  );
}

// The page of `/user/consent` in libs/contracts/src/pages/shell.json (the router loads the default export).
export default ConsentPage;
