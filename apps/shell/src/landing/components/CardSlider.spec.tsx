import { act, fireEvent, render, screen } from '@testing-library/react';
import { BENEFITS } from '../content';
import { CardSlider } from './CardSlider';

/** matchMedia answering `matches` per query fragment. */
function mockMedia(mobile: boolean, reducedMotion = false) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('max-width') ? mobile : query.includes('reduced-motion') ? reducedMotion : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

const activeIndex = () => screen.getAllByRole('button', { name: /번째 카드/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true');
const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe('CardSlider (spec §2, §9: landing sliders 3000 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('on phones advances the active card every 3 s and wraps around', () => {
    mockMedia(true);
    render(<CardSlider label="장점" cards={BENEFITS} />);
    expect(activeIndex()).toBe(0);
    advance(2999);
    expect(activeIndex()).toBe(0);
    advance(1);
    expect(activeIndex()).toBe(1);
    advance(3000);
    advance(3000);
    expect(activeIndex()).toBe(0);
  });

  it('stops after a touch and with the pause button; the play button resumes', () => {
    mockMedia(true);
    const { container } = render(<CardSlider label="장점" cards={BENEFITS} />);
    fireEvent.touchStart(container.querySelector('.landing-slider__viewport')!, { touches: [{ clientX: 100 }] });
    advance(9000);
    expect(activeIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: '장점 자동 넘김 재생' }));
    advance(3000);
    expect(activeIndex()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '장점 자동 넘김 멈춤' }));
    advance(9000);
    expect(activeIndex()).toBe(1);
  });

  it('moves with a swipe and with the dots', () => {
    mockMedia(true);
    const { container } = render(<CardSlider label="장점" cards={BENEFITS} />);
    const viewport = container.querySelector('.landing-slider__viewport')!;
    fireEvent.touchStart(viewport, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 100 }] });
    expect(activeIndex()).toBe(1);
    fireEvent.touchStart(viewport, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 200 }] });
    expect(activeIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: `3번째 카드: ${BENEFITS[2]!.title}` }));
    expect(activeIndex()).toBe(2);
  });

  // Whether the pause button and the dots show is the stylesheet's (landing.css media queries), so the
  // server's markup and the hydrated one are the same: the browser suite checks what is visible.
  it('stays still under prefers-reduced-motion', () => {
    mockMedia(true, true);
    render(<CardSlider label="장점" cards={BENEFITS} />);
    advance(9000);
    expect(activeIndex()).toBe(0);
  });

  it('never advances on wide screens, where the cards stand side by side', () => {
    mockMedia(false);
    render(<CardSlider label="장점" cards={BENEFITS} />);
    advance(9000);
    expect(activeIndex()).toBe(0);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  });
});
