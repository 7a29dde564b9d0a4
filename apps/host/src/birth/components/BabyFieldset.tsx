import { BIRTH_MSG } from '@babynews/contracts';
import { Button, TextField } from '@babynews/ui';
import type { BabyFields } from '../birthForm';

export interface BabyFieldsetProps {
  /** 0-based place of the baby; shown as '1번째 아기'. */
  index: number;
  baby: BabyFields;
  onChange: (change: Partial<BabyFields>) => void;
  /** '…번째 아기 빼기'; left out while the baby is the only one. */
  onRemove?: () => void;
  disabled: boolean;
}

/** One baby of the birth editor: name (or 태명), weight in kg and height in cm (both optional, one decimal). */
export function BabyFieldset({ index, baby, onChange, onRemove, disabled }: BabyFieldsetProps) {
  const n = index + 1;
  return (
    <fieldset className="birth-form__baby">
      <legend className="birth-form__legend">{BIRTH_MSG.babyHeading(n)}</legend>
      <TextField
        id={`birth-baby-${n}-name`}
        label={BIRTH_MSG.nameLabel}
        name={`babies.${index}.name`}
        placeholder={BIRTH_MSG.namePlaceholder}
        value={baby.name}
        onChange={(e) => onChange({ name: e.target.value })}
        disabled={disabled}
        requiredMark
      />
      <div className="birth-form__measures">
        <TextField
          id={`birth-baby-${n}-weight`}
          label={BIRTH_MSG.weightLabel}
          name={`babies.${index}.weightKg`}
          inputMode="decimal"
          placeholder="3.2"
          value={baby.weight}
          onChange={(e) => onChange({ weight: e.target.value })}
          disabled={disabled}
        />
        <TextField
          id={`birth-baby-${n}-height`}
          label={BIRTH_MSG.heightLabel}
          name={`babies.${index}.heightCm`}
          inputMode="decimal"
          placeholder="50"
          value={baby.height}
          onChange={(e) => onChange({ height: e.target.value })}
          disabled={disabled}
        />
      </div>
      {onRemove && (
        <Button variant="ghost" size="small" onClick={onRemove} disabled={disabled}>
          {BIRTH_MSG.removeBaby(n)}
        </Button>
      )}
    </fieldset>
  );
}
