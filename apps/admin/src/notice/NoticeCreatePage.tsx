import { useNavigate } from 'react-router-dom';
import { MSG } from '@babynews/contracts';
import { NoticeForm } from './components/NoticeForm';
import { useNoticeForm } from './hooks/useNoticeForm';
import './notice-admin.css';

/**
 * `/admin/notice/create` (exposed as 'admin/NoticeCreatePage', spec §2 "Notice create", behind the admin
 * guard and frame applied by the build): title, optional image, rich-text content. Cancel asks
 * '작성 중인 내용이 있습니다...' when anything was typed, then goes to `/notice`; success shows
 * '공지사항이 등록되었습니다.' and goes to `/notice` after 1.5 s; a 403 shows the admin-only message (spec §8).
 */
export default function NoticeCreatePage() {
  const navigate = useNavigate();
  const form = useNoticeForm({ mode: 'create' });
  const cancel = () => {
    if (form.dirty && !window.confirm(MSG.notice.cancelConfirm)) return;
    void navigate('/notice');
  };
  return (
    <main className="notice-admin">
      <h1 className="notice-admin__title">공지사항 등록</h1>
      <NoticeForm form={form} initialHtml="" submitLabel="등록하기" onCancel={cancel} />
    </main>
  );
}
