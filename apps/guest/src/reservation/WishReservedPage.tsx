import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ERASE_MSG, MAIL_MSG, MSG, type ReserverStatusRequest } from '@babynews/contracts';
import { answered, errorMessage } from '@babynews/session';
import { EmptyState, LinkButton, LoadingState, Page, showToast } from '@babynews/ui';
import { eraseReservation, requestPinReset, setReserverOrderStatus, unreserveWish } from './api/reservationApi';
import { useReservation } from './hooks/useReservation';
import { myReservations } from './stores/myReservations';
import { EraseMyData } from './components/EraseMyData';
import { PasswordGate } from './components/PasswordGate';
import { ReservationDetails } from './components/ReservationDetails';
import './reservation.css';

/** Parses the `:id` route parameter (a positive integer wish id), else null. */
function wishIdFrom(param: string | undefined): number | null {
  return param && /^\d{1,12}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

/**
 * `/event/wishReserved/{id}?code={eventCode}&reservation={reservationId}` (exposed as 'guest/WishReservedPage',
 * spec §2, ARCHITECTURE §4.7, §4.22; id is the wish id, code the news page's share code that every call
 * sends, reservation — optional — the one reservation of the wish this page shows: every call carries it;
 * without it the PIN picks the reservation and the later calls name the one it opened). Without
 * `?code=` it makes no call and says how to get back (MSG.reserve.linkMissingCode, link home).
 * Else the PIN gate, then the reservation with the owner's shipping address. Cancel →
 * confirmation → alert '예약이 취소되었습니다.' → `/event/{eventCode}`; failure alert
 * '다시 시도해주세요.'. '내 정보 삭제' (ARCHITECTURE §4.24) → dialog → the result in place of the reservation.
 * No reservation → '예약 정보를 찾을 수 없습니다.'.
 */
export default function WishReservedPage() {
  const [search] = useSearchParams();
  const eventCode = (search.get('code') ?? '').trim();
  const reservationId = (search.get('reservation') ?? '').trim() || null;
  if (!eventCode) {
    return (
      <Page narrow>
        <EmptyState icon="search" title={MSG.reserve.linkMissingCode} actions={<LinkButton to="/">홈으로 가기</LinkButton>} />
      </Page>
    );
  }
  return <WishReserved eventCode={eventCode} reservationId={reservationId} />;
}

function WishReserved({ eventCode, reservationId }: { eventCode: string; reservationId: string | null }) {
  const { id } = useParams<{ id: string }>();
  const wishId = wishIdFrom(id);
  const navigate = useNavigate();
  const reservation = useReservation(wishId, eventCode, reservationId);
  const { state } = reservation;
  const [acting, setActing] = useState(false);
  const [forgotNotice, setForgotNotice] = useState('');
  const [erasedMessage, setErasedMessage] = useState('');

  /** 'PIN을 잊으셨나요?': the reset link goes to the receipt address of the reservation this link names. */
  const forgot = async () => {
    if (!reservationId || wishId === null) {
      setForgotNotice(MAIL_MSG.pinResetNeedsReceiptLink);
      return;
    }
    try {
      setForgotNotice((await requestPinReset(wishId, eventCode, reservationId)).message);
    } catch (caught) {
      setForgotNotice(errorMessage(caught, MSG.common.genericError, answered));
    }
  };

  if (state.status === 'loading') {
    return (
      <Page narrow>
        <LoadingState text="예약 정보를 불러오는 중입니다..." />
      </Page>
    );
  }
  if (erasedMessage) {
    return (
      <Page narrow>
        <EmptyState icon="check" title={erasedMessage} actions={<LinkButton to={`/event/${encodeURIComponent(eventCode)}`}>소식으로 돌아가기</LinkButton>} />
      </Page>
    );
  }
  if (state.status === 'notFound' || wishId === null) {
    return (
      <Page narrow>
        <EmptyState
          icon="search"
          title={MSG.reserve.notReserved}
          text="이미 취소되었거나 주소가 올바르지 않아요."
          actions={<LinkButton to="/">홈으로 가기</LinkButton>}
        />
      </Page>
    );
  }
  if (state.status === 'gate') {
    return (
      <Page narrow className="reservation-page">
        <PasswordGate
          reservedName={state.reservedName}
          password={reservation.password}
          onPassword={reservation.typePassword}
          onSubmit={reservation.unlock}
          error={reservation.error}
          lockNotice={reservation.lockNotice}
          busy={reservation.busy}
          onForgot={() => void forgot()}
          forgotNotice={forgotNotice}
        />
      </Page>
    );
  }

  const { data, password } = state;
  const cancel = async () => {
    if (!window.confirm(MSG.reserve.cancelConfirm)) return;
    setActing(true);
    try {
      await unreserveWish(wishId, eventCode, password, reservation.reservationId());
      myReservations.forget(eventCode, wishId, reservation.reservationId());
      window.alert(MSG.reserve.cancelled);
      void navigate(`/event/${encodeURIComponent(data.eventCode)}`);
    } catch {
      window.alert(MSG.reserve.unreserveFailed);
      setActing(false);
    }
  };
  const changeStatus = async (status: ReserverStatusRequest['orderStatus']) => {
    setActing(true);
    try {
      await setReserverOrderStatus(wishId, eventCode, password, status, reservation.reservationId());
      await reservation.refresh();
      showToast(MSG.reserve.statusChanged);
    } catch (caught) {
      window.alert(errorMessage(caught, MSG.common.genericError, answered));
    } finally {
      setActing(false);
    }
  };

  return (
    <Page narrow className="reservation-page">
      <ReservationDetails
        data={data}
        busy={acting}
        onStatus={(status) => void changeStatus(status)}
        onBack={() => void navigate(`/event/wishList/${encodeURIComponent(data.eventCode)}`)}
        onCancel={() => void cancel()}
      />
      <EraseMyData
        effect={data.orderStatus === 'PREPARING' || data.orderStatus === 'CANCELLED' ? ERASE_MSG.reservationDeletes : ERASE_MSG.reservationAnonymises}
        onErase={() => eraseReservation(wishId, eventCode, data.reservationId, password)}
        onErased={(erased) => {
          if (erased === 'deleted') myReservations.forget(eventCode, wishId, data.reservationId);
          setErasedMessage(erased === 'deleted' ? ERASE_MSG.deleted : ERASE_MSG.anonymized);
        }}
      />
    </Page>
  );
}
