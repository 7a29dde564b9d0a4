import { useState } from 'react';
import { COPARENT_MSG, formatKoreanDateTime, type CoparentStatusResponse } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { Alert, Button, Card, ErrorState, useCopyLabel, useTransientError } from '@babynews/ui';
import { confirmCoparent, inviteCoparent, removeCoparent } from '../api/coparentApi';
import type { CoparentStatus } from '../hooks/useCoparentStatus';

/**
 * '함께 관리하기' card of the news management page (ARCHITECTURE "Two parents"). The creator makes a one-time
 * invitation link and copies it, sees who accepted and confirms them by display name, or revokes the link /
 * removes the co-parent after a confirmation; the co-parent reads whose page they manage with, and that
 * deleting the page and removing a parent stay with the creator. Loading, error (with retry) and every state
 * of the invitation are shown; a failed call shows the server's Korean message and changes nothing.
 */
export function CoparentCard({ code, status }: { code: string; status: CoparentStatus }) {
  return (
    <Card className="manage__section" aria-labelledby="coparent-heading">
      <h2 className="manage__heading" id="coparent-heading">
        {COPARENT_MSG.title}
      </h2>
      {status.status === 'loading' && <p className="manage__text">{COPARENT_MSG.loading}</p>}
      {status.status === 'error' && <ErrorState message={COPARENT_MSG.loadFailed} onRetry={status.reload} />}
      {status.status === 'ready' &&
        (status.data.role === 'COPARENT' ? (
          <>
            <p className="manage__text">{COPARENT_MSG.coparentLine(status.data.creatorName)}</p>
            <p className="manage__text manage__hint">{COPARENT_MSG.creatorOnly}</p>
          </>
        ) : (
          <CreatorView code={code} data={status.data} onChange={(next) => status.setData(() => next)} />
        ))}
    </Card>
  );
}

function CreatorView({ code, data, onChange }: { code: string; data: CoparentStatusResponse; onChange: (next: CoparentStatusResponse) => void }) {
  const [inviteUrl, setInviteUrl] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useTransientError();
  const { copy, copied } = useCopyLabel();
  const coparent = data.coparent;

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (caught) {
      setError(errorMessage(caught, COPARENT_MSG.failed));
    } finally {
      setBusy(false);
    }
  };
  const invite = () =>
    act(async () => {
      const made = await inviteCoparent(code);
      setInviteUrl(made.inviteUrl);
      onChange({ ...data, coparent: { status: 'INVITED', expiresAt: made.expiresAt } });
    });
  const confirm = () => act(async () => onChange(await confirmCoparent(code)));
  const remove = (question: string) => {
    if (!window.confirm(question)) return;
    void act(async () => {
      setInviteUrl('');
      onChange(await removeCoparent(code));
    });
  };

  return (
    <>
      {coparent.status === 'NONE' && (
        <>
          <p className="manage__text">{COPARENT_MSG.lead}</p>
          <Button block busy={busy} onClick={() => void invite()}>
            {COPARENT_MSG.invite}
          </Button>
        </>
      )}
      {coparent.status === 'INVITED' && (
        <>
          {inviteUrl ? (
            <div className="coparent__link">
              <p className="manage__text">{COPARENT_MSG.inviteMade}</p>
              <input className="coparent__url" readOnly value={inviteUrl} aria-label="공동 관리 초대 링크" onFocus={(e) => e.currentTarget.select()} />
              <Button variant="soft" size="small" onClick={() => void copy(inviteUrl)}>
                {copied ? COPARENT_MSG.copied : COPARENT_MSG.copyLink}
              </Button>
            </div>
          ) : (
            <p className="manage__text">{COPARENT_MSG.pendingInvite}</p>
          )}
          <p className="manage__text manage__hint">{COPARENT_MSG.inviteExpires(formatKoreanDateTime(coparent.expiresAt))}</p>
          <div className="manage__dialog-actions">
            <Button variant="secondary" size="small" disabled={busy} onClick={() => remove(COPARENT_MSG.revokeConfirm)}>
              {COPARENT_MSG.revokeInvite}
            </Button>
            <Button variant="soft" size="small" busy={busy} onClick={() => void invite()}>
              {COPARENT_MSG.inviteAgain}
            </Button>
          </div>
        </>
      )}
      {coparent.status === 'ACCEPTED' && (
        <>
          <p className="manage__text" data-testid="coparent-accepted">
            {COPARENT_MSG.accepted(coparent.displayName)}
          </p>
          <div className="manage__dialog-actions">
            <Button variant="secondary" size="small" disabled={busy} onClick={() => remove(COPARENT_MSG.revokeConfirm)}>
              {COPARENT_MSG.revokeInvite}
            </Button>
            <Button size="small" busy={busy} onClick={() => void confirm()}>
              {COPARENT_MSG.confirm}
            </Button>
          </div>
        </>
      )}
      {coparent.status === 'CONFIRMED' && (
        <>
          <p className="manage__text">{COPARENT_MSG.confirmed(coparent.displayName)}</p>
          <Button variant="secondary" size="small" busy={busy} onClick={() => remove(COPARENT_MSG.removeConfirm(coparent.displayName))}>
            {COPARENT_MSG.remove}
          </Button>
        </>
      )}
      {error && <Alert>{error}</Alert>}
    </>
  );
}
