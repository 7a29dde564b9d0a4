import { useLayoutEffect } from 'react';
import { forgetTakenInlineJson } from '@babynews/session';
import { heldTaps } from '@babynews/ui';

/** How old a tap may be and still be replayed, in ms: older ones the relative has given up on. */
const TAP_REPLAY_MAX_MS = 10_000;

/**
 * Settles a server-rendered first visit once its page has committed (ARCHITECTURE "How a first visit
 * travels"); it sits in the page's Suspense boundary, so its layout effect runs in that commit. Renders nothing.
 * - The inline data the page was rendered from is forgotten (`forgetTakenInlineJson`): it stayed
 *   readable while React might redo the page's render.
 * - The page is marked hydrated (`window.bnHydrated`): the inline boot script stops holding taps.
 * - The last tap it held (a button, radio button or check box tapped while the page was not live yet,
 *   which neither React nor the browser acted on) is clicked again, now live, unless it is 10 s old.
 */
export function FirstCommit() {
  // A layout effect: it runs in the commit itself, before any of the page's effects (its timers count
  // from the page React shows, and that is when it is marked hydrated).
  useLayoutEffect(() => {
    const record = heldTaps();
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
