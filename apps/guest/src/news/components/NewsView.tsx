import type { EventInfo } from '@babynews/contracts';
import { NewsHeader } from './NewsHeader';
import { NewsStory } from './NewsStory';
import { NewsActions } from './NewsActions';

/**
 * The loaded news page: header (title + host), story (description) and actions. Later issues
 * add the title popup, sprout animation, confetti and quiz as siblings here (spec §2).
 */
export function NewsView({ event }: { event: EventInfo }) {
  return (
    <main className="news">
      <article className="news__card" aria-labelledby="news-title">
        <NewsHeader title={event.title} hostName={event.displayName} />
        <NewsStory description={event.description} />
        <NewsActions code={event.code} />
      </article>
    </main>
  );
}
