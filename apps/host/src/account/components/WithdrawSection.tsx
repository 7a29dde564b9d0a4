import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ACCOUNT_MSG, type AccountInfo, COPARENT_MSG, EXPORT_MSG, SECURITY_MSG, type WithdrawalPreview } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { Alert, Button, Card, Modal, TextField, useTransientError } from '@babynews/ui';
import { withdrawMember } from '../api/accountApi';
import { fetchWithdrawalPreview } from '../api/privacyApi';
import { useReauthentication } from '../hooks/useReauthentication';

/** Query flag of `/user/account` that opens the withdrawal dialog (the way back from a social re-sign-in). */
export const WITHDRAW_FLAG = 'withdraw';

/**
 * '회원 탈퇴' card (ARCHITECTURE §4.21, §4.24): a confirmation dialog naming what will be deleted — 소식 페이지,
 * 선물 목록, 가족·친구들의 예약과 참여, 퀴즈와 답변, 팔로워, 올린 사진, each with the member's count
 * (`GET /api/member/withdrawalPreview`, read when the dialog opens; the list stands without counts while
 * they load or when the read fails), the follows and account data — that relatives with a receipt
 * address are told, with an agreement checkbox and the re-authentication, then DELETE /api/member/withdraw and `onWithdrawn` (the page signs out).
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
  const [open, setOpen] = useState(() => params.has(WITHDRAW_FLAG));
  const [agreed, setAgreed] = useState(false);
  const auth = useReauthentication(info, WITHDRAW_FLAG);
  const { social } = auth;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useTransientError();
  const [preview, setPreview] = useState<WithdrawalPreview | null>(null);
  const agreeId = useId();

  useEffect(() => {
    // The flag only opens the dialog once: a reload of the page does not reopen it.
    if (params.has(WITHDRAW_FLAG)) setParams((p) => (p.delete(WITHDRAW_FLAG), p), { replace: true });
  }, [params, setParams]);

  useEffect(() => {
    if (!open) return;
    const abort = new AbortController();
    fetchWithdrawalPreview(abort.signal).then(setPreview, () => undefined);
    return () => abort.abort();
  }, [open]);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setAgreed(false);
    auth.reset();
    setError('');
  };

  const confirm = async () => {
    setError('');
    setBusy(true);
    const answer = await auth.submit(withdrawMember, (caught) => setError(errorMessage(caught, ACCOUNT_MSG.withdrawFailed)));
    if (answer === undefined) return setBusy(false);
    onWithdrawn();
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
        {preview?.handoverTo && <Alert tone="info">{COPARENT_MSG.withdrawHandover(preview.handoverTo)}</Alert>}
        <WithdrawLosses preview={preview} />
        <p className="account__text">{EXPORT_MSG.withdrawList.relativesNotice}</p>
        <p className="account__text">{EXPORT_MSG.withdrawList.exportHint}</p>
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
            value={auth.password}
            error={auth.passwordError}
            disabled={busy}
            onChange={(e) => auth.setPassword(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && agreed && !busy) void confirm();
            }}
          />
        ) : (
          social && (
            <div className="account__reauth">
              <p className="account__text">{SECURITY_MSG.reauthText}</p>
              <Button variant="secondary" block onClick={() => auth.reauthenticate(social)} disabled={busy}>
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

/** The dialog's list of what goes, with the member's counts once read (`preview`). */
export function WithdrawLosses({ preview }: { preview: WithdrawalPreview | null }) {
  const L = EXPORT_MSG.withdrawList;
  const items: Array<[string, string | null]> = [
    [L.newsPage, preview && L.things(preview.newsPages)],
    [L.wishes, preview && L.things(preview.wishes)],
    [L.gifts, preview && L.things(preview.gifts)],
    [L.quizzes, preview && L.quizCount(preview.quizzes, preview.quizAnswers)],
    [L.followers, preview && L.people(preview.followers)],
    [L.uploads, preview && L.things(preview.uploads)],
    [L.account, null],
  ];
  return (
    <ul className="account__losses" aria-label={L.label}>
      {items.map(([label, count]) => (
        <li key={label}>
          {label}
          {count && <span className="account__loss-count"> ({count})</span>}
        </li>
      ))}
    </ul>
  );
}
