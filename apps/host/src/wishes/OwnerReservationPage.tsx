import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MSG, type OwnerReservationDetails } from '@babynews/contracts';
import { answered, errorMessage, hasCode, refused } from '@babynews/session';
import { Button, EmptyState, ErrorState, LoadingState, Page, RequireSignIn, showToast, useAsyncResource } from '@babynews/ui';
import { fetchOwnerReservation, markDelivered, setReservationThanked, unlockReservation } from './api/wishApi';
import { CurrentReservation } from './components/CurrentReservation';
import { CancelledReservations } from './components/CancelledReservations';
import { PinLockCard } from './components/PinLockCard';
import './wishes.css';

/**
 * `/event/wishReservation/{wishId}` (exposed as 'host/OwnerReservationPage'): the owner's view of a
 * wish's reservations (spec §2 "Owner-side view", ARCHITECTURE §4.7) — the live reservation or
 * '지금은 예약한 사람이 없어요.', the PIN lock with its unlock button (confirm → toast
 * '예약 확인 잠금을 해제했습니다.' → reload), the cancelled reservations, and the owner's
 * '배송 완료' action (ARCHITECTURE §4.8). Quantities (§4.22): every live reservation with its units, its
 * '감사 인사 완료' mark (saved at once with `{thanked, reservationId}`, put back with an alert on failure)
 * and its own '배송 완료' (`{orderStatus: 'DELIVERED', reservationId}`). Loading, not-found, and
 * error-with-retry states.
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
  const { reload, setData } = state;
  const [busy, setBusy] = useState<'deliver' | 'unlock' | null>(null);
  const [delivering, setDelivering] = useState<string | null>(null);
  const [savingThanks, setSavingThanks] = useState<ReadonlySet<string>>(new Set());

  const back = () => {
    if ((window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
    else void navigate('/user/mypage');
  };

  /** Runs an owner action, then reloads; a failure shows the server's message in an alert. */
  const act = async (kind: 'deliver' | 'unlock', run: (id: number) => Promise<unknown>, done: string) => {
    if (wishId === null) return;
    setBusy(kind);
    try {
      await run(wishId);
      showToast(done);
      reload();
    } catch (caught) {
      window.alert(errorMessage(caught, MSG.common.genericError, answered));
    } finally {
      setBusy(null);
    }
  };
  const deliver = (reservationId: string) => {
    setDelivering(reservationId);
    void act('deliver', (id) => markDelivered(id, reservationId || undefined), MSG.reserve.statusChanged).finally(() => setDelivering(null));
  };

  /** Shows the mark at once, saves it, and puts it back with an alert when the save fails. */
  const applyThanked = (reservationId: string, thanked: boolean) =>
    setData((current: OwnerReservationDetails) => ({
      ...current,
      thanked: current.reservations?.[0]?.reservationId === reservationId || reservationId === '' ? thanked : current.thanked,
      reservations: (current.reservations ?? []).map((row) => (row.reservationId === reservationId ? { ...row, thanked } : row)),
    }));
  const toggleThanked = async (reservationId: string, thanked: boolean) => {
    if (wishId === null) return;
    applyThanked(reservationId, thanked);
    setSavingThanks((current) => new Set(current).add(reservationId));
    try {
      await setReservationThanked(wishId, reservationId, thanked);
    } catch (caught) {
      applyThanked(reservationId, !thanked);
      window.alert(errorMessage(caught, MSG.parent.thankedFailed, refused));
    } finally {
      setSavingThanks((current) => {
        const next = new Set(current);
        next.delete(reservationId);
        return next;
      });
    }
  };
  const unlock = () => {
    if (window.confirm(MSG.reserve.unlockConfirm)) void act('unlock', unlockReservation, MSG.reserve.unlocked);
  };

  return (
    <Page narrow title="예약자 정보" className="owner-reservation">
      {state.status === 'loading' && <LoadingState text="예약 정보를 불러오는 중입니다..." />}
      {state.status === 'error' &&
        (wishId === null || hasCode(state.error, 'WISH_NOT_FOUND', 'NOT_FOUND') ? (
          <EmptyState icon="search" title={MSG.wish.notFound} text="삭제되었거나 주소가 올바르지 않아요." />
        ) : (
          <ErrorState message={errorMessage(state.error, MSG.common.genericError)} onRetry={reload} />
        ))}
      {state.status === 'ready' && (
        <div className="owner-reservation__stack">
          <CurrentReservation
            view={state.data}
            onDeliver={deliver}
            onThanked={(reservationId, thanked) => void toggleThanked(reservationId, thanked)}
            delivering={busy === 'deliver' ? delivering : null}
            savingThanks={savingThanks}
          />
          <PinLockCard lock={state.data.pinLock} onUnlock={unlock} busy={busy === 'unlock'} />
          <CancelledReservations items={state.data.cancelledReservations} />
        </div>
      )}
      <div className="owner-reservation__back">
        <Button variant="ghost" onClick={back}>
          뒤로 가기
        </Button>
      </div>
    </Page>
  );
}
