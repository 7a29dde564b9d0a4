import { useParams } from 'react-router-dom';
import { formatLongDate, MSG } from '@babynews/contracts';
import { hasCode, selectIsAdmin, useSession } from '@babynews/session';
import { EmptyState, ErrorState, LinkButton, LoadingState, Page, useDocumentTitle } from '@babynews/ui';
import { DeleteNoticeButton } from './components/DeleteNoticeButton';
import { NoticeContent } from './components/NoticeContent';
import { NoticeImage } from './components/NoticeImage';
import { useNotice } from './hooks/useNotices';
import './notice.css';

/**
 * `/notice/detail/{id}` (exposed as 'guest/NoticeDetailPage', spec §2 "Notice detail"): the '공지' badge,
 * title, created date in Korean long format, the optional image (hidden when it fails to load) and the
 * HTML content rendered as markup after DOMPurify (NoticeContent). Administrators also get '수정'
 * (`/admin/editNotice/{id}`) and '삭제' (confirmation, spec §4). Unknown id: '공지사항을 찾을 수 없습니다.';
 * other failures: '공지사항을 불러오는 중 오류가 발생했습니다.' with a retry.
 */
export default function NoticeDetailPage() {
  const { id } = useParams<{ id: string }>();
  const notice = useNotice(id);
  const isAdmin = useSession(selectIsAdmin);
  useDocumentTitle(notice.status === 'ready' ? notice.data.title : undefined);

  if (notice.status === 'loading') {
    return (
      <Page narrow>
        <LoadingState text="공지사항을 불러오는 중입니다..." />
      </Page>
    );
  }
  if (notice.status === 'error') {
    return (
      <Page narrow>
        {hasCode(notice.error, 'NOTICE_NOT_FOUND') ? (
          <EmptyState
            icon="search"
            title={MSG.notice.notFound}
            actions={
              <LinkButton to="/notice" variant="secondary">
                {MSG.notice.backToList}
              </LinkButton>
            }
          />
        ) : (
          <ErrorState message={MSG.notice.listFailed} onRetry={notice.reload} />
        )}
      </Page>
    );
  }

  const { data } = notice;
  return (
    <Page narrow className="notice-page">
      <article className="notice-detail" aria-labelledby="notice-title">
        <header className="notice-detail__head">
          <span className="notice-detail__badge">{MSG.notice.badge}</span>
          <h1 id="notice-title" className="notice-detail__title">
            {data.title}
          </h1>
          <time className="notice-detail__date" dateTime={data.createdAt}>
            {formatLongDate(data.createdAt)}
          </time>
        </header>
        <NoticeImage url={data.imageUrl} alt={data.title} />
        <NoticeContent html={data.content} />
      </article>
      <div className="notice-detail__actions">
        <LinkButton to="/notice" variant="secondary">
          {MSG.notice.backToList}
        </LinkButton>
        {isAdmin && (
          <div className="notice-detail__admin" role="group" aria-label="관리자 메뉴">
            <LinkButton to={`/admin/editNotice/${data.id}`} variant="secondary">
              수정
            </LinkButton>
            <DeleteNoticeButton id={data.id} />
          </div>
        )}
      </div>
    </Page>
  );
}
