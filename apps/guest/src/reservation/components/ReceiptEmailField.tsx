import { LIMITS, MAIL_MSG } from '@babynews/contracts';
import { TextField } from '@babynews/ui';
import './receipt-email.css';

export interface ReceiptEmailFieldProps {
  /** '예약 확인 메일 받기' or '참여 확인 메일 받기' (MAIL_MSG); shown with '(선택)'. */
  label: string;
  hint: string;
  value: string;
  onValue: (value: string) => void;
  /** '아기 탄생 소식 받기' ticked (ARCHITECTURE "Birth announcement"). */
  birthNews: boolean;
  onBirthNews: (value: boolean) => void;
}

/**
 * The optional receipt address of the reserve and pledge modals (ARCHITECTURE §4.23) and, beside it, the
 * optional, unticked '아기 탄생 소식 받기' box (ARCHITECTURE "Birth announcement"), usable once an address is
 * typed: the announcement goes to that address.
 */
export function ReceiptEmailField({ label, hint, value, onValue, birthNews, onBirthNews }: ReceiptEmailFieldProps) {
  const noAddress = value.trim() === '';
  return (
    <>
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
      <label className="receipt-birth-news">
        <input type="checkbox" name="birthNews" checked={birthNews && !noAddress} disabled={noAddress} onChange={(e) => onBirthNews(e.target.checked)} />
        <span>
          {MAIL_MSG.birthNewsLabel}
          <small className="receipt-birth-news__hint">{MAIL_MSG.birthNewsHint}</small>
        </span>
      </label>
    </>
  );
}
