import { Icon } from '@babynews/ui';

/** Decorative preview of a news card next to the hero copy (aria-hidden). */
export function HeroCard() {
  return (
    <div className="landing-hero__visual" aria-hidden="true">
      <div className="hero-card">
        <span className="hero-card__dot hero-card__dot--a" />
        <span className="hero-card__dot hero-card__dot--b" />
        <span className="hero-card__dot hero-card__dot--c" />
        <p className="hero-card__badge">
          <Icon name="sprout" size={14} /> 새로운 소식
        </p>
        <p className="hero-card__title">우리 가족에게 아기가 찾아왔어요</p>
        <p className="hero-card__from">콩이 엄마님의 소식</p>
        <div className="hero-card__gifts">
          <span>
            <Icon name="gift" size={16} /> 젖병 세트
          </span>
          <span className="is-reserved">
            <Icon name="check" size={16} /> 애착 인형 · 예약됨
          </span>
          <span>
            <Icon name="gift" size={16} /> 아기 내복
          </span>
        </div>
      </div>
    </div>
  );
}
