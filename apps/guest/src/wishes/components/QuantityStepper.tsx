import { useId } from 'react';
import { GIFT_MSG } from '@babynews/contracts';
import { Icon } from '@babynews/ui';

export interface QuantityStepperProps {
  /** Units chosen, `1 ≤ value ≤ max`. */
  value: number;
  /** Units that remain (the largest choice). */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/**
 * The reserve modal's quantity stepper (ARCHITECTURE §4.22): '−' and '+' buttons labelled '수량 줄이기' /
 * '수량 늘리기' (44 px, disabled at 1 and at `max`), the chosen units announced politely, and
 * '{n}개 남음' under it.
 */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const labelId = useId();
  return (
    <div className="quantity-stepper" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="bn-field__label">
        {GIFT_MSG.quantityLabel}
      </span>
      <div className="quantity-stepper__row">
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={GIFT_MSG.quantityDecrease}
          disabled={disabled || value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="quantity-stepper__value" aria-live="polite">
          {GIFT_MSG.units(value)}
        </output>
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={GIFT_MSG.quantityIncrease}
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <span aria-hidden="true">+</span>
        </button>
        <span className="quantity-stepper__rest">
          <Icon name="gift" size={14} /> {GIFT_MSG.remainingUnits(max)}
        </span>
      </div>
    </div>
  );
}
