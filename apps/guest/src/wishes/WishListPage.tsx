import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  koreanDate,
  effectiveRevealAt,
  MSG,
  reserversHidden,
  type EventInfo,
  type NewsPlanFields,
  type ReserveResponse,
  type WishPublic,
} from '@babynews/contracts';
import { EmptyState, useRenderTime } from '@babynews/ui';
import { Confetti, ScrollReveal } from '@babynews/ui/motion';
import { useEventInfo } from '../news/hooks/useEventInfo';
import { NewsLoadState } from '../news/components/NewsLoadState';
import { unlockHandoff } from '../reservation/stores/unlockHandoff';
import { reservationPath } from '../reservation/links';
import { myReservations } from '../reservation/stores/myReservations';
import { WishListHeader } from './components/WishListHeader';
import { WishCard } from './components/WishCard';
import { LazyReserveModal, preloadReserveModal } from './LazyReserveModal';
import { WishGroups } from './components/WishGroups';
import { LazyPledgeModal } from '../pledges/LazyPledgeModal';
import './wishes.css';

/** How long the success confetti plays before the reservation view opens, in ms. */
const RESERVED_CONFETTI_MS = 2500;

/**
 * `/event/wishList/{code}` — the public wish list (exposed as 'guest/WishListPage', spec §2):
 * back button, title, the baby's letter, the items fading in on scroll (0.1 s stagger) — grouped most
 * wanted first, then by stage (ARCHITECTURE §4.20) — the
 * reserve modal (with a quantity stepper when several units remain, ARCHITECTURE §4.22); success → confetti →
 * `/event/wishReserved/{wish id}?code={code}&reservation={reservationId}` (ARCHITECTURE §4.7, §4.22); a group
 * gift's '함께 선물하기' opens the pledge modal (loaded on that click). A 409 that changed the list (taken,
 * fewer units, fully funded) reloads it quietly; the open modal follows the fresh wish. Loading, not-found,
 * error-with-retry and empty ('위시리스트가 아직 비어있어요.') states.
 */
export default function WishListPage() {
  const { code } = useParams<{ code: string }>();
  const news = useEventInfo(code);

  if (news.status === 'ready') return <WishListView event={news.data} refresh={() => void news.refresh()} />;
  return <NewsLoadState state={news} loadingText="선물 리스트를 불러오는 중입니다..." onRetry={news.reload} />;
}

function WishListView({ event, refresh }: { event: EventInfo; refresh: () => void }) {
  const navigate = useNavigate();
  // ids, not snapshots: after a refresh the modal shows the wish's fresh counters
  const [reservingId, setReservingId] = useState<number | null>(null);
  const [pledgingId, setPledgingId] = useState<number | null>(null);
  const [reserved, setReserved] = useState<{ wishId: number; reservationId: string } | null>(null);
  const renderTime = useRenderTime();
  const reserving = event.wishList.find((wish) => wish.id === reservingId) ?? null;
  // the reserve modal is not part of the first visit: fetch it once the list is on screen and the page is idle
  useEffect(() => whenIdle(preloadReserveModal), []);
  const pledging = event.wishList.find((wish) => wish.id === pledgingId && wish.groupGift) ?? null;

  const plan = event as EventInfo & Partial<NewsPlanFields>;
  // Surprise mode (ARCHITECTURE §4.20): the reserver is told from when the parent sees their name.
  const surprise: Omit<NewsPlanFields, 'hideCountdown'> = {
    dueDate: plan.dueDate ?? null,
    surpriseMode: plan.surpriseMode === true,
    revealAt: plan.revealAt ?? null,
  };
  const revealDay = effectiveRevealAt(surprise);
  const hidden = reserversHidden(surprise, renderTime);
  const surpriseNotice = hidden ? MSG.parent.surpriseNotice(revealDay ? koreanDate(revealDay) : null) : null;
  const renderList = (wishes: WishPublic[], label: string) => (
    <ScrollReveal as="ul" className="wishlist__items" aria-label={label}>
      {wishes.map((wish) => (
        <WishCard
          key={wish.id}
          wish={wish}
          eventCode={event.code}
          onReserve={(w) => setReservingId(w.id)}
          onPledge={(w) => setPledgingId(w.id)}
          hideReserver={hidden}
        />
      ))}
    </ScrollReveal>
  );

  const onReserved = (password: string, answer: ReserveResponse) => {
    if (!reserving) return;
    unlockHandoff.give(reserving.id, password);
    myReservations.remember(event.code, reserving.id, answer.reservationId);
    setReserved({ wishId: reserving.id, reservationId: answer.reservationId });
    setReservingId(null);
  };

  return (
    <main className="wishlist">
      <WishListHeader code={event.code} hostName={event.displayName} />
      {event.wishList.length === 0 ? (
        <EmptyState icon="gift" title={MSG.wish.empty} text="엄마 아빠가 곧 필요한 선물을 채워 둘 거예요." />
      ) : (
        <WishGroups wishes={event.wishList} dueDate={plan.dueDate ?? null} renderList={renderList} />
      )}
      {reserving && (
        <LazyReserveModal
          wish={reserving}
          eventCode={event.code}
          surpriseNotice={surpriseNotice}
          onClose={() => setReservingId(null)}
          onReserved={onReserved}
          onTaken={refresh}
        />
      )}
      {pledging && (
        <LazyPledgeModal
          target={{ kind: 'GROUP_GIFT', wishId: pledging.id, title: pledging.title, remaining: Math.max(0, (pledging.price ?? 0) - pledging.fundedAmount) }}
          eventCode={event.code}
          onClose={() => setPledgingId(null)}
          onPledged={refresh}
          onStale={refresh}
        />
      )}
      {reserved !== null && (
        <>
          <p className="bn-visually-hidden" role="status">
            예약이 완료되었습니다.
          </p>
          <Confetti durationMs={RESERVED_CONFETTI_MS} onDone={() => void navigate(reservationPath(reserved.wishId, event.code, reserved.reservationId))} />
        </>
      )}
    </main>
  );
}

/** Runs `task` when the browser is idle (or after a moment where it cannot tell); returns the cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
