import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@babynews/contracts';
import { errorMessage, hasCode } from '@babynews/session';
import { Alert, Button, Modal, useTransientError } from '@babynews/ui';
import { deleteNotice } from '../api/noticeApi';

/** Navigation state the list reads to show a success message once (spec §4 "Notice delete"). */
export interface NoticeListFlash {
  flash?: string;
}

/**
 * Administrator's '삭제' button of the notice detail (spec §2, §4): a confirmation dialog saying the
 * notice cannot be recovered, then `DELETE /api/admin/notice/delete/{id}` and back to `/notice` with
 * MSG.notice.deleted. A notice already gone counts as deleted; other failures show
 * '공지사항 삭제 중 오류가 발생했습니다.' in the dialog.
 */
export function DeleteNoticeButton({ id }: { id: number }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useTransientError();

  const confirmDelete = async () => {
    setBusy(true);
    setError('');
    try {
      await deleteNotice(id);
    } catch (caught) {
      if (!hasCode(caught, 'NOTICE_NOT_FOUND')) {
        setError(errorMessage(caught, MSG.notice.deleteFailed, () => false));
        setBusy(false);
        return;
      }
    }
    const state: NoticeListFlash = { flash: MSG.notice.deleted };
    void navigate('/notice', { replace: true, state });
  };

  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        삭제
      </Button>
      <Modal open={open} title="공지사항 삭제" onClose={() => !busy && setOpen(false)}>
        <p className="notice-dialog__text">{MSG.notice.deleteConfirm}</p>
        {error && <Alert>{error}</Alert>}
        <div className="notice-dialog__actions">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            취소
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void confirmDelete()}>
            삭제하기
          </Button>
        </div>
      </Modal>
    </>
  );
}
