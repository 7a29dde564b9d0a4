import type { EventInfo, NewsPlanFields } from '@babynews/contracts';
import { BirthSlot } from './BirthSlot';
import { DueCountdown } from './DueCountdown';
import { NewsHeader } from './NewsHeader';
import { NewsCover } from './NewsCover';
import { NewsStory } from './NewsStory';
import { NewsActions } from './NewsActions';
import { NewsConfetti } from './NewsConfetti';
import { NewsFollow } from './NewsFollow';
import { NewsGuestbook } from './NewsGuestbook';
import { FundSection } from './FundSection';
import { TitlePopup } from './TitlePopup';
import { QuizSection } from '../../quiz/QuizSection';

/**
 * The loaded news page (spec §2): confetti and the title popup on arrival, the cover photo when there is one
 * (ARCHITECTURE "Cover photo and link card"), header with the sprout
 * animation (title + host), the due-date countdown (ARCHITECTURE §4.20) — or, once the parent announced the
 * birth, the announcement in its place (`BirthSlot`), with its confetti once per visitor (ARCHITECTURE "Birth
 * announcement") —, story (description), the quiz area, the wish-list button, the
 * 축의금 fund when open (ARCHITECTURE §4.22) and the follow area (ARCHITECTURE §4.6); below the card, the
 * congratulations guestbook (ARCHITECTURE "Guestbook"). `onRefresh` reloads the
 * page's read quietly (after a pledge).
 */
export function NewsView({ event, onRefresh = () => undefined }: { event: EventInfo; onRefresh?: () => void }) {
  const birth = event.birth ?? null;
  return (
    <main className="news">
      <NewsConfetti birthOf={birth ? event.code : undefined} />
      <TitlePopup title={event.title} hostName={event.displayName} />
      <article className="news__card" aria-labelledby="news-title">
        <NewsCover cover={event.coverImage} title={event.title} />
        <NewsHeader title={event.title} hostName={event.displayName} />
        {birth ? <BirthSlot birth={birth} /> : <DueCountdown news={event as Partial<NewsPlanFields>} />}
        <NewsStory description={event.description} />
        <QuizSection code={event.code} quizzes={event.quizList} />
        <NewsActions code={event.code} title={event.title} hostName={event.displayName} />
        <FundSection code={event.code} fund={event.fund} onChanged={onRefresh} />
        <NewsFollow event={event} />
      </article>
      <NewsGuestbook code={event.code} />
    </main>
  );
}
