import { useNavigate, useParams } from 'react-router-dom';
import { MSG } from '@babynews/contracts';
import { Icon, LinkButton, Page, RequireSignIn } from '@babynews/ui';
import { useOwnedEvent } from '../owner/useOwnedResource';
import { OwnerLoadState } from '../owner/OwnerLoadState';
import { EditInfoForm } from './components/EditInfoForm';
import { FollowerList } from './components/FollowerList';
import { DeleteNewsSection } from './components/DeleteNewsSection';
import { GuestbookManage } from './components/GuestbookManage';
import { CirclesCard } from '../circles/components/CirclesCard';
import { CoparentCard } from '../coparent/components/CoparentCard';
import { useCoparentStatus } from '../coparent/hooks/useCoparentStatus';
import '../event-create/create-event.css';
import './manage.css';

/**
 * `/event/manage/{code}` (exposed as 'host/ManageEventPage', spec §2 "Manage news"): edit the news
 * info, list and remove followers, hide or delete guestbook entries (ARCHITECTURE "Guestbook"), invite and confirm the co-parent
 * (ARCHITECTURE "Two parents"), delete the news (the creator only). Members only; anyone but an owner is told
 * '권한이 없습니다.' and sent to '/' (spec §4).
 */
export default function ManageEventPage() {
  return (
    <RequireSignIn>
      <ManageContent />
    </RequireSignIn>
  );
}

function ManageContent() {
  const { code } = useParams<{ code: string }>();
  const news = useOwnedEvent(code);
  // Asked beside the page's read: the role decides whether the creator-only delete card shows (ARCHITECTURE "Two parents").
  const coparent = useCoparentStatus(code ?? '');
  const navigate = useNavigate();

  if (news.status !== 'ready') {
    return (
      <Page narrow title="소식 관리">
        <OwnerLoadState state={news} loadingText="소식을 불러오는 중입니다..." errorMessage={MSG.event.loadFailed} onRetry={news.reload} />
      </Page>
    );
  }

  const { data: event, setData: setEvent } = news;
  const link = `/event/${encodeURIComponent(event.code)}`;
  return (
    <Page narrow title="소식 관리" subtitle={event.title} className="manage">
      <div className="manage__links">
        <LinkButton to="/user/mypage" variant="ghost" size="small">
          마이페이지
        </LinkButton>
        <LinkButton to={link} variant="soft" size="small">
          <Icon name="mail" size={16} />내 소식 보기
        </LinkButton>
      </div>
      <EditInfoForm event={event} onSaved={(summary) => setEvent((current) => ({ ...current, ...summary }))} />
      <FollowerList code={event.code} followers={event.followers ?? []} onChange={(followers) => setEvent((current) => ({ ...current, followers }))} />
      <GuestbookManage code={event.code} />
      {/* A new family code moves the page: its management lives at the new code (ARCHITECTURE "Two circles"). */}
      <CirclesCard
        code={event.code}
        title={event.title}
        onFamilyCode={(next) => void navigate(`/event/manage/${encodeURIComponent(next)}`, { replace: true })}
      />
      <CoparentCard code={event.code} status={coparent} />
      {!(coparent.status === 'ready' && coparent.data.role === 'COPARENT') && <DeleteNewsSection event={event} />}
    </Page>
  );
}
