import { useLayoutEffect } from 'react';
import { forgetTakenInlineJson } from '@babynews/session';

/** How old a tap may be and still be replayed, in ms: older ones the relative has given up on. */
const TAP_REPLAY_MAX_MS = 10_000;

/** What the page's inline boot script (`AFTER_PAINT_ENTRY`, services/api/src/web/first-paint.ts) and this component share on `window`. */
interface TapRecord {
  /** Set by the first page that commits: from then on React handles every tap itself. */
  bnHydrated?: boolean;
  /** The last button, radio button or check box tapped in the page before that (the boot script held it back), and when (ms since the epoch). */
  bnTap?: { el: HTMLElement; at: number } | null;
}

/**
 * Settles a server-rendered first visit once its page has committed (ARCHITECTURE "How a first visit
 * travels"); it sits in the page's Suspense boundary, so its layout effect runs in that commit. Renders nothing.
 * - The inline data the page was rendered from is forgotten (`forgetTakenInlineJson`): it stayed
 *   readable while React might redo the page's render.
 * - The page is marked hydrated (`window.bnHydrated`): the inline boot script stops holding taps.
 * - The last tap it held (a button, radio button or check box tapped while the page was not live yet,
 *   which neither React nor the browser acted on) is clicked again, now live, unless it is 10 s old.
 */
/**
 * Lets React handle every tap from now on, dropping any tap the boot script held: for a server-rendered
 * page that cannot hydrate as rendered (its chunk failed to load, `loadFirstPage`), whose FirstCommit
 * would come late or never while its error state's '다시 시도' must answer.
 */
export function releaseHeldTaps(): void {
  const record = window as unknown as TapRecord;
  record.bnHydrated = true;
  record.bnTap = undefined;
}

export function FirstCommit() {
  // A layout effect: it runs in the commit itself, before any of the page's effects (its timers count
  // from the page React shows, and that is when it is marked hydrated).
  useLayoutEffect(() => {
    const record = window as unknown as TapRecord;
    if (record.bnHydrated) return;
    record.bnHydrated = true;
    forgetTakenInlineJson();
    // After the task that committed: the page's handlers and effects are in place by then.
    setTimeout(() => {
      const tap = record.bnTap;
      record.bnTap = undefined;
      if (tap?.el.isConnected && Date.now() - tap.at < TAP_REPLAY_MAX_MS) tap.el.click();
    });
  }, []);
  return null;
}
