import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@babynews/contracts';
import { Icon } from '@babynews/ui';
import type { LandingCard } from '../content';
import { useMediaQuery } from '../hooks/useMediaQuery';

export interface CardSliderProps {
  /** Accessible name of the group, e.g. '아기소식의 장점'. */
  label: string;
  cards: LandingCard[];
}

/** Phones: below this width the cards become a slider (px). */
export const SLIDER_QUERY = '(max-width: 719px)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** Shortest horizontal swipe that moves the slider, px. */
const SWIPE_MIN_PX = 40;

/**
 * Cards in a grid on wide screens; on phones a carousel showing one card with dot pagination whose
 * active card advances every LIMITS.landingSlideMs (3 s, spec §2/§9). The automatic advance pauses
 * while the pointer rests on it or focus is inside, stops after a touch or with the pause button
 * (WCAG 2.2.2), and never runs under `prefers-reduced-motion`. Swiping left/right moves it.
 */
export function CardSlider({ label, cards }: CardSliderProps) {
  const mobile = useMediaQuery(SLIDER_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [active, setActive] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [resting, setResting] = useState(false);
  const touchX = useRef<number | null>(null);
  const count = cards.length;
  const playing = mobile && !reducedMotion && !stopped && !resting && count > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setActive((i) => (i + 1) % count), LIMITS.landingSlideMs);
    return () => window.clearTimeout(timer);
  }, [playing, count, active]);

  const move = (delta: number) => setActive((i) => (i + delta + count) % count);

  return (
    <div
      className={`landing-slider landing-slider--${count}`}
      role="group"
      aria-roledescription={mobile ? '슬라이드' : undefined}
      aria-label={label}
      data-playing={playing ? 'true' : 'false'}
      onMouseEnter={() => setResting(true)}
      onMouseLeave={() => setResting(false)}
      onFocus={() => setResting(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setResting(false);
      }}
    >
      <div
        className="landing-slider__viewport"
        aria-live={mobile && !playing ? 'polite' : 'off'}
        onTouchStart={(e) => {
          setStopped(true);
          touchX.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(e) => {
          const start = touchX.current;
          const end = e.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
          move(end < start ? 1 : -1);
        }}
      >
        <ul className="landing-slider__track" style={mobile ? { transform: `translateX(-${active * 100}%)` } : undefined}>
          {cards.map((card, i) => (
            <li
              key={card.title}
              className={`landing-card landing-card--${card.tone}`}
              aria-hidden={mobile && i !== active ? true : undefined}
              aria-roledescription={mobile ? '슬라이드' : undefined}
              aria-label={mobile ? `${count}개 중 ${i + 1}번째` : undefined}
              data-active={mobile && i === active ? 'true' : undefined}
            >
              {card.imageUrl ? (
                <img className="landing-card__image" src={card.imageUrl} alt="" loading="lazy" decoding="async" width={320} height={200} />
              ) : (
                <span className="landing-card__icon">
                  <Icon name={card.icon} size={26} />
                </span>
              )}
              <h3 className="landing-card__title">{card.title}</h3>
              <p className="landing-card__text">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
      {/* Always in the markup, as the server renders it, so nothing moves when the page hydrates:
          landing.css shows it on phones only, and the play button not under reduced motion. */}
      <div className="landing-slider__controls">
        <button
          type="button"
          className="landing-slider__play"
          aria-label={stopped ? `${label} 자동 넘김 재생` : `${label} 자동 넘김 멈춤`}
          onClick={() => setStopped((s) => !s)}
        >
          <Icon name={stopped ? 'play' : 'pause'} size={14} />
        </button>
        <div className="landing-slider__dots">
          {cards.map((card, i) => (
            <button
              key={card.title}
              type="button"
              className={i === active ? 'landing-slider__dot is-active' : 'landing-slider__dot'}
              aria-label={`${i + 1}번째 카드: ${card.title}`}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => setActive(i)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
