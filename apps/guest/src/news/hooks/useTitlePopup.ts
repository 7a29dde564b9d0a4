import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@babynews/contracts';

/**
 * Visibility of the news page's title popup (spec §4, §9): hidden until 0.5 s after mount
 * (`LIMITS.titlePopupShowMs`), shown until 4.5 s (`LIMITS.titlePopupHideMs`). `dismiss()` closes
 * it early (close button, tap, Esc); it never comes back for this mount.
 */
export function useTitlePopup() {
  const [visible, setVisible] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const show = window.setTimeout(() => setVisible(true), LIMITS.titlePopupShowMs);
    const hide = window.setTimeout(() => setVisible(false), LIMITS.titlePopupHideMs);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(hide);
    };
  }, []);
  const dismiss = useCallback(() => setDismissed(true), []);
  return { visible: visible && !dismissed, dismiss };
}
