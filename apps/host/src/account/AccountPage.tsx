import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ACCOUNT_MSG, type AccountInfo, MSG } from '@babynews/contracts';
import { errorMessage, useSession } from '@babynews/session';
import { Card, ErrorState, LinkButton, LoadingState, Page, RequireSignIn, showToast, useAsyncResource } from '@babynews/ui';
import { fetchAccountInfo } from './api/accountApi';
import { AccountForm } from './components/AccountForm';
import { DataExportSection } from './components/DataExportSection';
import { EmailVerificationSection } from './components/EmailVerificationSection';
import { NotificationSection } from './components/NotificationSection';
import { SignOutEverywhereSection } from './components/SignOutEverywhereSection';
import { WithdrawSection } from './components/WithdrawSection';
import { useAccountForm } from './hooks/useAccountForm';
import './account.css';

/**
 * `/user/account` '내 정보' (exposed as 'host/AccountPage', ARCHITECTURE §4.21; a `/user/*` path like spec §2's
 * other member pages `/user/mypage` and `/user/register`, linked from my page): edits realName,
 * phoneNumber, postCode/address and detailAddress — the fields administrators see in the member detail —
 * offers '모든 기기에서 로그아웃' (ARCHITECTURE §5 sessions), '내 정보 내려받기' (§4.24) and '회원 탈퇴', which deletes everything and signs out (not to administrators, whom the API refuses). Loading, error with retry, success states.
 * Not signed in → /user/login.
 */
export default function AccountPage() {
  const [withdrawn, setWithdrawn] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  if (withdrawn || signedOut) return <Navigate to="/" replace />;
  return (
    <RequireSignIn>
      <AccountContent
        onWithdrawn={() => {
          setWithdrawn(true);
          useSession.getState().logout();
          showToast(ACCOUNT_MSG.withdrawn);
        }}
        onSignedOutEverywhere={() => {
          setSignedOut(true);
          showToast(MSG.auth.logoutAllDone);
        }}
      />
    </RequireSignIn>
  );
}

function AccountContent({ onWithdrawn, onSignedOutEverywhere }: { onWithdrawn: () => void; onSignedOutEverywhere: () => void }) {
  const state = useAsyncResource(fetchAccountInfo, []);
  const isAdmin = useSession((s) => s.role) === 'ROLE_ADMIN';
  return (
    <Page narrow title={ACCOUNT_MSG.title} subtitle={ACCOUNT_MSG.intro} className="account">
      {state.status === 'loading' && <LoadingState text={ACCOUNT_MSG.loading} />}
      {state.status === 'error' && <ErrorState message={errorMessage(state.error, ACCOUNT_MSG.loadFailed)} onRetry={state.reload} />}
      {state.status === 'ready' && (
        <>
          <AccountCard info={state.data} />
          <EmailVerificationSection info={state.data} />
          <NotificationSection />
          <SignOutEverywhereSection onSignedOut={onSignedOutEverywhere} />
          <DataExportSection info={state.data} />
          {isAdmin ? <p className="account__text">{ACCOUNT_MSG.adminCannotWithdraw}</p> : <WithdrawSection info={state.data} onWithdrawn={onWithdrawn} />}
        </>
      )}
      <div className="account__back">
        <LinkButton to="/user/mypage" variant="ghost">
          마이페이지로
        </LinkButton>
      </div>
    </Page>
  );
}

function AccountCard({ info }: { info: AccountInfo }) {
  const form = useAccountForm(info);
  return (
    <Card className="account__section">
      <dl className="account__identity">
        <div>
          <dt>아이디</dt>
          <dd>{info.username}</dd>
        </div>
        <div>
          <dt>이메일</dt>
          <dd>{info.email}</dd>
        </div>
        <div>
          <dt>닉네임</dt>
          <dd>{info.displayName}</dd>
        </div>
      </dl>
      <AccountForm form={form} />
    </Card>
  );
}
