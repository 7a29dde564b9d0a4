import { useState } from 'react';
import { EXPORT_MSG, SECURITY_MSG, type AccountInfo } from '@babynews/contracts';
import { errorMessage, hasCode } from '@babynews/session';
import { Alert, Button, Card, TextField } from '@babynews/ui';
import { exportFileName, fetchMemberExport, saveJsonFile } from '../api/privacyApi';
import { useReauthentication } from '../hooks/useReauthentication';

/** Query flag of `/user/account` the social re-sign-in comes back with (the export card is then in view). */
export const EXPORT_FLAG = 'export';

/**
 * '내 정보 내려받기' card of '내 정보' (ARCHITECTURE §4.24, PIPA Art. 35): re-authentication as the withdrawal
 * asks it, then `POST /api/member/export` and the answer saved as `babynews-내정보-YYYYMMDD.json` (Blob + link).
 * - A member with a password types it; a wrong one (PASSWORD_MISMATCH) shows under the field, the session stays.
 * - A social member signs in through the provider again first ('/user/login?reauth={provider}', back to
 *   `/user/account?export`); an older sign-in answers REAUTH_REQUIRED, shown with the provider's button.
 * - While the file is made the button is busy and a status line says so; after, '파일을 내려받았어요.'; the
 *   day's limit (RATE_LIMITED) and other failures show the server's Korean message or EXPORT_MSG.failed.
 */
export function DataExportSection({ info, now = () => new Date() }: { info: Pick<AccountInfo, 'provider' | 'hasPassword'>; now?: () => Date }) {
  const auth = useReauthentication(info, EXPORT_FLAG);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [needsReauth, setNeedsReauth] = useState(false);
  const { social } = auth;

  const download = async () => {
    setError('');
    setDone(false);
    setBusy(true);
    const document = await auth.submit(fetchMemberExport, (caught) => {
      setNeedsReauth(hasCode(caught, 'REAUTH_REQUIRED'));
      setError(errorMessage(caught, EXPORT_MSG.failed));
    });
    setBusy(false);
    if (document === undefined) return;
    saveJsonFile(document, exportFileName(now()));
    setDone(true);
  };

  return (
    <Card className="account__section">
      <h2 className="account__heading">{EXPORT_MSG.title}</h2>
      <p className="account__text">{EXPORT_MSG.intro}</p>
      <form
        className="account__export"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void download();
        }}
      >
        {info.hasPassword ? (
          <TextField
            id="export-password"
            label={EXPORT_MSG.passwordLabel}
            type="password"
            autoComplete="current-password"
            value={auth.password}
            error={auth.passwordError}
            disabled={busy}
            onChange={(e) => auth.setPassword(e.target.value)}
          />
        ) : (
          social && (
            <div className="account__reauth">
              <p className="account__text">{EXPORT_MSG.reauthText}</p>
              {needsReauth && (
                <Button variant="secondary" block onClick={() => auth.reauthenticate(social)} disabled={busy}>
                  {SECURITY_MSG.reauthButton[social]}
                </Button>
              )}
            </div>
          )
        )}
        {error && <Alert>{error}</Alert>}
        <p className="account__text" role="status">
          {busy ? EXPORT_MSG.loading : done ? EXPORT_MSG.done : ''}
        </p>
        <Button type="submit" variant="secondary" block busy={busy}>
          {EXPORT_MSG.submit}
        </Button>
      </form>
    </Card>
  );
}
