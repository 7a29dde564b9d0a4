import { LinkButton } from '@babynews/ui';
import { BENEFITS, FEATURES, HERO } from '../content';
import { CardSlider } from './CardSlider';
import { HeroCard } from './HeroCard';
import '../landing.css';

/** Landing `/` and `/about` (spec §2): hero with two buttons to /user/login, 3 benefit and 4 feature cards. */
export function LandingPage() {
  return (
    <main className="landing">
      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="landing-hero__copy">
          <p className="landing-hero__eyebrow">{HERO.eyebrow}</p>
          <h1 id="landing-title" className="landing-hero__title">
            {HERO.headline[0]}
            <br />
            <em>{HERO.headline[1]}</em>
          </h1>
          <p className="landing-hero__text">{HERO.text}</p>
          <div className="landing-hero__actions">
            <LinkButton to="/user/login">{HERO.primary}</LinkButton>
            <LinkButton to="/user/login" variant="secondary">
              {HERO.secondary}
            </LinkButton>
          </div>
        </div>
        <HeroCard />
      </section>

      <section className="landing-section" aria-labelledby="landing-benefits">
        <h2 id="landing-benefits" className="landing-section__title">
          아기소식이 특별한 이유
        </h2>
        <p className="landing-section__text">축하하는 사람도, 받는 사람도 모두 편안하게</p>
        <CardSlider label="아기소식의 장점" cards={BENEFITS} />
      </section>

      <section className="landing-section landing-section--warm" aria-labelledby="landing-features">
        <h2 id="landing-features" className="landing-section__title">
          이렇게 사용해요
        </h2>
        <p className="landing-section__text">소식부터 선물, 퀴즈까지 한 페이지에서</p>
        <CardSlider label="아기소식의 기능" cards={FEATURES} />
      </section>

      <section className="landing-cta">
        <h2 className="landing-cta__title">지금 우리 아기 소식을 전해보세요</h2>
        <LinkButton to="/user/login">{HERO.secondary}</LinkButton>
      </section>
    </main>
  );
}
