import { Link } from 'react-router-dom';
import type { MyPageData } from '@babynews/contracts';

/** News pages the member follows (DESIGN §4.6); nothing is rendered when there are none. */
export function FollowingList({ items }: { items: MyPageData['following'] }) {
  if (items.length === 0) return null;
  return (
    <section className="following" aria-labelledby="following-title">
      <h2 id="following-title" className="following__title">
        팔로우 중인 소식
      </h2>
      <ul className="following__list">
        {items.map((item) => (
          <li key={item.code}>
            <Link to={`/event/${encodeURIComponent(item.code)}`} className="following__item">
              <span className="following__name">{item.title}</span>
              <span className="following__host">{item.displayName}님</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
