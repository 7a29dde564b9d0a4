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

/**
 * Cards in a grid on wide screens; on phones (< 720 px) a slider showing one card with dot
 * pagination whose active card advances every LIMITS.landingSlideMs (3 s, spec §2/§9).
 * Swiping left/right also moves it.
 */
export function CardSlider({ label, cards }: CardSliderProps) {
  const mobile = useMediaQuery('(max-width: 719px)');
  const [active, setActive] = useState(0);
  const touchX = useRef<number | null>(null);

  useEffect(() => {
    if (!mobile) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % cards.length), LIMITS.landingSlideMs);
    return () => window.clearInterval(timer);
  }, [mobile, cards.length, active]);

  const move = (delta: number) => setActive((i) => (i + delta + cards.length) % cards.length);

  return (
    <div className={`landing-slider landing-slider--${cards.length}`} role="group" aria-label={label}>
      <div
        className="landing-slider__viewport"
        onTouchStart={(e) => (touchX.current = e.touches[0]?.clientX ?? null)}
        onTouchEnd={(e) => {
          const start = touchX.current;
          const end = e.changedTouches[0]?.clientX;
          touchX.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < 40) return;
          move(end < start ? 1 : -1);
        }}
      >
        <ul className="landing-slider__track" style={mobile ? { transform: `translateX(-${active * 100}%)` } : undefined}>
          {cards.map((card, i) => (
            <li key={card.title} className={`landing-card landing-card--${card.tone}`} aria-hidden={mobile && i !== active ? true : undefined}>
              <span className="landing-card__icon">
                <Icon name={card.icon} size={26} />
              </span>
              <h3 className="landing-card__title">{card.title}</h3>
              <p className="landing-card__text">{card.text}</p>
            </li>
          ))}
        </ul>
      </div>
      {mobile && (
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
      )}
    </div>
  );
}
