import { Link } from 'react-router-dom';
import type { MyPageData } from '@babynews/contracts';

/** News pages the member follows (ARCHITECTURE §4.6), most recently followed first; a hint when none. */
export function FollowingList({ items }: { items: MyPageData['following'] }) {
  return (
    <section className="following" aria-labelledby="following-title">
      <h2 id="following-title" className="following__title">
        팔로우 중인 소식
      </h2>
      {items.length === 0 && <p className="following__empty">아직 팔로우 중인 소식이 없어요. 받은 초대 링크에서 소식을 팔로우해보세요.</p>}
      <ul className="bn-stack-list following__list">
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
