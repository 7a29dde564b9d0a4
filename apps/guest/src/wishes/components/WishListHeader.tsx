import { Link } from 'react-router-dom';
import { Icon } from '@babynews/ui';

export interface WishListHeaderProps {
  /** Share code of the news page (the back button goes there). */
  code: string;
  /** The host's display name (the baby's letter names them). */
  hostName: string;
}

/** Back button, the title '출산 준비물 선물 리스트' and the baby's letter (spec §2). */
export function WishListHeader({ code, hostName }: WishListHeaderProps) {
  return (
    <header className="wishlist__header">
      <Link to={`/event/${encodeURIComponent(code)}`} className="wishlist__back">
        <span aria-hidden="true">←</span> 소식으로 돌아가기
      </Link>
      <p className="wishlist__eyebrow">
        <Icon name="gift" size={14} /> {hostName}님의 선물 리스트
      </p>
      <h1 className="wishlist__title">출산 준비물 선물 리스트</h1>
      <section className="wishlist__letter" aria-labelledby="baby-letter-title">
        <h2 id="baby-letter-title" className="wishlist__letter-title">
          <Icon name="mail" size={18} /> 아기가 보내는 편지
        </h2>
        <p>
          안녕하세요, 곧 만나게 될 아기예요. 저를 기다려 주셔서 정말 고마워요.
          {'\n'}엄마 아빠가 저를 위해 꼭 필요한 물건들을 골라 두었어요. 마음이 닿는 선물이 있다면 예약해 주세요. 같은 선물이 겹치지 않도록 예약한 선물에는
          표시가 돼요.
          {'\n'}건강하게 태어나서 웃는 얼굴로 인사드릴게요!
        </p>
      </section>
    </header>
  );
}
