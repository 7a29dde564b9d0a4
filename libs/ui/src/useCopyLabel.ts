import { useCallback, useEffect, useRef, useState } from 'react';
import { LIMITS } from '@babynews/contracts';

/**
 * Copies text to the clipboard and reports `copied` for `resetMs` (spec §9: the 'copied'
 * label resets after 3 s). Falls back to a hidden textarea + execCommand when the async
 * Clipboard API is missing or refused.
 * @returns `copy(text)` resolving to true on success, false on failure; and `copied`.
 */
export function useCopyLabel(resetMs: number = LIMITS.copiedResetMs) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string): Promise<boolean> => {
      const ok = (await writeWithClipboardApi(text)) || writeWithTextarea(text);
      if (ok) {
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), resetMs);
      }
      return ok;
    },
    [resetMs],
  );
  return { copy, copied };
}

async function writeWithClipboardApi(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function writeWithTextarea(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
