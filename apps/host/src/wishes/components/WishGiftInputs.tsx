import { GIFT_LIMITS, GIFT_MSG } from '@babynews/contracts';

export interface WishGiftInputsProps {
  idPrefix: string;
  /** The quantity as typed (digits). */
  quantity: string;
  groupGift: boolean;
  /** '함께 선물하기' is on without a price: GIFT_MSG.groupGiftNeedsPrice shows under the switch. */
  needsPrice: boolean;
  /** Units already reserved of the wish being edited (0 when adding). */
  reservedQuantity: number;
  /** The wish has reservations or pledges: the switch cannot change (WISH_GIFT_MODE_LOCKED). */
  giftModeLocked: boolean;
  onQuantity: (value: string) => void;
  onStep: (step: -1 | 1) => void;
  onGroupGift: (value: boolean) => void;
  disabled?: boolean;
}

/**
 * '수량' (a stepper 1–99 with a typed value) and the '함께 선물하기' switch of the wish form
 * (ARCHITECTURE §4.22). Buttons and input are 44 px tall for thumbs at 360 px.
 */
export function WishGiftInputs(props: WishGiftInputsProps) {
  const { idPrefix, quantity, groupGift, needsPrice, reservedQuantity, giftModeLocked, disabled } = props;
  const value = Number(quantity);
  const quantityId = `${idPrefix}-quantity`;
  const groupGiftHintId = `${idPrefix}-group-gift-hint`;
  return (
    <div className="wish-form__gift">
      <div className="bn-field">
        <label className="bn-field__label" htmlFor={quantityId}>
          {GIFT_MSG.quantityLabel}
        </label>
        <div className="wish-form__stepper">
          <button
            type="button"
            className="wish-form__step"
            aria-label={GIFT_MSG.quantityDecrease}
            aria-controls={quantityId}
            disabled={disabled || !(value > GIFT_LIMITS.quantityMin)}
            onClick={() => props.onStep(-1)}
          >
            −
          </button>
          <input
            id={quantityId}
            className="bn-field__control wish-form__quantity"
            name="quantity"
            inputMode="numeric"
            autoComplete="off"
            value={quantity}
            aria-describedby={`${quantityId}-hint`}
            aria-invalid={!(value >= GIFT_LIMITS.quantityMin && value <= GIFT_LIMITS.quantityMax) || undefined}
            disabled={disabled}
            onChange={(e) => props.onQuantity(e.target.value)}
          />
          <button
            type="button"
            className="wish-form__step"
            aria-label={GIFT_MSG.quantityIncrease}
            aria-controls={quantityId}
            disabled={disabled || value >= GIFT_LIMITS.quantityMax}
            onClick={() => props.onStep(1)}
          >
            +
          </button>
        </div>
        <p className="bn-field__hint" id={`${quantityId}-hint`}>
          {reservedQuantity > 0 ? GIFT_MSG.reservedOf(reservedQuantity, Math.max(value || 0, reservedQuantity)) : GIFT_MSG.quantityHint}
        </p>
      </div>
      <label className="wish-form__check">
        <input
          type="checkbox"
          name="groupGift"
          checked={groupGift}
          disabled={disabled || giftModeLocked}
          aria-describedby={groupGiftHintId}
          onChange={(e) => props.onGroupGift(e.target.checked)}
        />
        <span>{GIFT_MSG.groupGiftLabel}</span>
      </label>
      <p className="bn-field__hint wish-form__gift-hint" id={groupGiftHintId}>
        {giftModeLocked ? GIFT_MSG.giftModeLocked : GIFT_MSG.groupGiftHint}
      </p>
      {needsPrice && (
        <p className="bn-field__error" role="alert">
          {GIFT_MSG.groupGiftNeedsPrice}
        </p>
      )}
    </div>
  );
}
