import { useState, useSyncExternalStore } from 'react';
import { formatPrice, GIFT_LABELS, MSG, type WishPlanFields, type WishPublic } from '@babynews/contracts';
import { Button, Icon, LinkButton } from '@babynews/ui';
import { isWebLink } from '../links';
import { reservationPath } from '../../reservation/links';
import { myReservations } from '../../reservation/stores/myReservations';
import { GiftProgress } from '../../pledges/components/GiftProgress';
import { useMaskedReserverName } from '../hooks/useMaskedReserverName';

export interface WishCardProps {
  wish: WishPublic;
  /** Share code of the news page: the reservation link and the reserver-name call carry it. */
  eventCode: string;
  /** Opens the reserve modal for this wish. */
  onReserve: (wish: WishPublic) => void;
  /** Opens the pledge modal for this group gift (ARCHITECTURE §4.22). */
  onPledge?: (wish: WishPublic) => void;
  /** Surprise mode before the reveal day (ARCHITECTURE §4.20): no reserver name on the card, not even masked. */
  hideReserver?: boolean;
}

/** True when a group gift takes no more pledges: the read says so, or the pledges reached the price. */
export function isFullyFunded(wish: WishPublic): boolean {
  return wish.isReserved || (wish.price != null && wish.price > 0 && wish.fundedAmount >= wish.price);
}

/**
 * One item of the public wish list (spec §2): image (hidden if it fails to load), title,
 * '꼭 필요해요' mark for a most-wanted item (ARCHITECTURE §4.20), 'reserved' badge, description, price with
 * thousands separators, '상품 보기' link, and then by kind (ARCHITECTURE §4.7, §4.22):
 * - a wish of quantity 1: the reserve button, or '이미 예약된 선물이에요' with the masked reserver name
 *   (김*수) and '예약 확인하기' (→ /event/wishReserved/{id}?code={eventCode}[&reservation=]);
 * - a wish of quantity > 1: '4개 중 2개 예약됨'; while units remain the reserve button, and once someone
 *   reserved also '내 예약 확인' (the reservation page with the reservationId this browser kept when it
 *   reserved, `myReservations`; without one the PIN gate opens the wish's only reservation); fully reserved it looks reserved, without a name (several reservers);
 * - a group gift: the progress bar (funded / price, giver count, never names) and '함께 선물하기', or
 *   '목표 금액이 모두 모였어요. 감사합니다!' without a button once fully funded.
 */
/** This browser's reservations change only through this page, which renders again after each: nothing to listen to. */
const noSubscription = () => () => undefined;

export function WishCard({ wish, eventCode, onReserve, onPledge, hideReserver = false }: WishCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const multi = !wish.groupGift && wish.quantity > 1;
  const reserverName = useMaskedReserverName(wish.id, eventCode, wish.isReserved && !hideReserver && !multi && !wish.groupGift);
  // localStorage, which the server does not have: the link it rendered (and the browser hydrates) names
  // no reservation, and gets this browser's own right after.
  const myReservationId = useSyncExternalStore(
    noSubscription,
    () => myReservations.latest(eventCode, wish.id),
    () => null,
  );
  const titleId = `wish-${wish.id}-title`;
  const funded = wish.groupGift && isFullyFunded(wish);
  const done = wish.groupGift ? funded : wish.isReserved;
  return (
    <li className={done ? 'wish-card wish-card--reserved' : 'wish-card'}>
      <article aria-labelledby={titleId}>
        {wish.imageUrl && !imageFailed ? (
          <img className="wish-card__image" src={wish.imageUrl} alt={wish.title} loading="lazy" onError={() => setImageFailed(true)} />
        ) : (
          <div className="wish-card__image wish-card__image--empty" aria-hidden="true">
            <Icon name="gift" size={34} />
          </div>
        )}
        <div className="wish-card__body">
          <div className="wish-card__head">
            <h2 id={titleId} className="wish-card__title">
              {wish.title}
            </h2>
            {(wish as WishPublic & Partial<WishPlanFields>).mostWanted && <span className="wish-badge wish-badge--wanted">{MSG.parent.mostWantedMark}</span>}
            {wish.groupGift && <span className="wish-badge wish-badge--group">{GIFT_LABELS.groupGiftLabel}</span>}
            {!wish.groupGift && wish.isReserved && <span className="wish-badge">예약 완료</span>}
          </div>
          {wish.description && <p className="wish-card__description">{wish.description}</p>}
          {wish.price != null && <p className="wish-card__price">{formatPrice(wish.price)}</p>}
          {isWebLink(wish.link) && (
            <a className="wish-card__link" href={wish.link} target="_blank" rel="noopener noreferrer nofollow">
              <Icon name="link" size={16} />
              <span>상품 보기</span>
              {wish.autoExtractedTitle && <span className="wish-card__link-title">{wish.autoExtractedTitle}</span>}
            </a>
          )}
          {multi && <p className="wish-card__units">{GIFT_LABELS.reservedOf(wish.reservedQuantity, wish.quantity)}</p>}
          {wish.groupGift && wish.price != null && wish.price > 0 && <GiftProgress funded={wish.fundedAmount} target={wish.price} givers={wish.giverCount} />}
          <div className="wish-card__actions">{wish.groupGift ? groupGiftActions() : reserveActions()}</div>
        </div>
      </article>
    </li>
  );

  function groupGiftActions() {
    if (funded) {
      return (
        <p className="wish-card__taken">
          <Icon name="check" size={16} /> {GIFT_LABELS.fullyFunded}
        </p>
      );
    }
    if (!onPledge || wish.price == null || wish.price <= 0) return null;
    return (
      <Button block onClick={() => onPledge(wish)} aria-label={`${wish.title} ${GIFT_LABELS.groupGiftLabel}`}>
        <Icon name="users" size={18} />
        {GIFT_LABELS.groupGiftLabel}
      </Button>
    );
  }

  function reserveActions() {
    const mine = (
      <LinkButton
        to={reservationPath(wish.id, eventCode, myReservationId)}
        variant="secondary"
        size="small"
        aria-label={`${wish.title} ${multi ? GIFT_LABELS.myReservation : '예약 확인하기'}`}
      >
        {multi ? GIFT_LABELS.myReservation : '예약 확인하기'}
      </LinkButton>
    );
    if (wish.isReserved) {
      return (
        <>
          <p className="wish-card__taken">
            <Icon name="check" size={16} /> 이미 예약된 선물이에요
          </p>
          {reserverName && <p className="wish-card__reserver">{reserverName}님이 예약했어요</p>}
          {mine}
        </>
      );
    }
    return (
      <>
        <Button block onClick={() => onReserve(wish)} aria-label={`${wish.title} 선물 예약하기`}>
          <Icon name="gift" size={18} />
          선물 예약하기
        </Button>
        {multi && wish.reservedQuantity > 0 && mine}
      </>
    );
  }
}
