import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Dialog behaviour for a panel that is not a portal (the sidebar, spec §2): while `open`, focus
 * moves to the first control and Tab / Shift+Tab cycle inside `panel`; Escape and a pointer press
 * outside `panel` (other than on an element marked `[data-dialog-toggle]`) call `onClose`; on
 * closing, focus returns to the element focused before opening.
 */
export function useDialogFocus(panel: RefObject<HTMLElement | null>, open: boolean, onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const root = panel.current;
    const focusFirst = () => root?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    focusFirst();
    // a panel that becomes visible with a CSS transition may refuse focus in this frame: try once more
    const retry = window.requestAnimationFrame(() => {
      if (!root?.contains(document.activeElement)) focusFirst();
    });
    const onPointer = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Element | null;
      if (!target || root?.contains(target) || target.closest('[data-dialog-toggle]')) return;
      onCloseRef.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !root) return;
      const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) return;
      const head = items[0]!;
      const tail = items[items.length - 1]!;
      const inside = root.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === head || !inside)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (document.activeElement === tail || !inside)) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      window.cancelAnimationFrame(retry);
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
      if (
        opener &&
        document.contains(opener) &&
        (!document.activeElement || document.activeElement === document.body || root?.contains(document.activeElement))
      ) {
        opener.focus();
      }
    };
  }, [open, panel]);
}
