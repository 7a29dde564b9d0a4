import { Icon } from '@babynews/ui';
import { Sprout } from './Sprout';

/** Sprout animation, title of the news and the host's display name ('{name}님의 소식'). */
export function NewsHeader({ title, hostName }: { title: string; hostName: string }) {
  return (
    <header className="news__header">
      <Sprout />
      <p className="news__badge">
        <Icon name="sprout" size={14} /> 반가운 소식이 도착했어요
      </p>
      <h1 id="news-title" className="news__title">
        {title}
      </h1>
      <p className="news__host">
        <span className="news__host-name">{hostName}</span>님의 소식
      </p>
    </header>
  );
}
