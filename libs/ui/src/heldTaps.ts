/**
 * What the inline boot script (`AFTER_PAINT_ENTRY`, services/api/src/web/document-html.ts) and the app
 * share on `window` about taps on a server-rendered page before it is live (ARCHITECTURE "How a first
 * visit travels").
 */
export interface HeldTaps {
  /** Set once the page is live (the shell's FirstCommit) or shows an error: from then on React handles every tap itself. */
  bnHydrated?: boolean;
  /** The last button, radio button or check box tapped in the page before that (the boot script held it back), and when (ms since the epoch). */
  bnTap?: { el: HTMLElement; at: number } | null;
}

/** The shared record on `window`. */
export const heldTaps = (): HeldTaps => window as unknown as HeldTaps;

/**
 * Lets React handle every tap from now on, dropping any tap the boot script held: for a page that
 * shows an error instead of hydrating as rendered (a chunk that failed to load, `loadFirstPage`; a
 * render that threw, `ErrorBoundary`), whose '다시 시도' must answer. Idempotent.
 */
export function releaseHeldTaps(): void {
  const record = heldTaps();
  record.bnHydrated = true;
  record.bnTap = undefined;
}
