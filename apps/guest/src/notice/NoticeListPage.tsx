import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { formatDate, MSG } from '@babynews/contracts';
import { Alert, EmptyState, ErrorState, LinkButton, LoadingState, Page } from '@babynews/ui';
import type { NoticeListFlash } from './components/DeleteNoticeButton';
import { useNotices } from './hooks/useNotices';
import './notice.css';

/**
 * `/notice` (exposed as 'guest/NoticeListPage', spec §2 "Notice list"): title, subtitle and a row per
 * notice (title, date and an arrow) opening `/notice/detail/{id}`; an empty state; on failure
 * '공지사항을 불러오는 중 오류가 발생했습니다.' with a retry that loads the list again. A success message
 * handed over by the navigation (after a delete, spec §4) is shown once above the list.
 */
export default function NoticeListPage() {
  const notices = useNotices();
  const location = useLocation();
  const navigate = useNavigate();
  const [flash] = useState(() => (location.state as NoticeListFlash | null)?.flash ?? '');

  useEffect(() => {
    // The message is shown once: a reload of /notice must not show it again.
    if (flash) void navigate(location.pathname, { replace: true, state: null });
  }, [flash, location.pathname, navigate]);

  return (
    <Page narrow title={MSG.notice.listTitle} subtitle={MSG.notice.listSubtitle} className="notice-page">
      {flash && <Alert tone="success">{flash}</Alert>}
      {notices.status === 'loading' && <LoadingState text="공지사항을 불러오는 중입니다..." />}
      {notices.status === 'error' && <ErrorState message={MSG.notice.listFailed} onRetry={notices.reload} />}
      {notices.status === 'ready' &&
        (notices.data.length === 0 ? (
          <EmptyState
            icon="bell"
            title={MSG.notice.empty}
            text={MSG.notice.emptyText}
            actions={
              <LinkButton to="/" variant="secondary">
                홈으로 가기
              </LinkButton>
            }
          />
        ) : (
          <ul className="notice-list" aria-label="공지사항 목록">
            {notices.data.map((notice) => (
              <li key={notice.id}>
                <Link className="notice-list__row" to={`/notice/detail/${notice.id}`}>
                  <span className="notice-list__title">{notice.title}</span>
                  <time className="notice-list__date" dateTime={notice.createdAt}>
                    {formatDate(notice.createdAt)}
                  </time>
                  <span className="notice-list__arrow" aria-hidden="true">
                    ›
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </Page>
  );
}
