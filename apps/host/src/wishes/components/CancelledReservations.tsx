import { formatSeoulDateTime, MSG, type CancelledReservation } from '@babynews/contracts';
import { Card } from '@babynews/ui';

/**
 * The cancelled reservations of a wish on the owner's reservation view (ARCHITECTURE §4.7), newest first
 * as the API sends them: name, contact, reserved at and cancelled at (Asia/Seoul), so a stranger's
 * reserve-and-cancel is visible to the parent; '취소된 예약이 없어요.' when there are none.
 */
export function CancelledReservations({ items }: { items: CancelledReservation[] }) {
  return (
    <Card className="owner-reservation__card">
      <h2 className="owner-reservation__section" id="cancelled-reservations-title">
        취소된 예약 <span className="owner-reservation__count">{items.length}건</span>
      </h2>
      {items.length === 0 ? (
        <p className="owner-reservation__none">취소된 예약이 없어요.</p>
      ) : (
        <ul className="owner-reservation__history" aria-labelledby="cancelled-reservations-title">
          {items.map((item) => (
            <li key={`${item.reservedAt}-${item.cancelledAt}`} className="owner-reservation__history-item">
              <p className="owner-reservation__history-who">
                {/* Surprise mode sends '' for both (ARCHITECTURE §4.20). */}
                <strong>{item.reservedName || MSG.parent.hiddenName}</strong> {item.reservedEmail && <span>{item.reservedEmail}</span>}
              </p>
              <p className="owner-reservation__history-when">
                예약 <time dateTime={item.reservedAt}>{formatSeoulDateTime(item.reservedAt)}</time>
                {' · '}취소 <time dateTime={item.cancelledAt}>{formatSeoulDateTime(item.cancelledAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
