import { formatPrice, formatSeoulDateTime, GIFT_MSG, MSG, type SummaryReservationRow } from '@babynews/contracts';
import { OrderStatusBadge } from '@babynews/ui/gift';
import { sendReservationThankYou } from '../api/summaryApi';
import { ThankYouNote } from './ThankYouNote';

export interface ReservationRowsProps {
  rows: SummaryReservationRow[];
  /** Ticks or clears the thank-you mark of a row's reservation. */
  onThanked: (row: SummaryReservationRow, thanked: boolean) => void;
  /** Reservation ids whose mark is being saved. */
  saving: ReadonlySet<string>;
  /** A thank-you note went to a row's relative (the summary marks it sent and thanked). */
  onThankYouSent: (row: SummaryReservationRow) => void;
  /** The birth announcement's photo a note may carry (null: none to offer). */
  birthPhotoUrl: string | null;
}

/**
 * One card per reservation (ARCHITECTURE §4.20, §4.22): gift, price, reserver and contact ('비공개' in
 * surprise mode), units, order status, reserved at (Asia/Seoul), the '감사 인사 완료' checkbox and the
 * thank-you note ('감사 인사 보내기' when the relative left an e-mail, ARCHITECTURE "Thank-you notes"). Cards rather than a
 * table so a 360 px screen reads every field; the print stylesheet keeps them compact.
 */
export function ReservationRows({ rows, onThanked, saving, onThankYouSent, birthPhotoUrl }: ReservationRowsProps) {
  if (rows.length === 0) return <p className="summary__empty">{MSG.parent.noReservations}</p>;
  return (
    <ul className="summary__rows" aria-label="예약 목록">
      {rows.map((row) => (
        <li key={row.reservationId || row.wishId} className={row.thanked ? 'summary__row summary__row--thanked' : 'summary__row'}>
          <div className="summary__row-head">
            <h3 className="summary__row-title">{row.wishTitle}</h3>
            {row.price != null && <span className="summary__row-price">{formatPrice(row.price)}</span>}
          </div>
          <dl className="summary__row-fields">
            <dt>예약자</dt>
            <dd>{row.reservedName ?? MSG.parent.hiddenName}</dd>
            <dt>연락처</dt>
            <dd>{row.reservedEmail ?? MSG.parent.hiddenName}</dd>
            <dt>{GIFT_MSG.quantityLabel}</dt>
            <dd>{GIFT_MSG.units(row.quantity ?? 1)}</dd>
            <dt>배송 상태</dt>
            <dd>
              <OrderStatusBadge status={row.orderStatus} />
            </dd>
            <dt>예약일</dt>
            <dd>
              <time dateTime={row.reservedAt}>{formatSeoulDateTime(row.reservedAt)}</time>
            </dd>
          </dl>
          <label className="summary__thanked">
            <input type="checkbox" checked={row.thanked} disabled={saving.has(row.reservationId)} onChange={(e) => onThanked(row, e.target.checked)} />
            <span>감사 인사 완료</span>
            <span className="bn-visually-hidden"> ({row.wishTitle})</span>
          </label>
          <ThankYouNote
            label={row.wishTitle}
            name={row.reservedName}
            sent={row.thankYouSent}
            possible={row.thankYouPossible}
            birthPhotoUrl={birthPhotoUrl}
            send={(note) => sendReservationThankYou(row.wishId, row.reservationId, note)}
            onSent={() => onThankYouSent(row)}
          />
        </li>
      ))}
    </ul>
  );
}
