import { formatPrice, MSG, NEEDED_BY_LABEL, type SummaryUnreservedWish } from '@babynews/contracts';

/** The gifts nobody has reserved yet, in display order (ARCHITECTURE §4.20). */
export function UnreservedGifts({ wishes }: { wishes: SummaryUnreservedWish[] }) {
  if (wishes.length === 0) return <p className="summary__empty">{MSG.parent.noUnreserved}</p>;
  return (
    <ul className="summary__unreserved" aria-label="아직 예약되지 않은 선물">
      {wishes.map((wish) => (
        <li key={wish.wishId}>
          <span className="summary__unreserved-title">{wish.title}</span>
          <span className="summary__unreserved-meta">
            {wish.mostWanted ? `${MSG.parent.mostWantedMark} · ` : ''}
            {wish.neededBy ? NEEDED_BY_LABEL[wish.neededBy] : MSG.parent.unstaged}
            {wish.price != null ? ` · ${formatPrice(wish.price)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
