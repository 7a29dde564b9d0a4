import { useId, useState } from 'react';
import { MSG } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { Alert, Button, Card, Modal, useTransientError } from '@babynews/ui';
import { withdrawMember } from '../api/accountApi';

/**
 * '회원 탈퇴' card (ARCHITECTURE §4.21): a confirmation dialog naming what will be deleted (news page, wish
 * list and its reservations, quizzes and answers, followers, the member's data) with an agreement
 * checkbox, then DELETE /api/member/withdraw and `onWithdrawn` (the page signs out). A failure keeps
 * the dialog open with the server's message or MSG.account.withdrawFailed.
 */
export function WithdrawSection({ onWithdrawn }: { onWithdrawn: () => void }) {
  const [open, setOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useTransientError();
  const agreeId = useId();

  const close = () => {
    if (busy) return;
    setOpen(false);
    setAgreed(false);
    setError('');
  };

  const confirm = async () => {
    setBusy(true);
    setError('');
    try {
      await withdrawMember();
      onWithdrawn();
    } catch (caught) {
      setError(errorMessage(caught, MSG.account.withdrawFailed));
      setBusy(false);
    }
  };

  return (
    <Card className="account__section account__danger">
      <h2 className="account__heading">{MSG.account.withdrawTitle}</h2>
      <p className="account__text">{MSG.account.withdrawText}</p>
      <Button variant="danger" block onClick={() => setOpen(true)}>
        {MSG.account.withdrawTitle}
      </Button>
      <Modal open={open} title={MSG.account.withdrawConfirmTitle} onClose={close}>
        <p className="account__text">{MSG.account.withdrawConfirm}</p>
        <ul className="account__losses" aria-label="함께 삭제되는 정보">
          {MSG.account.withdrawItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <div className="account__agree">
          <input id={agreeId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} disabled={busy} />
          <label htmlFor={agreeId}>{MSG.account.withdrawAgree}</label>
        </div>
        {error && <Alert>{error}</Alert>}
        <div className="account__dialog-actions">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {MSG.account.withdrawCancel}
          </Button>
          <Button variant="danger" busy={busy} disabled={!agreed} onClick={() => void confirm()}>
            {MSG.account.withdrawButton}
          </Button>
        </div>
      </Modal>
    </Card>
  );
}
