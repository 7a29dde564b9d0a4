import { koreanDate, MSG, type OwnerReservationDetails, type OwnerReservationView } from '@babynews/contracts';
import { Button, Card, Icon, OrderStatusBadge } from '@babynews/ui';
import { formatDateTime } from '../../quiz/format';

export interface CurrentReservationProps {
  /** The owner's view; `reserversHidden` and `revealDay` come with surprise mode (ARCHITECTURE §4.20). */
  view: OwnerReservationView & Partial<Pick<OwnerReservationDetails, 'reserversHidden' | 'revealDay'>>;
  /** Marks the gift delivered (ARCHITECTURE §4.8); shown while PREPARING or SHIPPING. */
  onDeliver: () => void;
  busy: boolean;
}

/**
 * The live reservation on the owner's reservation view (spec §2 "Owner-side view", ARCHITECTURE §4.7):
 * wish title, reserver name, contact, reserved at (Asia/Seoul), order status, product link and the
 * '배송 완료' action — or '지금은 예약한 사람이 없어요.' when the wish is free. In surprise mode the name
 * and contact read '비공개' with the reveal day (ARCHITECTURE §4.20).
 */
export function CurrentReservation({ view, onDeliver, busy }: CurrentReservationProps) {
  // A reservation exists exactly when it has a status; in surprise mode its name and contact are null.
  const reserved = view.orderStatus !== null;
  const hidden = view.reserversHidden === true;
  return (
    <Card className="owner-reservation__card">
      <p className="bn-label-pill owner-reservation__label">{reserved ? '예약된 선물' : '선물'}</p>
      <h2 className="owner-reservation__wish">{view.wishTitle}</h2>
      {hidden && (
        <p className="owner-reservation__surprise" role="note">
          {MSG.parent.surpriseHidden(view.revealDay ? koreanDate(view.revealDay) : null)}
        </p>
      )}
      {reserved ? (
        <dl className="owner-reservation__rows" aria-label="현재 예약">
          <dt>예약자 이름</dt>
          <dd>{hidden ? MSG.parent.hiddenName : view.reservedName}</dd>
          <dt>연락처</dt>
          <dd>{hidden ? MSG.parent.hiddenName : view.reservedEmail}</dd>
          <dt>예약일</dt>
          <dd>{view.reservedAt ? formatDateTime(view.reservedAt) : '-'}</dd>
          <dt>배송 상태</dt>
          <dd>
            <OrderStatusBadge status={view.orderStatus} />
          </dd>
          <dt>상품 링크</dt>
          <dd>
            {/^https?:\/\//i.test(view.wishLink) ? (
              <a href={view.wishLink} target="_blank" rel="noopener noreferrer nofollow" className="owner-reservation__link">
                <Icon name="link" size={14} /> 상품 페이지 열기
              </a>
            ) : (
              '-'
            )}
          </dd>
        </dl>
      ) : (
        <p className="owner-reservation__none">지금은 예약한 사람이 없어요.</p>
      )}
      {(view.orderStatus === 'PREPARING' || view.orderStatus === 'SHIPPING') && (
        <Button variant="soft" block busy={busy} onClick={onDeliver}>
          <Icon name="check" size={18} /> 선물을 받았어요 (배송 완료)
        </Button>
      )}
    </Card>
  );
}
