import { useLocation } from 'react-router-dom';
import { selectSignedIn, useSession } from '@babynews/session';
import { headlineLines, LANDING_HERO as HERO } from '@babynews/contracts';
import { LinkButton } from '@babynews/ui';
import { useLandingContent } from '../hooks/useLandingContent';
import { CardSlider } from './CardSlider';
import { HeroCard } from './HeroCard';
import { HomePopup } from './HomePopup';
import '../landing.css';

/**
 * Landing `/` and `/about` (spec §1, §2): hero with the headline and two buttons ('make gift list',
 * 'share news' → /user/login, or my page when signed in), 3 benefit and 4 feature cards from the
 * `landing-*` asset groups over the built-in copy (ARCHITECTURE §4.16), and on `/` the home popup.
 */
export function LandingPage() {
  const { pathname } = useLocation();
  const signedIn = useSession(selectSignedIn);
  const content = useLandingContent();
  const start = signedIn ? '/user/mypage' : '/user/login';
  const [line1, line2] = headlineLines(content.hero.headline);
  return (
    <main className="landing">
      <section className="landing-hero" aria-labelledby="landing-title">
        <div className="landing-hero__copy">
          <p className="landing-hero__eyebrow">{HERO.eyebrow}</p>
          <h1 id="landing-title" className="landing-hero__title">
            {line1}
            {line2 && (
              <>
                <br />
                <em>{line2}</em>
              </>
            )}
          </h1>
          <p className="landing-hero__text">{HERO.text}</p>
          <div className="landing-hero__actions">
            <LinkButton to={start}>{HERO.primary}</LinkButton>
            <LinkButton to={start} variant="secondary">
              {HERO.secondary}
            </LinkButton>
          </div>
        </div>
        {content.hero.imageUrl ? (
          <div className="landing-hero__visual">
            <img className="landing-hero__image" src={content.hero.imageUrl} alt="" width={560} height={420} decoding="async" />
          </div>
        ) : (
          <HeroCard />
        )}
      </section>

      <section className="landing-section" aria-labelledby="landing-benefits">
        <h2 id="landing-benefits" className="landing-section__title">
          {content.benefits.title}
        </h2>
        <p className="landing-section__text">축하하는 사람도, 받는 사람도 모두 편안하게</p>
        <CardSlider label="아기소식의 장점" cards={content.benefits.cards} />
      </section>

      <section className="landing-section landing-section--warm" aria-labelledby="landing-features">
        <h2 id="landing-features" className="landing-section__title">
          {content.features.title}
        </h2>
        <p className="landing-section__text">소식부터 선물, 퀴즈까지 한 페이지에서</p>
        <CardSlider label="아기소식의 기능" cards={content.features.cards} />
      </section>

      <section className="landing-cta" aria-labelledby="landing-cta-title">
        <h2 id="landing-cta-title" className="landing-cta__title">
          지금 우리 아기 소식을 전해보세요
        </h2>
        <LinkButton to={start}>{HERO.secondary}</LinkButton>
      </section>
      {pathname === '/' && <HomePopup />}
    </main>
  );
}

// The page of `/` and `/about` in libs/contracts/src/pages/shell.json (the router loads the default export).
export default LandingPage;
