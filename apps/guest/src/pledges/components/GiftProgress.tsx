import { formatPrice, GIFT_LABELS } from '@babynews/contracts';
import './gift-progress.css';

export interface GiftProgressProps {
  /** KRW pledged so far. */
  funded: number;
  /** KRW the bar fills at (a group gift's price, the fund's goal). */
  target: number;
  /** Number of live pledges (never who gave what). */
  givers: number;
}

/**
 * A progress bar of pledges (ARCHITECTURE §4.22): role="progressbar" with aria-valuemin 0, aria-valuemax
 * `target`, aria-valuenow `funded` (capped at `target`) and the Korean label
 * '120,000원 / 400,000원 · 3명 참여' (`GIFT_LABELS.fundedOf`), shown under the bar too. Totals only.
 */
export function GiftProgress({ funded, target, givers }: GiftProgressProps) {
  const now = Math.max(0, Math.min(funded, target));
  const percent = target > 0 ? Math.round((now / target) * 100) : 0;
  const label = GIFT_LABELS.fundedOf(formatPrice(funded), formatPrice(target), givers);
  return (
    <div className="gift-progress">
      <div
        className="gift-progress__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={now}
        aria-valuetext={label}
        aria-label={label}
      >
        <span className="gift-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="gift-progress__text" aria-hidden="true">
        <span>{label}</span>
        <strong>{percent}%</strong>
      </p>
    </div>
  );
}
