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
      // React's card (in #root): the copy painted from the server's HTML (#bn-first-paint) comes before
      // the scripts, and the popup's 0.5 s count from the page React shows (spec §9).
      card: document.querySelector('#root .news__card') !== null,
      popup: document.querySelector('[aria-labelledby="news-popup-label"]') !== null,
      confetti: document.querySelector('.news__confetti canvas') !== null,
    };
    for (const what of Object.keys(seen)) {
      if (seen[what] === state[what]) continue;
      state[what] = seen[what]!;
      events.push({ what, on: seen[what]!, at });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
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
