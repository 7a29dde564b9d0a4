import { useLayoutEffect } from 'react';
import { forgetTakenInlineJson } from '@babynews/session';

/** How old a tap may be and still be replayed, in ms: older ones the relative has given up on. */
const TAP_REPLAY_MAX_MS = 10_000;

/** What the page's inline boot script (`AFTER_PAINT_ENTRY`, services/api/src/web/first-paint.ts) and this component share on `window`. */
interface TapRecord {
  /** Set by the first page that commits: from then on React handles every tap itself. */
  bnHydrated?: boolean;
  /** The last button, radio button or check box tapped in the page before that, and when (ms since the epoch). */
  bnTap?: { el: HTMLElement; at: number };
}

/**
 * Settles a server-rendered first visit once its page has committed (ARCHITECTURE "How a first visit
 * travels"); it sits in the page's Suspense boundary, so its layout effect runs in that commit. Renders nothing.
 * - The inline data the page was rendered from is forgotten (`forgetTakenInlineJson`): it stayed
 *   readable while React might redo the page's render.
 * - A tap made before React listened is replayed: the server's markup has no handlers until the
 *   shell's script has run and hydration has begun (bootstrap.tsx). The inline boot script records
 *   the last button, radio button or check box tapped in the page; here it is clicked
 *   again, now live.
 */
export function FirstCommit() {
  // A layout effect: it runs in the commit itself, before any of the page's effects (its timers count
  // from the page React shows, and that is when it is marked hydrated).
  useLayoutEffect(() => {
    const record = window as unknown as TapRecord;
    if (record.bnHydrated) return;
    record.bnHydrated = true;
    forgetTakenInlineJson();
    // After the task that committed: when a tap made React hydrate at once, React handles that very
    // tap itself, and the inline script forgets it as it reaches the document; only a tap made while
    // nothing listened is still recorded then.
    setTimeout(() => {
      const tap = record.bnTap;
      record.bnTap = undefined;
      if (!tap?.el.isConnected || Date.now() - tap.at >= TAP_REPLAY_MAX_MS) return;
      const { el } = tap;
      // The browser already ticked the radio button or check box itself: undo that, so the replayed
      // click is a change React sees (it would otherwise put its own state back over the tick).
      if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) el.checked = el.type === 'radio' ? false : !el.checked;
      el.click();
    });
  }, []);
  return null;
}
