import { useEffect, useRef, type ElementType, type ReactNode } from 'react';
import { LIMITS } from '@babynews/contracts';
import { useBrowserValue } from './useBrowserValue';

export interface ScrollRevealProps {
  /** Container element, e.g. 'ul' for a list (default 'div'). */
  as?: ElementType;
  className?: string;
  /** Delay between items that come into view together, in ms (spec §9: 100). */
  staggerMs?: number;
  /** Accessible label of the container (e.g. a list). */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * Fades its direct children in as they scroll into view (spec §2 "items fade in on scroll"):
 * children entering the viewport together appear one after another, `staggerMs` apart.
 * Nothing is hidden when the user prefers reduced motion or IntersectionObserver is missing,
 * and content is never removed from the accessibility tree (only opacity/transform change).
 * Server-rendered children already on screen when the page hydrates stay as they are: hiding them
 * would make the painted list blink and move under a relative's finger (a tap would miss).
 */
export function ScrollReveal({ as: Tag = 'div', className, staggerMs = LIMITS.revealStaggerMs, children, ...rest }: ScrollRevealProps) {
  const containerRef = useRef<HTMLElement>(null);
  const observerRef = useRef<IntersectionObserver | null>(null);
  // true in the render that hydrates the server's markup (the server snapshot), false in the browser's own renders
  const hydrating = useBrowserValue(() => false, true);
  const serverRendered = useRef(hydrating);

  useEffect(() => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const container = containerRef.current;
    if (reduced || typeof IntersectionObserver !== 'function' || !container) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entering = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
        entering.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
        entering.forEach((element, order) => {
          element.style.transitionDelay = `${(order * staggerMs) / 1000}s`;
          element.dataset.reveal = 'shown';
          observer.unobserve(element);
        });
      },
      { rootMargin: '0px 0px -5% 0px', threshold: 0.05 },
    );
    observerRef.current = observer;
    return () => {
      observer.disconnect();
      observerRef.current = null;
      // Whatever was still waiting becomes visible (e.g. on unmount during a re-render).
      container.querySelectorAll<HTMLElement>(':scope > [data-reveal="hidden"]').forEach((el) => (el.dataset.reveal = 'shown'));
    };
  }, [staggerMs]);

  // After every render: hide and observe children that have not been seen yet.
  useEffect(() => {
    const observer = observerRef.current;
    const container = containerRef.current;
    if (!observer || !container) return;
    const fromServer = serverRendered.current;
    serverRendered.current = false;
    for (const child of Array.from(container.children) as HTMLElement[]) {
      if (child.dataset.reveal) continue;
      if (fromServer && onScreen(child)) {
        child.dataset.reveal = 'shown';
        continue;
      }
      child.dataset.reveal = 'hidden';
      observer.observe(child);
    }
  });

  return (
    <Tag ref={containerRef} className={['bn-reveal', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </Tag>
  );
}

/** True when any part of `element` is inside the viewport now. */
function onScreen(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}
