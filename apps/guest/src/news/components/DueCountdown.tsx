import { koreanDate, MSG, newsCountdown, type NewsPlanFields } from '@babynews/contracts';
import { useRenderTime } from '@babynews/ui';

/**
 * The due-date countdown of the news page (ARCHITECTURE "The due date, honestly"): 'D-45', 'D-day',
 * then '예정일이 3일 지났어요' for 14 days, counted in Asia/Seoul days; nothing without a due date, when
 * the owner hid it, or later. Never says the baby was born: only the parent's announcement does.
 * `now` is the time counted from (tests pass a fixed one); by default `useRenderTime`.
 */
export function DueCountdown({ news, now }: { news: Partial<Pick<NewsPlanFields, 'dueDate' | 'hideCountdown'>>; now?: Date }) {
  const renderTime = useRenderTime();
  const dueDate = news.dueDate;
  const countdown = dueDate ? newsCountdown({ dueDate, hideCountdown: news.hideCountdown ?? false }, now ?? renderTime) : null;
  if (!dueDate || !countdown) return null;
  return (
    <p className={`news__countdown news__countdown--${countdown.state}`} data-testid="due-countdown">
      <strong>{countdown.label}</strong>
      <span className="news__countdown-date">{MSG.parent.dueDateLabel(koreanDate(dueDate))}</span>
    </p>
  );
}
