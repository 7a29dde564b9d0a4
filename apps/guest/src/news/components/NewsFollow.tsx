import { useLocation, useNavigate } from 'react-router-dom';
import { MSG, type EventInfo } from '@babynews/contracts';
import { postLoginRedirect, selectSignedIn, useSession } from '@babynews/session';
import { Button, Icon, LinkButton } from '@babynews/ui';
import { useFollow } from '../hooks/useFollow';

/**
 * Follow area of the news page (ARCHITECTURE §4.6): a follow toggle for signed-in members who are not
 * the owner; a link to the management page for the owner; a sign-in invitation for visitors
 * (they come back here after signing in).
 */
export function NewsFollow({ event }: { event: EventInfo }) {
  const signedIn = useSession(selectSignedIn);
  const username = useSession((s) => s.username);
  // `isOwner` is the server's word (the creator's and the co-parent's read, ARCHITECTURE "Two parents");
  // the username spares the creator a follow button while the page still shows the public read inline.
  if (signedIn && (event.isOwner === true || username === event.username)) {
    return (
      <div className="news-follow">
        <LinkButton to={`/event/manage/${encodeURIComponent(event.code)}`} variant="soft" block>
          <Icon name="pen" size={18} />내 소식 관리하기
        </LinkButton>
      </div>
    );
  }
  // Keyed by the server's answer: the page may first show the public read inline in the HTML (no
  // follow state) and then the member's own read; the toggle starts again from the newer answer.
  const following = event.isFollowing ?? false;
  return signedIn ? <FollowToggle key={String(following)} code={event.code} initial={following} /> : <SignInToFollow />;
}

function FollowToggle({ code, initial }: { code: string; initial: boolean }) {
  const { following, busy, toggle } = useFollow(code, initial);
  return (
    <div className="news-follow">
      <Button variant={following ? 'success' : 'secondary'} block busy={busy} aria-pressed={following} onClick={() => void toggle()}>
        <Icon name={following ? 'check' : 'heart'} size={18} />
        {following ? '팔로우 중' : '소식 팔로우하기'}
      </Button>
      <p className="news-follow__hint">{following ? '다시 누르면 팔로우를 취소해요.' : '팔로우하면 마이페이지에서 이 소식을 다시 볼 수 있어요.'}</p>
    </div>
  );
}

function SignInToFollow() {
  const navigate = useNavigate();
  const location = useLocation();
  const signIn = () => {
    postLoginRedirect.save(location.pathname);
    void navigate('/user/login');
  };
  return (
    <div className="news-follow">
      <p className="news-follow__hint">{MSG.event.loginToFollow}</p>
      <Button variant="ghost" block onClick={signIn}>
        로그인하고 팔로우하기
      </Button>
    </div>
  );
}
