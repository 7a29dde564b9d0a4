import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate, MSG } from '@babynews/contracts';
import { answered, errorMessage, hasStatus } from '@babynews/session';
import { Button, Card, EmptyState, ErrorState, Icon, LoadingState, OrderStatusBadge, Page, RequireSignIn, showToast, useAsyncResource } from '@babynews/ui';
import { fetchOwnerReservation, markDelivered } from './api/wishApi';
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
  const state = useAsyncResource(
    (signal) => {
      if (wishId === null) throw new Error('no wish id');
      return fetchOwnerReservation(wishId, signal);
    },
    [wishId],
    { keepDataWhileLoading: true },
  );
  const { reload } = state;
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
      window.alert(errorMessage(caught, MSG.common.genericError, answered));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page narrow title="예약자 정보" className="owner-reservation">
      {state.status === 'loading' && <LoadingState text="예약 정보를 불러오는 중입니다..." />}
      {state.status === 'error' &&
        (wishId === null || hasStatus(state.error, 404) ? (
          <EmptyState icon="search" title={MSG.reserve.notReserved} text="예약이 취소되었거나 아직 예약되지 않은 선물이에요." />
        ) : (
          <ErrorState message={errorMessage(state.error, MSG.common.genericError)} onRetry={reload} />
        ))}
      {state.status === 'ready' && (
        <Card className="owner-reservation__card">
          <p className="bn-label-pill owner-reservation__label">예약된 선물</p>
          <h2 className="owner-reservation__wish">{state.data.wishTitle}</h2>
          <dl className="owner-reservation__rows">
            <dt>예약자 이름</dt>
            <dd>{state.data.reservedName}</dd>
            <dt>연락처</dt>
            <dd>{state.data.reservedEmail}</dd>
            <dt>예약일</dt>
            <dd>{state.data.reservedAt ? formatDate(state.data.reservedAt) : '-'}</dd>
            <dt>배송 상태</dt>
            <dd>
              <OrderStatusBadge status={state.data.orderStatus} />
            </dd>
            <dt>상품 링크</dt>
            <dd>
              {/^https?:\/\//i.test(state.data.wishLink) ? (
                <a href={state.data.wishLink} target="_blank" rel="noopener noreferrer nofollow" className="owner-reservation__link">
                  <Icon name="link" size={14} /> 상품 페이지 열기
                </a>
              ) : (
                '-'
              )}
            </dd>
          </dl>
          {(state.data.orderStatus === 'PREPARING' || state.data.orderStatus === 'SHIPPING') && (
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
