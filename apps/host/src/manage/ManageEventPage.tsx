import { useParams } from 'react-router-dom';
import { MSG } from '@babynews/contracts';
import { EmptyState, ErrorState, Icon, LinkButton, LoadingState, Page, RequireSignIn } from '@babynews/ui';
import { useManagedEvent } from './hooks/useManagedEvent';
import { EditInfoForm } from './components/EditInfoForm';
import { FollowerList } from './components/FollowerList';
import { DeleteNewsSection } from './components/DeleteNewsSection';
import '../event-create/create-event.css';
import './manage.css';

/**
 * `/event/manage/{code}` (exposed as 'host/ManageEventPage', spec §2 "Manage news"): edit the news
 * info, list and remove followers, delete the news. Members only; anyone but the owner is told
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
  const { state, reload, setEvent } = useManagedEvent(code);

  if (state.status !== 'ready') {
    return (
      <Page narrow title="소식 관리">
        {(state.status === 'loading' || state.status === 'forbidden') && <LoadingState text="소식을 불러오는 중입니다..." />}
        {state.status === 'notFound' && <EmptyState icon="mail" title={MSG.event.notFound} actions={<LinkButton to="/user/mypage">마이페이지로 가기</LinkButton>} />}
        {state.status === 'error' && <ErrorState message={state.message} onRetry={reload} />}
      </Page>
    );
  }

  const { event } = state;
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
      <DeleteNewsSection event={event} />
    </Page>
  );
}
