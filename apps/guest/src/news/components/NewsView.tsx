import type { EventInfo, NewsPlanFields } from '@babynews/contracts';
import { DueCountdown } from './DueCountdown';
import { NewsHeader } from './NewsHeader';
import { NewsStory } from './NewsStory';
import { NewsActions } from './NewsActions';
import { NewsConfetti } from './NewsConfetti';
import { NewsFollow } from './NewsFollow';
import { TitlePopup } from './TitlePopup';
import { QuizSection } from '../../quiz/QuizSection';

/**
 * The loaded news page (spec §2): confetti and the title popup on arrival, header with the sprout
 * animation (title + host), the due-date countdown (ARCHITECTURE §4.20), story (description), the quiz area, the wish-list button and the
 * follow area (ARCHITECTURE §4.6).
 */
export function NewsView({ event }: { event: EventInfo }) {
  return (
    <main className="news">
      <NewsConfetti />
      <TitlePopup title={event.title} hostName={event.displayName} />
      <article className="news__card" aria-labelledby="news-title">
        <NewsHeader title={event.title} hostName={event.displayName} />
        <DueCountdown dueDate={(event as Partial<NewsPlanFields>).dueDate} />
        <NewsStory description={event.description} />
        <QuizSection code={event.code} quizzes={event.quizList} />
        <NewsActions code={event.code} />
        <NewsFollow event={event} />
      </article>
    </main>
  );
}
