import { LIMITS } from '@babynews/contracts';
import { TextField } from '@babynews/ui';

export interface ReceiptEmailFieldProps {
  /** '예약 확인 메일 받기' or '참여 확인 메일 받기' (MAIL_MSG); shown with '(선택)'. */
  label: string;
  hint: string;
  value: string;
  onValue: (value: string) => void;
}

/** The optional receipt address of the reserve and pledge modals (ARCHITECTURE §4.23). */
export function ReceiptEmailField({ label, hint, value, onValue }: ReceiptEmailFieldProps) {
  return (
    <TextField
      label={`${label} (선택)`}
      name="receiptEmail"
      type="email"
      inputMode="email"
      autoComplete="email"
      maxLength={LIMITS.emailMax}
      placeholder="name@example.com"
      hint={hint}
      value={value}
      onChange={(e) => onValue(e.target.value)}
    />
  );
}
