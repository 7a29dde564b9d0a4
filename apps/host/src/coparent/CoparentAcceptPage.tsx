import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { COPARENT_MSG } from '@babynews/contracts';
import { answered, errorMessage, postLoginRedirect, selectSignedIn, useSession } from '@babynews/session';
import { useHashToken } from '@babynews/session/hash-token';
import { Alert, Button, Card, EmptyState, LinkButton, LoadingState, Page } from '@babynews/ui';
import { acceptCoparentInvite } from './api/coparentApi';
import '../manage/manage.css';

/** Where the invitation's token waits while the member signs in (this tab only; gone once used). */
const PENDING_KEY = 'babynews.coparentInvite';

/**
 * `/event/coparent/accept#t={token}` (ARCHITECTURE "Two parents"), the page the creator's invitation link
 * opens. The token is read from the fragment (taken out of the address bar, kept in this tab's session
 * storage while the member signs in), then accepted with one press of '초대 수락하기'. Accepting gives no
 * access yet: the page says the creator confirms first. An unknown, used or expired link, or a member who
 * already manages a page, gets the server's Korean message.
 */
export default function CoparentAcceptPage() {
  const fromLink = useHashToken();
  const navigate = useNavigate();
  const signedIn = useSession(selectSignedIn);
  const [token, setToken] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  useEffect(() => {
    if (fromLink === null) return;
    if (fromLink) window.sessionStorage.setItem(PENDING_KEY, fromLink);
    setToken(fromLink || window.sessionStorage.getItem(PENDING_KEY) || '');
  }, [fromLink]);

  const accept = async () => {
    if (!token || busy) return;
    setBusy(true);
    setError('');
    try {
      const answer = await acceptCoparentInvite(token);
      window.sessionStorage.removeItem(PENDING_KEY);
      setDone(COPARENT_MSG.acceptedDone(answer.title, answer.creatorName));
    } catch (caught) {
      setError(errorMessage(caught, COPARENT_MSG.failed, answered));
    } finally {
      setBusy(false);
    }
  };

  const signIn = () => {
    postLoginRedirect.save(window.location.pathname);
    void navigate('/user/login');
  };

  return (
    <Page narrow title={COPARENT_MSG.acceptTitle}>
      {token === null ? (
        <LoadingState text={COPARENT_MSG.accepting} />
      ) : !token ? (
        <EmptyState icon="search" title={COPARENT_MSG.noToken} actions={<LinkButton to="/">{COPARENT_MSG.toMyPage}</LinkButton>} />
      ) : done ? (
        <EmptyState icon="check" title={done} actions={<LinkButton to="/user/mypage">{COPARENT_MSG.toMyPage}</LinkButton>} />
      ) : (
        <Card>
          <p className="manage__text">{COPARENT_MSG.acceptLead}</p>
          {signedIn ? (
            <Button block busy={busy} onClick={() => void accept()}>
              {COPARENT_MSG.acceptButton}
            </Button>
          ) : (
            <>
              <p className="manage__text">{COPARENT_MSG.signInFirst}</p>
              <Button block onClick={signIn}>
                {COPARENT_MSG.signIn}
              </Button>
            </>
          )}
          {error && <Alert>{error}</Alert>}
        </Card>
      )}
    </Page>
  );
}
