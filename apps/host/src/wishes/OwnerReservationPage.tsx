import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate, MSG } from '@babynews/contracts';
import { ApiRequestError } from '@babynews/session';
import { Button, Card, EmptyState, ErrorState, Icon, LoadingState, OrderStatusBadge, Page, RequireSignIn, showToast } from '@babynews/ui';
import { markDelivered } from './api/wishApi';
import { useOwnerReservation } from './hooks/useOwnerReservation';
import './wishes.css';

/**
 * `/event/wishReservation/{wishId}` (exposed as 'host/OwnerReservationPage'): the owner's view
 * of who reserved a wish (spec §2 "Owner-side view", DESIGN §4.7) — reserver name, contact,
 * date, order status, product link — and the owner's '배송 완료' action (DESIGN §4.8).
 */
export default function OwnerReservationPage() {
  return (
    <RequireSignIn>
      <OwnerReservation />
    </RequireSignIn>
  );
}

function OwnerReservation() {
  const { wishId: param } = useParams<{ wishId: string }>();
  const wishId = param && /^\d{1,12}$/.test(param) ? Number(param) : null;
  const navigate = useNavigate();
  const { state, reload } = useOwnerReservation(wishId);
  const [busy, setBusy] = useState(false);

  const back = () => {
    if ((window.history.state as { idx?: number } | null)?.idx) navigate(-1);
    else navigate('/user/mypage');
  };

  const deliver = async () => {
    if (wishId === null) return;
    setBusy(true);
    try {
      await markDelivered(wishId);
      showToast(MSG.reserve.statusChanged);
      reload();
    } catch (caught) {
      window.alert(caught instanceof ApiRequestError && caught.status !== 0 ? caught.message : MSG.common.genericError);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page narrow title="예약자 정보" className="owner-reservation">
      {state.status === 'loading' && <LoadingState text="예약 정보를 불러오는 중입니다..." />}
      {state.status === 'notFound' && <EmptyState icon="search" title={MSG.reserve.notReserved} text="예약이 취소되었거나 아직 예약되지 않은 선물이에요." />}
      {state.status === 'error' && <ErrorState message={state.message || MSG.common.genericError} onRetry={reload} />}
      {state.status === 'ready' && (
        <Card className="owner-reservation__card">
          <p className="owner-reservation__label">예약된 선물</p>
          <h2 className="owner-reservation__wish">{state.reservation.wishTitle}</h2>
          <dl className="owner-reservation__rows">
            <dt>예약자 이름</dt>
            <dd>{state.reservation.reservedName}</dd>
            <dt>연락처</dt>
            <dd>{state.reservation.reservedEmail}</dd>
            <dt>예약일</dt>
            <dd>{state.reservation.reservedAt ? formatDate(state.reservation.reservedAt) : '-'}</dd>
            <dt>배송 상태</dt>
            <dd>
              <OrderStatusBadge status={state.reservation.orderStatus} />
            </dd>
            <dt>상품 링크</dt>
            <dd>
              {/^https?:\/\//i.test(state.reservation.wishLink) ? (
                <a href={state.reservation.wishLink} target="_blank" rel="noopener noreferrer nofollow" className="owner-reservation__link">
                  <Icon name="link" size={14} /> 상품 페이지 열기
                </a>
              ) : (
                '-'
              )}
            </dd>
          </dl>
          {(state.reservation.orderStatus === 'PREPARING' || state.reservation.orderStatus === 'SHIPPING') && (
            <Button variant="soft" block busy={busy} onClick={deliver}>
              <Icon name="check" size={18} /> 선물을 받았어요 (배송 완료)
            </Button>
          )}
        </Card>
      )}
      <div className="owner-reservation__back">
        <Button variant="ghost" onClick={back}>
          뒤로 가기
        </Button>
      </div>
    </Page>
  );
}
