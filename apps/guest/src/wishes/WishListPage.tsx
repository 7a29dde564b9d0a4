import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { koreanDate, effectiveRevealAt, MSG, reserversHidden, type EventInfo, type NewsPlanFields, type WishPublic } from '@babynews/contracts';
import { Confetti, EmptyState, ScrollReveal, useFirstPaintHandoff } from '@babynews/ui';
import { useEventInfo } from '../news/hooks/useEventInfo';
import { NewsLoadState } from '../news/components/NewsLoadState';
import { unlockHandoff } from '../reservation/stores/unlockHandoff';
import { reservationPath } from '../reservation/links';
import { WishListHeader } from './components/WishListHeader';
import { WishCard } from './components/WishCard';
import { ReserveModal } from './components/ReserveModal';
import { WishGroups } from './components/WishGroups';
import './wishes.css';

/** How long the success confetti plays before the reservation view opens, in ms. */
const RESERVED_CONFETTI_MS = 2500;

/**
 * `/event/wishList/{code}` — the public wish list (exposed as 'guest/WishListPage', spec §2):
 * back button, title, the baby's letter, the items fading in on scroll (0.1 s stagger) — grouped most
 * wanted first, then by stage (ARCHITECTURE §4.20) — the
 * reserve modal; success → confetti → `/event/wishReserved/{wish id}?code={code}` (ARCHITECTURE §4.7). Loading, not-found,
 * error-with-retry and empty ('위시리스트가 아직 비어있어요.') states.
 */
export default function WishListPage() {
  const { code } = useParams<{ code: string }>();
  const news = useEventInfo(code);
  // the server painted this page's first view from the HTML: take its place once something is on screen
  useFirstPaintHandoff(news.status !== 'loading');

  if (news.status === 'ready') return <WishListView event={news.data} refresh={() => void news.refresh()} />;
  return <NewsLoadState state={news} loadingText="선물 리스트를 불러오는 중입니다..." onRetry={news.reload} />;
}

function WishListView({ event, refresh }: { event: EventInfo; refresh: () => void }) {
  const navigate = useNavigate();
  const [reserving, setReserving] = useState<WishPublic | null>(null);
  const [reservedId, setReservedId] = useState<number | null>(null);

  const plan = event as EventInfo & Partial<NewsPlanFields>;
  // Surprise mode (ARCHITECTURE §4.20): the reserver is told from when the parent sees their name.
  const surprise: NewsPlanFields = { dueDate: plan.dueDate ?? null, surpriseMode: plan.surpriseMode === true, revealAt: plan.revealAt ?? null };
  const revealDay = effectiveRevealAt(surprise);
  const hidden = reserversHidden(surprise, new Date());
  const surpriseNotice = hidden ? MSG.parent.surpriseNotice(revealDay ? koreanDate(revealDay) : null) : null;
  const renderList = (wishes: WishPublic[], label: string) => (
    <ScrollReveal as="ul" className="wishlist__items" aria-label={label}>
      {wishes.map((wish) => (
        <WishCard key={wish.id} wish={wish} eventCode={event.code} onReserve={setReserving} hideReserver={hidden} />
      ))}
    </ScrollReveal>
  );

  const onReserved = (password: string) => {
    if (!reserving) return;
    unlockHandoff.give(reserving.id, password);
    setReservedId(reserving.id);
    setReserving(null);
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
        <ReserveModal
          wish={reserving}
          eventCode={event.code}
          surpriseNotice={surpriseNotice}
          onClose={() => setReserving(null)}
          onReserved={onReserved}
          onTaken={refresh}
        />
      )}
      {reservedId !== null && (
        <>
          <p className="bn-visually-hidden" role="status">
            예약이 완료되었습니다.
          </p>
          <Confetti durationMs={RESERVED_CONFETTI_MS} onDone={() => void navigate(reservationPath(reservedId, event.code))} />
        </>
      )}
    </main>
  );
}
