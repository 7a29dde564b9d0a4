import { useLayoutEffect, useState, type ComponentType } from 'react';
import { LIMITS } from '@babynews/contracts';

type ConfettiProps = { particleCount: number; durationMs: number; onDone: () => void };

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The news page's welcome confetti (spec §9): 150 pieces for 3.5 s from the moment the news shows,
 * then removed. With `birthOf` (the page's code, once the birth is announced: ARCHITECTURE "Birth
 * announcement") it is the announcement's and bursts once per visitor (`firstBirthBurst`, asked when the
 * confetti's module is here, so an effect run twice asks once). Only the browser knows whether the user
 * prefers reduced motion and what it remembers, so the confetti is started in an effect: nothing of it is in
 * the server's HTML, and nothing at all is rendered under reduced motion. Its code (`@babynews/ui/motion`)
 * is fetched by that effect, not with the page: the first visit's JavaScript stays within its budget
 * (ARCHITECTURE §1).
 */
export function NewsConfetti({ birthOf }: { birthOf?: string }) {
  const [Confetti, setConfetti] = useState<ComponentType<ConfettiProps> | null>(null);
  useLayoutEffect(() => {
    if (prefersReducedMotion()) return;
    let live = true;
    import('./confetti')
      .then((motion) => {
        if (live && (!birthOf || motion.firstBirthBurst(birthOf))) setConfetti(() => motion.Confetti);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [birthOf]);
  if (!Confetti) return null;
  return (
    <div className="news__confetti" data-particles={LIMITS.confettiParticles} data-duration-ms={LIMITS.confettiMs}>
      <Confetti particleCount={LIMITS.confettiParticles} durationMs={LIMITS.confettiMs} onDone={() => setConfetti(null)} />
    </div>
  );
}
