import { useParams } from 'react-router-dom';
import { MSG } from '@babynews/contracts';
import { EmptyState, ErrorState, LinkButton, LoadingState, Page } from '@babynews/ui';
import { useEventInfo } from './hooks/useEventInfo';
import { NewsView } from './components/NewsView';
import './news.css';
import './celebration.css';

/**
 * `/event/{code}` — the public news page (exposed as 'guest/NewsPage'). Loading state,
 * '소식을 찾을 수 없습니다.' for an unknown code, '소식을 불러올 수 없습니다.' with a retry for other
 * failures (spec §8), else the news view.
 */
export default function NewsPage() {
  const { code } = useParams<{ code: string }>();
  const { state, reload } = useEventInfo(code);

  if (state.status === 'ready') return <NewsView event={state.event} />;
  return (
    <Page narrow>
      {state.status === 'loading' && <LoadingState text="소식을 불러오는 중입니다..." />}
      {state.status === 'notFound' && (
        <EmptyState icon="mail" title={MSG.event.notFound} text="초대 링크가 올바른지 확인해주세요." actions={<LinkButton to="/">홈으로 가기</LinkButton>} />
      )}
      {state.status === 'error' && <ErrorState message={MSG.event.loadFailed} onRetry={reload} />}
    </Page>
  );
}
