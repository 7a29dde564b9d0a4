import { useNavigate, useParams } from 'react-router-dom';
import { MSG, type Notice } from '@babynews/contracts';
import { ApiRequestError, hasCode } from '@babynews/session';
import { EmptyState, ErrorState, LinkButton, LoadingState, useAsyncResource } from '@babynews/ui';
import { fetchNoticeForEdit } from './api/noticeAdminApi';
import { NoticeForm } from './components/NoticeForm';
import { useNoticeForm } from './hooks/useNoticeForm';
import './notice-admin.css';

/** Parses the `:id` route parameter (a positive integer), else null. */
function noticeIdFrom(param: string | undefined): number | null {
  return param && /^\d{1,10}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/**
 * `/admin/editNotice/{id}` (exposed as 'admin/NoticeEditPage', spec §2 "Notice edit", behind the admin
 * guard and frame): the notice loaded into the form, its image shown with '이미지 삭제'. Unknown id:
 * '존재하지 않는 공지사항입니다.'; load failure: '공지사항을 불러오는 중 오류가 발생했습니다.' with a retry.
 * Success: '공지사항이 수정되었습니다.', then `/notice` after 1.5 s. Cancel goes back to the notice.
 */
export default function NoticeEditPage() {
  const { id } = useParams<{ id: string }>();
  const noticeId = noticeIdFrom(id);
  const notice = useAsyncResource(
    (signal) => {
      if (noticeId === null) throw new ApiRequestError(404, MSG.notice.editMissing, null, 'NOTICE_NOT_FOUND');
      return fetchNoticeForEdit(noticeId, signal);
    },
    [noticeId],
  );

  let body;
  if (notice.status === 'loading') body = <LoadingState text="공지사항을 불러오는 중입니다..." />;
  else if (notice.status === 'error')
    body = hasCode(notice.error, 'NOTICE_NOT_FOUND') ? (
      <EmptyState
        icon="search"
        title={MSG.notice.editMissing}
        actions={
          <LinkButton to="/notice" variant="secondary">
            목록으로
          </LinkButton>
        }
      />
    ) : (
      <ErrorState message={MSG.notice.listFailed} onRetry={notice.reload} />
    );
  else body = <EditForm notice={notice.data} />;

  return (
    <main className="notice-admin">
      <h1 className="notice-admin__title">공지사항 수정</h1>
      {body}
    </main>
  );
}

function EditForm({ notice }: { notice: Notice }) {
  const navigate = useNavigate();
  const form = useNoticeForm({ mode: 'edit', id: notice.id, initial: notice });
  return <NoticeForm form={form} initialHtml={notice.content} submitLabel="수정하기" onCancel={() => void navigate(`/notice/detail/${notice.id}`)} />;
}
