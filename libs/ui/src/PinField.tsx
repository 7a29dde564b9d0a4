import { LIMITS } from '@babynews/contracts';
import { TextField, type TextFieldProps } from './TextField';

export interface PinFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength' | 'pattern'> {
  /** The PIN typed so far: digits only, at most LIMITS.reservationPasswordLength (4). */
  value: string;
  /** Called with the typed text reduced to digits and cut to 4 characters. */
  onValue: (digits: string) => void;
}

/** `'1a2-3 45'` → `'1234'`: keeps the digits of `text`, at most `length` of them (spec §5). */
export function pinDigits(text: string, length: number = LIMITS.reservationPasswordLength): string {
  return text.replace(/\D/g, '').slice(0, length);
}

/**
 * The 4-digit reservation PIN input (spec §5: "strips non-digits, max length 4"), used by the
 * reserve modal and the reservation gate: a masked field with `maxLength` 4 and
 * `inputMode="numeric"` (the phone shows the number pad) that hands only digits to `onValue`.
 */
export function PinField({ value, onValue, autoComplete = 'off', ...field }: PinFieldProps) {
  return (
    <TextField
      {...field}
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete={autoComplete}
      maxLength={LIMITS.reservationPasswordLength}
      value={value}
      onChange={(event) => onValue(pinDigits(event.target.value))}
    />
  );
}
