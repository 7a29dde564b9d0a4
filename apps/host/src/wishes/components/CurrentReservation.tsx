import {
  formatSeoulDateTime,
  GIFT_MSG,
  koreanDate,
  MSG,
  type OwnerReservationDetails,
  type OwnerReservationRow,
  type OwnerReservationView,
} from '@babynews/contracts';
import { Button, Card, Icon } from '@babynews/ui';
import { OrderStatusBadge } from '@babynews/ui/gift';

export interface CurrentReservationProps {
  /** The owner's view; `reserversHidden` and `revealDay` come with surprise mode (ARCHITECTURE §4.20). */
  view: OwnerReservationView & Partial<Pick<OwnerReservationDetails, 'reserversHidden' | 'revealDay' | 'thanked'>>;
  /** Marks one reservation's gift delivered (ARCHITECTURE §4.8); shown while PREPARING or SHIPPING. '' = the wish's only reservation. */
  onDeliver: (reservationId: string) => void;
  /** Ticks or clears one reservation's thank-you mark (ARCHITECTURE §4.20, §4.22). */
  onThanked: (reservationId: string, thanked: boolean) => void;
  /** The reservation whose delivery is being saved. */
  delivering: string | null;
  /** Reservations whose thank-you mark is being saved. */
  savingThanks: ReadonlySet<string>;
}

/**
 * The live reservations on the owner's reservation view (spec §2 "Owner-side view", ARCHITECTURE §4.7,
 * §4.22): wish title, '4개 중 2개 예약됨' on a wish of several units, then one block per reservation —
 * reserver name, contact, reserved at (Asia/Seoul), units, order status, the '감사 인사 완료' mark and
 * the '배송 완료' action — or '지금은 예약한 사람이 없어요.' when the wish is free; the product link.
 * In surprise mode names and contacts read '비공개' with the reveal day (ARCHITECTURE §4.20).
 */
export function CurrentReservation({ view, onDeliver, onThanked, delivering, savingThanks }: CurrentReservationProps) {
  const rows = reservationRows(view);
  const reserved = rows.length > 0;
  const hidden = view.reserversHidden === true;
  const quantity = view.quantity ?? 1;
  const reservedQuantity = view.reservedQuantity ?? rows.reduce((sum, row) => sum + row.quantity, 0);
  return (
    <Card className="owner-reservation__card">
      <p className="bn-label-pill owner-reservation__label">{reserved ? '예약된 선물' : '선물'}</p>
      <h2 className="owner-reservation__wish">{view.wishTitle}</h2>
      {hidden && (
        <p className="owner-reservation__surprise" role="note">
          {MSG.parent.surpriseHidden(view.revealDay ? koreanDate(view.revealDay) : null)}
        </p>
      )}
      {quantity > 1 && <p className="owner-reservation__units">{GIFT_MSG.reservedOf(reservedQuantity, quantity)}</p>}
      {reserved ? (
        <ul className="owner-reservation__list" aria-label={GIFT_MSG.reservationsTitle}>
          {rows.map((row, index) => (
            <li key={row.reservationId || index} aria-label={`예약 ${index + 1}`}>
              <dl className="owner-reservation__rows">
                <dt>예약자 이름</dt>
                <dd>{hidden || row.reservedName === null ? MSG.parent.hiddenName : row.reservedName}</dd>
                <dt>연락처</dt>
                <dd>{hidden || row.reservedEmail === null ? MSG.parent.hiddenName : row.reservedEmail}</dd>
                <dt>예약일</dt>
                <dd>{row.reservedAt ? formatSeoulDateTime(row.reservedAt) : '-'}</dd>
                <dt>{GIFT_MSG.quantityLabel}</dt>
                <dd>{GIFT_MSG.units(row.quantity)}</dd>
                <dt>배송 상태</dt>
                <dd>
                  <OrderStatusBadge status={row.orderStatus} />
                </dd>
              </dl>
              <label className="owner-reservation__thanked">
                <input
                  type="checkbox"
                  checked={row.thanked}
                  disabled={savingThanks.has(row.reservationId)}
                  onChange={(e) => onThanked(row.reservationId, e.target.checked)}
                />
                <span>{GIFT_MSG.thankedLabel}</span>
                <span className="bn-visually-hidden"> (예약 {index + 1})</span>
              </label>
              {(row.orderStatus === 'PREPARING' || row.orderStatus === 'SHIPPING') && (
                <Button variant="soft" block busy={delivering === row.reservationId} onClick={() => onDeliver(row.reservationId)}>
                  <Icon name="check" size={18} /> {GIFT_MSG.markDelivered}
                  <span className="bn-visually-hidden"> (예약 {index + 1})</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="owner-reservation__none">지금은 예약한 사람이 없어요.</p>
      )}
      {/^https?:\/\//i.test(view.wishLink) && (
        <a href={view.wishLink} target="_blank" rel="noopener noreferrer nofollow" className="owner-reservation__link">
          <Icon name="link" size={14} /> 상품 페이지 열기
        </a>
      )}
    </Card>
  );
}

/**
 * The live reservations of the view: `reservations` (ARCHITECTURE §4.22), or — from an answer without
 * them — the one described by the top-level fields (reservationId '' = the wish's only reservation).
 */
export function reservationRows(view: CurrentReservationProps['view']): OwnerReservationRow[] {
  if (Array.isArray(view.reservations)) return view.reservations;
  if (view.orderStatus === null) return [];
  return [
    {
      reservationId: '',
      reservedName: view.reservedName,
      reservedEmail: view.reservedEmail,
      reservedAt: view.reservedAt ?? '',
      quantity: 1,
      orderStatus: view.orderStatus,
      thanked: view.thanked === true,
    },
  ];
}
