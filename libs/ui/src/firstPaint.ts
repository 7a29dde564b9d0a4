import { useLayoutEffect } from 'react';

/** Id of the markup the server paints before the scripts run (services/api/src/web/first-paint.ts). */
export const FIRST_PAINT_ID = 'bn-first-paint';

/**
 * Removes the server-painted first view (`#bn-first-paint`) so the React page, rendered meanwhile in
 * the hidden `#root`, shows in its place in the same frame (no flash, no layout shift). Idempotent;
 * a no-op on pages served without one.
 */
export function handOffFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * Hands the first paint over to this component once `ready` (its content, or its error, is on
 * screen), before the browser paints that commit.
 */
export function useFirstPaintHandoff(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) handOffFirstPaint();
  }, [ready]);
}
