import { useLayoutEffect, useState } from 'react';
import { LIMITS } from '@babynews/contracts';
import { Confetti } from '@babynews/ui/motion';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The news page's welcome confetti (spec §9): 150 pieces for 3.5 s from the moment the news shows,
 * then removed. Only the browser knows whether the user prefers reduced motion, so the confetti is
 * started in an effect: nothing of it is in the server's HTML, and nothing at all is rendered under
 * reduced motion.
 */
export function NewsConfetti() {
  const [playing, setPlaying] = useState(false);
  useLayoutEffect(() => {
    if (!prefersReducedMotion()) setPlaying(true);
  }, []);
  if (!playing) return null;
  return (
    <div className="news__confetti" data-particles={LIMITS.confettiParticles} data-duration-ms={LIMITS.confettiMs}>
      <Confetti particleCount={LIMITS.confettiParticles} durationMs={LIMITS.confettiMs} onDone={() => setPlaying(false)} />
    </div>
  );
}
