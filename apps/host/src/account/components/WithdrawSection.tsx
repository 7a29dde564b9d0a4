import { useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ACCOUNT_MSG, type AccountInfo, MSG, SECURITY_MSG, type SocialProvider } from '@babynews/contracts';
import { errorMessage, hasCode, postLoginRedirect } from '@babynews/session';
import { Alert, Button, Card, Modal, TextField, useTransientError } from '@babynews/ui';
import { withdrawMember } from '../api/accountApi';

/** Query flag of `/user/account` that opens the withdrawal dialog (the way back from a social re-sign-in). */
export const WITHDRAW_FLAG = 'withdraw';

/**
 * '회원 탈퇴' card (ARCHITECTURE §4.21): a confirmation dialog naming what will be deleted (news page, wish
 * list and its reservations, quizzes and answers, followers, the member's data) with an agreement
 * checkbox and the re-authentication, then DELETE /api/member/withdraw and `onWithdrawn` (the page signs out).
 * - A member with a password types it ('비밀번호 확인'); a wrong one (PASSWORD_MISMATCH) shows under the
 *   field and keeps the session and the dialog.
 * - A social member signs in through the provider again: the button saves `/user/account?withdraw` as the
 *   post-login address and opens `/user/login?reauth={provider}`, which starts the provider's sign-in; back
 *   here the dialog opens by itself and the fresh token is accepted for LIMITS.reauthMaxAgeMs
 *   (REAUTH_REQUIRED otherwise, shown in the dialog with the same button).
 * Any other failure keeps the dialog open with the server's message or ACCOUNT_MSG.withdrawFailed.
 */
export function WithdrawSection({ info, onWithdrawn }: { info: Pick<AccountInfo, 'provider' | 'hasPassword'>; onWithdrawn: () => void }) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [open, setOpen] = useState(() => params.has(WITHDRAW_FLAG));
  const [agreed, setAgreed] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useTransientError();
  const agreeId = useId();
  const social: SocialProvider | null = !info.hasPassword && (info.provider === 'kakao' || info.provider === 'google') ? info.provider : null;

  useEffect(() => {
    // The flag only opens the dialog once: a reload of the page does not reopen it.
    if (params.has(WITHDRAW_FLAG)) setParams((p) => (p.delete(WITHDRAW_FLAG), p), { replace: true });
  }, [params, setParams]);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setAgreed(false);
    setPassword('');
    setPasswordError('');
    setError('');
  };

  const reauthenticate = (provider: SocialProvider) => {
    postLoginRedirect.save(`/user/account?${WITHDRAW_FLAG}`);
    void navigate(`/user/login?reauth=${provider}`);
  };

  const confirm = async () => {
    setError('');
    setPasswordError('');
    if (info.hasPassword && !password) return setPasswordError(MSG.auth.passwordRequired);
    setBusy(true);
    try {
      await withdrawMember(info.hasPassword ? { password } : {});
      onWithdrawn();
    } catch (caught) {
      if (hasCode(caught, 'PASSWORD_MISMATCH', 'VALIDATION_FAILED')) setPasswordError(errorMessage(caught, SECURITY_MSG.passwordMismatch));
      else setError(errorMessage(caught, ACCOUNT_MSG.withdrawFailed));
      setBusy(false);
    }
  };

  return (
    <Card className="account__section account__danger">
      <h2 className="account__heading">{ACCOUNT_MSG.withdrawTitle}</h2>
      <p className="account__text">{ACCOUNT_MSG.withdrawText}</p>
      <Button variant="danger" block onClick={() => setOpen(true)}>
        {ACCOUNT_MSG.withdrawTitle}
      </Button>
      <Modal open={open} title={ACCOUNT_MSG.withdrawConfirmTitle} onClose={close}>
        <p className="account__text">{ACCOUNT_MSG.withdrawConfirm}</p>
        <ul className="account__losses" aria-label="함께 삭제되는 정보">
          {ACCOUNT_MSG.withdrawItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <div className="account__agree">
          <input id={agreeId} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} disabled={busy} />
          <label htmlFor={agreeId}>{ACCOUNT_MSG.withdrawAgree}</label>
        </div>
        {info.hasPassword ? (
          <TextField
            id="withdraw-password"
            label={SECURITY_MSG.withdrawPasswordLabel}
            type="password"
            autoComplete="current-password"
            hint={SECURITY_MSG.withdrawPasswordHint}
            value={password}
            error={passwordError}
            disabled={busy}
            onChange={(e) => {
              setPassword(e.target.value);
              setPasswordError('');
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && agreed && !busy) void confirm();
            }}
          />
        ) : (
          social && (
            <div className="account__reauth">
              <p className="account__text">{SECURITY_MSG.reauthText}</p>
              <Button variant="secondary" block onClick={() => reauthenticate(social)} disabled={busy}>
                {SECURITY_MSG.reauthButton[social]}
              </Button>
            </div>
          )
        )}
        {error && <Alert>{error}</Alert>}
        <div className="account__dialog-actions">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {ACCOUNT_MSG.withdrawCancel}
          </Button>
          <Button variant="danger" busy={busy} disabled={!agreed} onClick={() => void confirm()}>
            {ACCOUNT_MSG.withdrawButton}
          </Button>
        </div>
      </Modal>
    </Card>
  );
}
