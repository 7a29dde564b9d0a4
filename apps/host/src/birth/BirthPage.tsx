import { useNavigate, useParams } from 'react-router-dom';
import { BIRTH_ENTRY_MSG, BIRTH_MSG, MSG, type NewsBirth } from '@babynews/contracts';
import { Card, Icon, LinkButton, Page, RequireSignIn, showToast } from '@babynews/ui';
import { useOwnedEvent } from '../owner/useOwnedResource';
import { OwnerLoadState } from '../owner/OwnerLoadState';
import { useBirthForm } from './useBirthForm';
import { BirthForm } from './components/BirthForm';
import { RemoveBirth } from './components/RemoveBirth';
import './birth.css';

/**
 * `/event/birth/{code}` (exposed as 'host/BirthPage', ARCHITECTURE "Birth announcement"): the parent posts,
 * edits or takes down the birth announcement, reached from my page ('출생 소식 올리기' / '출생 소식 수정').
 * A page of its own, loaded with its chunk only when opened (like the other owner pages), so neither my page
 * nor the news page carries the editor. Members only; anyone but the owner is told '권한이 없습니다.' and
 * sent to '/'. Saving or taking down goes back to my page with a toast.
 */
export default function BirthPage() {
  return (
    <RequireSignIn>
      <BirthContent />
    </RequireSignIn>
  );
}

function BirthContent() {
  const { code } = useParams<{ code: string }>();
  const news = useOwnedEvent(code);
  if (news.status !== 'ready') {
    return (
      <Page narrow title={BIRTH_MSG.pageTitle}>
        <OwnerLoadState state={news} loadingText={BIRTH_MSG.loading} errorMessage={MSG.event.loadFailed} onRetry={news.reload} />
      </Page>
    );
  }
  return <BirthEditor code={news.data.code} title={news.data.title} birth={news.data.birth ?? null} />;
}

function BirthEditor({ code, title, birth }: { code: string; title: string; birth: NewsBirth | null }) {
  const navigate = useNavigate();
  const form = useBirthForm({
    code,
    initial: birth,
    onDone: (saved) => {
      showToast(saved === null ? BIRTH_MSG.removed : birth ? BIRTH_MSG.updated : BIRTH_MSG.saved);
      void navigate('/user/mypage');
    },
  });
  return (
    <Page narrow title={BIRTH_MSG.pageTitle} subtitle={title} className="birth-page">
      <div className="birth-page__links">
        <LinkButton to="/user/mypage" variant="ghost" size="small">
          마이페이지
        </LinkButton>
        <LinkButton to={`/event/${encodeURIComponent(code)}`} variant="soft" size="small">
          <Icon name="mail" size={16} />내 소식 보기
        </LinkButton>
      </div>
      <Card>
        <p className="birth-page__text">{BIRTH_MSG.intro}</p>
        {!birth && <p className="birth-page__notice">{BIRTH_MSG.mailNotice}</p>}
        <BirthForm form={form} submitLabel={birth ? BIRTH_MSG.save : BIRTH_ENTRY_MSG.announce} />
      </Card>
      {birth && <RemoveBirth form={form} />}
    </Page>
  );
}
