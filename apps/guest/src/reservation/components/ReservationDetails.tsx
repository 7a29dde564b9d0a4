import { CIRCLES_MSG, GIFT_MSG, type ReservationViewData, type ReserverStatusRequest } from '@babynews/contracts';
import { Button, Card, Icon } from '@babynews/ui';
import { OrderStatusBadge } from '@babynews/ui/gift';
import { isWebLink } from '../../wishes/links';

export interface ReservationDetailsProps {
  data: ReservationViewData;
  /** Sets the order status (reserver: SHIPPING or CANCELLED), resolves when done. */
  onStatus: (status: ReserverStatusRequest['orderStatus']) => void;
  onBack: () => void;
  onCancel: () => void;
  busy: boolean;
}

/**
 * The unlocked reservation (spec §2): completion header with the event owner's display name,
 * the wish (image, title, units of this reservation when more than one (ARCHITECTURE §4.22), description,
 * product link), the order status with the reserver's
 * status buttons (ARCHITECTURE §4.8), the shipping address with its notice (through a friends link, which carries
 * no address, '주소는 가족에게만 공개돼요' with the parent's way to send gifts instead: ARCHITECTURE "Two circles"),
 * back and cancel buttons.
 */
export function ReservationDetails({ data, onStatus, onBack, onCancel, busy }: ReservationDetailsProps) {
  const status = data.orderStatus;
  return (
    <div className="reservation">
      <header className="reservation__head">
        <span className="reservation__icon">
          <Icon name="check" size={30} />
        </span>
        <h1 className="reservation__title">선물 예약이 완료되었어요</h1>
        <p className="reservation__subtitle">
          <strong>{data.eventOwnerDisplayName}</strong>님께 따뜻한 마음이 전해질 거예요.
        </p>
      </header>

      <Card className="reservation__wish">
        <h2 className="reservation__section">예약한 선물</h2>
        {data.wishImageUrl && (
          <img className="reservation__image" src={data.wishImageUrl} alt={data.wishTitle} onError={(e) => (e.currentTarget.hidden = true)} />
        )}
        <p className="reservation__wish-title">{data.wishTitle}</p>
        {data.quantity > 1 && (
          <p className="reservation__quantity">
            {GIFT_MSG.quantityLabel} <strong>{GIFT_MSG.units(data.quantity)}</strong>
          </p>
        )}
        {data.wishDescription && <p className="reservation__wish-description">{data.wishDescription}</p>}
        {isWebLink(data.wishLink) && (
          <a className="bn-button bn-button--secondary bn-button--small" href={data.wishLink} target="_blank" rel="noopener noreferrer nofollow">
            <Icon name="link" size={16} />
            상품 페이지로 이동
          </a>
        )}
        <div className="reservation__status">
          <span>배송 상태</span>
          <OrderStatusBadge status={status} />
        </div>
        {(status === 'PREPARING' || status === 'SHIPPING') && (
          <div className="reservation__status-actions">
            {status === 'PREPARING' && (
              <Button size="small" variant="soft" onClick={() => onStatus('SHIPPING')} disabled={busy}>
                배송을 시작했어요
              </Button>
            )}
            <Button size="small" variant="ghost" onClick={() => onStatus('CANCELLED')} disabled={busy}>
              주문을 취소했어요
            </Button>
          </div>
        )}
      </Card>

      {data.address === undefined ? (
        <Card className="reservation__shipping">
          <h2 className="reservation__section">배송지 정보</h2>
          <p className="reservation__family-only">{CIRCLES_MSG.addressFamilyOnly}</p>
          <p className="reservation__section">{CIRCLES_MSG.addressNoteLabel}</p>
          <p className="reservation__address-note">{data.addressNote || CIRCLES_MSG.addressNoteMissing}</p>
        </Card>
      ) : (
        <Card className="reservation__shipping">
          <h2 className="reservation__section">배송지 정보</h2>
          <dl className="reservation__address">
            <dt>우편번호</dt>
            <dd>{data.postCode}</dd>
            <dt>주소</dt>
            <dd>{data.address}</dd>
            <dt>상세주소</dt>
            <dd>{data.detailAddress || '-'}</dd>
          </dl>
          <p className="reservation__notice">
            <Icon name="bell" size={16} /> 선물은 위 주소로 보내주세요. 주문하실 때 주소를 한 번 더 확인해주세요.
          </p>
        </Card>
      )}

      <div className="reservation__actions">
        <Button variant="secondary" onClick={onBack}>
          뒤로 가기
        </Button>
        <Button variant="danger" onClick={onCancel} busy={busy}>
          예약 취소하기
        </Button>
      </div>
    </div>
  );
}
