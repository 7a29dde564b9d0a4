import { Link } from 'react-router-dom';
import { formatPrice, GIFT_MSG, MSG, NEEDED_BY_LABEL } from '@babynews/contracts';
import { Button, Icon } from '@babynews/ui';
import { OrderStatusBadge } from '@babynews/ui/gift';
import type { OwnerWish } from '../api/wishApi';
import { LINK_TYPE_LABELS } from './linkTypes';

export interface WishEditorItemProps {
  wish: OwnerWish;
  onEdit: () => void;
  onDelete: () => void;
  /** True while this item is being deleted. */
  deleting: boolean;
  /** Moving within its group (ARCHITECTURE §4.20): null where it is already first / last. */
  move?: { up: (() => void) | null; down: (() => void) | null; busy: boolean };
  /** Where a group gift's pledges are listed (the summary page, ARCHITECTURE §4.22). */
  pledgesHref?: string;
}

/**
 * One wish in view mode (spec §2 "Edit wish list"): thumbnail, title, '예약됨' badge, price, shop,
 * description, link; a reserved wish shows its order status and a link to the owner's view of
 * the reservation; a wish with cancelled reservations or a PIN lock says so ('취소된 예약 N건',
 * '비밀번호 시도 잠김', ARCHITECTURE §4.7) with a link to that view; edit and delete buttons.
 * Quantities and group gifts (§4.22): '4개 중 2개 예약됨' on a wish of several units (the reservation
 * block shows as soon as one unit is reserved), and a group gift's funded total against its price with
 * the number of givers and a progress bar.
 */
export function WishEditorItem({ wish, onEdit, onDelete, deleting, move, pledgesHref }: WishEditorItemProps) {
  const titleId = `owner-wish-${wish.id}`;
  const quantity = wish.quantity ?? 1;
  const reservedQuantity = wish.reservedQuantity ?? (wish.isReserved ? quantity : 0);
  const groupGift = wish.groupGift === true;
  const reservedAny = !groupGift && (wish.isReserved || reservedQuantity > 0);
  return (
    <article className="wish-item" aria-labelledby={titleId}>
      <div className="wish-item__main">
        {wish.imageUrl ? (
          <img className="wish-item__thumb" src={wish.imageUrl} alt={`${wish.title} 이미지`} />
        ) : (
          <span className="wish-item__thumb wish-item__thumb--empty" aria-hidden="true">
            <Icon name="gift" size={26} />
          </span>
        )}
        <div className="wish-item__text">
          <div className="wish-item__head">
            <h2 id={titleId} className="wish-item__title">
              {wish.title}
            </h2>
            {wish.mostWanted && <span className="wish-item__badge wish-item__badge--wanted">{MSG.parent.mostWantedMark}</span>}
            {wish.isReserved && <span className="wish-item__badge">{groupGift ? GIFT_MSG.fundedBadge : '예약됨'}</span>}
          </div>
          <p className="wish-item__stage">{wish.neededBy ? NEEDED_BY_LABEL[wish.neededBy] : MSG.parent.unstaged}</p>
          {!groupGift && quantity > 1 && <p className="wish-item__units">{GIFT_MSG.reservedOf(reservedQuantity, quantity)}</p>}
          <p className="wish-item__meta">
            {wish.price != null && <span className="wish-item__price">{formatPrice(wish.price)}</span>}
            {wish.link && <span>{LINK_TYPE_LABELS[wish.linkType] ?? LINK_TYPE_LABELS.OTHERS}</span>}
          </p>
          {wish.description && <p className="wish-item__description">{wish.description}</p>}
          {wish.link && /^https?:\/\//i.test(wish.link) && (
            <a className="wish-item__link" href={wish.link} target="_blank" rel="noopener noreferrer nofollow">
              {wish.autoExtractedTitle || '상품 보기'}
            </a>
          )}
        </div>
      </div>
      {groupGift && wish.price != null && (
        <div className="wish-item__funding">
          <span className="wish-item__badge wish-item__badge--group">{GIFT_MSG.groupGiftLabel}</span>
          <span>{GIFT_MSG.fundedOf(formatPrice(wish.fundedAmount ?? 0), formatPrice(wish.price), wish.giverCount ?? 0)}</span>
          <progress max={Math.max(wish.price, 1)} value={Math.min(wish.fundedAmount ?? 0, wish.price)} aria-label={`${wish.title} ${GIFT_MSG.totalPledged}`} />
          {pledgesHref && (wish.giverCount ?? 0) > 0 && (
            <Link className="wish-item__reserver" to={pledgesHref}>
              {GIFT_MSG.pledgesLink} <span aria-hidden="true">→</span>
            </Link>
          )}
        </div>
      )}
      {reservedAny && (
        <div className="wish-item__reservation">
          <span>배송 상태</span>
          <OrderStatusBadge status={wish.orderStatus} />
          <Link className="wish-item__reserver" to={`/event/wishReservation/${wish.id}`}>
            예약자 정보 보기 <span aria-hidden="true">→</span>
          </Link>
        </div>
      )}
      {(wish.cancelledReservationCount > 0 || wish.pinLocked) && (
        <p className="wish-item__hint">
          {wish.cancelledReservationCount > 0 && <span>취소된 예약 {wish.cancelledReservationCount}건</span>}
          {wish.pinLocked && (
            <span className="wish-item__locked">
              <Icon name="lock" size={14} /> 누군가 비밀번호를 여러 번 틀려 잠겼어요
            </span>
          )}
          {!reservedAny && (
            <Link className="wish-item__reserver" to={`/event/wishReservation/${wish.id}`}>
              예약 기록 보기 <span aria-hidden="true">→</span>
            </Link>
          )}
        </p>
      )}
      <div className="wish-item__actions">
        {move && (
          <>
            <Button variant="ghost" size="small" onClick={move.up ?? undefined} disabled={!move.up || move.busy} aria-label={MSG.parent.moveUp(wish.title)}>
              ↑
            </Button>
            <Button
              variant="ghost"
              size="small"
              onClick={move.down ?? undefined}
              disabled={!move.down || move.busy}
              aria-label={MSG.parent.moveDown(wish.title)}
            >
              ↓
            </Button>
          </>
        )}
        <Button variant="secondary" size="small" onClick={onEdit} aria-label={`${wish.title} 수정`} disabled={deleting}>
          <Icon name="pen" size={16} />
          수정
        </Button>
        <Button variant="danger" size="small" onClick={onDelete} aria-label={`${wish.title} 삭제`} busy={deleting}>
          삭제
        </Button>
      </div>
    </article>
  );
}
