import { dueDateCountdown, koreanDate, MSG } from '@babynews/contracts';
import { useRenderTime } from '@babynews/ui';

/**
 * The due-date countdown of the news page (ARCHITECTURE §4.20): 'D-45', 'D-day', then
 * '아기가 태어났어요! (D+3)', counted in Asia/Seoul days; nothing without a due date.
 * `now` is the time counted from (tests pass a fixed one); by default `useRenderTime`.
 */
export function DueCountdown({ dueDate, now }: { dueDate: string | null | undefined; now?: Date }) {
  const renderTime = useRenderTime();
  if (!dueDate) return null;
  const countdown = dueDateCountdown(dueDate, now ?? renderTime);
  return (
    <p className={countdown.born ? 'news__countdown news__countdown--born' : 'news__countdown'} data-testid="due-countdown">
      <strong>{countdown.label}</strong>
      <span className="news__countdown-date">{MSG.parent.dueDateLabel(koreanDate(dueDate))}</span>
    </p>
  );
}
