import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MEMBER_MAIL_MSG, MSG, PAGE_TABLES } from '@babynews/contracts';
import { answered, errorMessage } from '@babynews/session';
import { useHashToken } from '@babynews/session/hash-token';
import { Alert, Button, Card, EmptyState, LinkButton, LoadingState, Page, TextField } from '@babynews/ui';
import { resetPassword } from './api';
import './recovery.css';

const FIND_ACCOUNT = PAGE_TABLES.shell.FindAccountPage.path;
const LOGIN = PAGE_TABLES.shell.LoginPage.path;

/**
 * `/user/resetPassword#t={token}` (ARCHITECTURE §4.23), the page a mailed '비밀번호 다시 정하기' link
 * opens: the token is read from the fragment and taken out of the address bar; the member types the
 * new password twice (the sign-up's rules, checked by the API). Done: a link to the login page. A
 * missing, used or expired link says so with a way to ask again.
 */
export function ResetPasswordPage() {
  const token = useHashToken();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !token) return;
    if (!password) return setError(MSG.auth.passwordRequired);
    if (password !== confirm) return setError(MEMBER_MAIL_MSG.passwordConfirmMismatch);
    setBusy(true);
    setError('');
    try {
      setDone((await resetPassword(token, password)).message);
    } catch (caught) {
      setError(errorMessage(caught, MEMBER_MAIL_MSG.resetFailed, answered));
    } finally {
      setBusy(false);
    }
  };

  if (token === null) {
    return (
      <Page narrow>
        <LoadingState text={MEMBER_MAIL_MSG.linkChecking} />
      </Page>
    );
  }
  if (!token) {
    return (
      <Page narrow>
        <EmptyState icon="search" title={MEMBER_MAIL_MSG.linkMissing} actions={<LinkButton to={FIND_ACCOUNT}>{MEMBER_MAIL_MSG.requestAgain}</LinkButton>} />
      </Page>
    );
  }
  return (
    <Page narrow title={MEMBER_MAIL_MSG.resetTitle} className="recovery">
      <Card className="recovery__card">
        {done ? (
          <>
            <p className="recovery__sent" role="status">
              {done}
            </p>
            <LinkButton to={LOGIN} block>
              {MEMBER_MAIL_MSG.toLogin}
            </LinkButton>
          </>
        ) : (
          <form onSubmit={(e) => void submit(e)} noValidate aria-label={MEMBER_MAIL_MSG.resetTitle}>
            <p className="recovery__text">{MEMBER_MAIL_MSG.resetText}</p>
            <TextField
              label={MEMBER_MAIL_MSG.newPasswordLabel}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <TextField
              label={MEMBER_MAIL_MSG.newPasswordConfirmLabel}
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
            {error && <Alert>{error}</Alert>}
            <Button type="submit" block busy={busy}>
              {MEMBER_MAIL_MSG.resetSubmit}
            </Button>
            <p className="recovery__foot">
              <Link to={FIND_ACCOUNT}>{MEMBER_MAIL_MSG.requestAgain}</Link>
            </p>
          </form>
        )}
      </Card>
    </Page>
  );
}

// The page of `/user/resetPassword` in libs/contracts/src/pages/shell.json (the router loads the default export).
export default ResetPasswordPage;
