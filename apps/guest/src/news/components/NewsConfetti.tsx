import { useState } from 'react';
import { LIMITS } from '@babynews/contracts';
import { Confetti } from '@babynews/ui';

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The news page's welcome confetti (spec §9): 150 pieces for 3.5 s from the moment the news shows,
 * then removed. Nothing at all is rendered when the user prefers reduced motion.
 */
export function NewsConfetti() {
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  if (!playing) return null;
  return (
    <div className="news__confetti" data-particles={LIMITS.confettiParticles} data-duration-ms={LIMITS.confettiMs}>
      <Confetti particleCount={LIMITS.confettiParticles} durationMs={LIMITS.confettiMs} onDone={() => setPlaying(false)} />
    </div>
  );
}
