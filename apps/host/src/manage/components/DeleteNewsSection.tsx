import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG, type EventInfo } from '@babynews/contracts';
import { errorMessage } from '@babynews/session';
import { Alert, Button, Card, Modal, showToast, useTransientError } from '@babynews/ui';
import { deleteEvent } from '../api/manageApi';

/**
 * '소식 삭제' card (spec §2 "delete the news"): a confirmation dialog that lists what will be lost
 * (wishes, reservations, quiz answers, followers), then DELETE /api/event/delete/{code},
 * MSG.event.deleted and /user/mypage.
 */
export function DeleteNewsSection({ event }: { event: EventInfo }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useTransientError();
  const reserved = event.wishList.filter((wish) => wish.isReserved).length;

  const confirmDelete = async () => {
    setBusy(true);
    setError('');
    try {
      await deleteEvent(event.code);
      showToast(MSG.event.deleted);
      void navigate('/user/mypage', { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, MSG.event.deleteFailed));
      setBusy(false);
    }
  };

  return (
    <Card className="manage__section manage__danger">
      <h2 className="manage__heading">소식 삭제</h2>
      <p className="manage__text">소식을 삭제하면 초대 링크가 더 이상 열리지 않아요.</p>
      <Button variant="danger" block onClick={() => setOpen(true)}>
        소식 삭제하기
      </Button>
      <Modal open={open} title={MSG.event.deleteConfirmTitle} onClose={() => !busy && setOpen(false)}>
        <p className="manage__text">{MSG.event.deleteConfirm}</p>
        <ul className="manage__losses" aria-label="함께 삭제되는 정보">
          <li>위시리스트 {event.wishList.length}개</li>
          <li>선물 예약 {reserved}건 (예약자 정보와 배송 상태 포함)</li>
          <li>퀴즈 {event.quizList.length}개와 모든 퀴즈 답변</li>
          <li>팔로워 {event.followers?.length ?? 0}명</li>
        </ul>
        {error && <Alert>{error}</Alert>}
        <div className="manage__dialog-actions">
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
            취소
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void confirmDelete()}>
            삭제하기
          </Button>
        </div>
      </Modal>
    </Card>
  );
}
