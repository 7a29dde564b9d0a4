import type { Page } from '@playwright/test';

/**
 * Init script (runs in the page before its own scripts): records with performance.now() when the
 * news card, the title popup and the confetti appear and disappear, into `window.__newsTimeline`.
 */
export function recordTimeline(): void {
  const events: Array<{ what: string; on: boolean; at: number }> = [];
  (window as unknown as { __newsTimeline: typeof events }).__newsTimeline = events;
  const state: Record<string, boolean> = { card: false, popup: false, confetti: false };
  const check = () => {
    const at = performance.now();
    const seen: Record<string, boolean> = {
      // React's card: the server's HTML shows the card before the scripts, and the popup's 0.5 s count
      // from the page React shows (spec §9), so the card counts once React has hydrated it.
      card: isReacts(document.querySelector('#root .news__card')),
      popup: document.querySelector('[aria-labelledby="news-popup-label"]') !== null,
      confetti: document.querySelector('.news__confetti canvas') !== null,
    };
    for (const what of Object.keys(seen)) {
      if (seen[what] === state[what]) continue;
      state[what] = seen[what]!;
      events.push({ what, on: seen[what]!, at });
    }
  };
  const isReacts = (el: Element | null) => el !== null && Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  // On a page hydrated from the server's HTML the card is React's from the commit, where the shell's
  // FirstCommit sets `window.bnHydrated` (a layout effect: before the page's effects start the popup's
  // timers); a fiber on the node may show earlier, and a busy frame may show it later.
  let hydrated = false;
  Object.defineProperty(window, 'bnHydrated', {
    configurable: true,
    get: () => hydrated,
    set: (value: boolean) => {
      hydrated = value;
      if (value && !state.card && document.querySelector('#root .news__card')) {
        state.card = true;
        events.push({ what: 'card', on: true, at: performance.now() });
      }
    },
  });
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
  // hydration changes no node: look for React's card on every frame until it is there
  const everyFrame = () => {
    check();
    if (!state.card) requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

/** Milliseconds after the news card first appeared (NaN when the thing never happened). */
export interface Timings {
  popupOn: number;
  popupOff: number;
  confettiOn: number;
  confettiOff: number;
  confettiPlayed: boolean;
}

/** Reads the timeline recorded by `recordTimeline` in `page` (first occurrence of each change). */
export async function timings(page: Page): Promise<Timings> {
  const events = await page.evaluate(() => (window as unknown as { __newsTimeline: Array<{ what: string; on: boolean; at: number }> }).__newsTimeline);
  const first = (what: string, on: boolean) => events.find((e) => e.what === what && e.on === on)?.at ?? Number.NaN;
  const start = first('card', true);
  return {
    popupOn: first('popup', true) - start,
    popupOff: first('popup', false) - start,
    confettiOn: first('confetti', true) - start,
    confettiOff: first('confetti', false) - start,
    confettiPlayed: events.some((e) => e.what === 'confetti'),
  };
}
