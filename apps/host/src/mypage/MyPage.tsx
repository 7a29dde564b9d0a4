import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ACCOUNT_MSG, MSG, type MyPageData, myPageRoute } from '@babynews/contracts';
import { Button, ErrorState, Icon, LinkButton, LoadingState, Page, RequireSignIn, useAsyncResource } from '@babynews/ui';
import { errorMessage, signOut, takeInlineData, useSession } from '@babynews/session';
import { fetchMyPageData } from './api/myPageApi';
import { MyNewsCard } from './components/MyNewsCard';
import { CreateNewsPrompt } from './components/CreateNewsPrompt';
import { FollowingList } from './components/FollowingList';
import './mypage.css';

/**
 * `/user/mypage` (exposed as 'host/MyPage', spec §2): greeting, the member's news with the
 * invite/management buttons or a 'create news' button, followed news, and logout with
 * confirmation. Not signed in → /user/login.
 */
export default function MyPage() {
  const [loggedOut, setLoggedOut] = useState(false);
  if (loggedOut) return <Navigate to="/" replace />;
  return (
    <RequireSignIn>
      <MyPageContent onLogout={() => setLoggedOut(true)} />
    </RequireSignIn>
  );
}

/**
 * My page's data the server rendered the page with (ARCHITECTURE "How a first visit travels"), when it
 * is this session's member's; else undefined (the page loads it).
 */
function useInlineMyPageData(username: string): MyPageData | undefined {
  const [initial] = useState(() => {
    const inline = takeInlineData<MyPageData>(myPageRoute.path);
    return inline?.username === username ? inline : undefined;
  });
  return initial;
}

function MyPageContent({ onLogout }: { onLogout: () => void }) {
  const displayName = useSession((s) => s.displayName);
  const username = useSession((s) => s.username);
  const state = useAsyncResource(fetchMyPageData, [], { initial: useInlineMyPageData(username) });

  const logout = () => {
    if (!window.confirm(MSG.auth.logoutConfirm)) return;
    onLogout();
    void signOut();
  };

  return (
    <Page narrow className="mypage">
      <header className="mypage__hello">
        <span className="mypage__avatar">
          <Icon name="smile" size={30} />
        </span>
        <h1 className="mypage__title">{displayName}님, 안녕하세요</h1>
        <p className="mypage__subtitle">오늘도 행복한 하루 보내세요</p>
      </header>

      {state.status === 'loading' && <LoadingState text="내 정보를 불러오는 중입니다..." />}
      {state.status === 'error' && <ErrorState message={errorMessage(state.error, MSG.auth.myPageLoadFailed)} onRetry={state.reload} />}
      {state.status === 'ready' && (
        <>
          {state.data.event ? <MyNewsCard event={state.data.event} inviteUrl={state.data.inviteUrl} /> : <CreateNewsPrompt />}
          <FollowingList items={state.data.following ?? []} />
        </>
      )}

      {/* below the content once it is there: it never moves down when the content arrives */}
      {state.status !== 'loading' && (
        <div className="mypage__logout">
          <LinkButton to="/user/account" variant="ghost">
            {ACCOUNT_MSG.link}
          </LinkButton>
          <Button variant="ghost" onClick={logout}>
            로그아웃
          </Button>
        </div>
      )}
    </Page>
  );
}
