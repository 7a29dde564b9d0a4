import { useState } from 'react';
import { formatPrice, MSG, type WishPlanFields, type WishPublic } from '@babynews/contracts';
import { Button, Icon, LinkButton } from '@babynews/ui';
import { isWebLink } from '../links';
import { reservationPath } from '../../reservation/links';
import { useMaskedReserverName } from '../hooks/useMaskedReserverName';

export interface WishCardProps {
  wish: WishPublic;
  /** Share code of the news page: the reservation link and the reserver-name call carry it. */
  eventCode: string;
  /** Opens the reserve modal for this wish. */
  onReserve: (wish: WishPublic) => void;
  /** Surprise mode before the reveal day (ARCHITECTURE §4.20): no reserver name on the card, not even masked. */
  hideReserver?: boolean;
}

/**
 * One item of the public wish list (spec §2): image (hidden if it fails to load), title,
 * '꼭 필요해요' mark for a most-wanted item (ARCHITECTURE §4.20), 'reserved' badge, description, price with thousands separators, '상품 보기' link, and either
 * the reserve button or '이미 예약된 선물이에요' with the masked reserver name (김*수, ARCHITECTURE §4.7) and
 * '예약 확인하기' (→ /event/wishReserved/{id}?code={eventCode}).
 */
export function WishCard({ wish, eventCode, onReserve, hideReserver = false }: WishCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const reserverName = useMaskedReserverName(wish.id, eventCode, wish.isReserved && !hideReserver);
  const titleId = `wish-${wish.id}-title`;
  return (
    <li className={wish.isReserved ? 'wish-card wish-card--reserved' : 'wish-card'}>
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
            {wish.isReserved && <span className="wish-badge">예약 완료</span>}
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
          <div className="wish-card__actions">
            {wish.isReserved ? (
              <>
                <p className="wish-card__taken">
                  <Icon name="check" size={16} /> 이미 예약된 선물이에요
                </p>
                {reserverName && <p className="wish-card__reserver">{reserverName}님이 예약했어요</p>}
                <LinkButton to={reservationPath(wish.id, eventCode)} variant="secondary" size="small" aria-label={`${wish.title} 예약 확인하기`}>
                  예약 확인하기
                </LinkButton>
              </>
            ) : (
              <Button block onClick={() => onReserve(wish)} aria-label={`${wish.title} 선물 예약하기`}>
                <Icon name="gift" size={18} />
                선물 예약하기
              </Button>
            )}
          </div>
        </div>
      </article>
    </li>
  );
}
