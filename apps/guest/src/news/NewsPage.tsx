import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '@babynews/ui';
import { useEventInfo } from './hooks/useEventInfo';
import { NewsView } from './components/NewsView';
import { NewsLoadState } from './components/NewsLoadState';
import './news.css';
import './celebration.css';
import './birth.css';

/**
 * `/event/{code}` — the public news page (exposed as 'guest/NewsPage'). Loading state,
 * '소식을 찾을 수 없습니다.' for an unknown code, '소식을 불러올 수 없습니다.' with a retry for other
 * failures (spec §8), else the news view.
 */
export default function NewsPage() {
  const { code } = useParams<{ code: string }>();
  const news = useEventInfo(code);
  useDocumentTitle(news.status === 'ready' ? news.data.title : undefined);

  if (news.status === 'ready') return <NewsView event={news.data} onRefresh={() => void news.refresh()} />;
  return <NewsLoadState state={news} loadingText="소식을 불러오는 중입니다..." onRetry={news.reload} />;
}
