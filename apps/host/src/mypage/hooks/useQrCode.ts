import { useCallback, useEffect, useRef, useState } from 'react';
import { INVITE_QR_DATA_ID, INVITE_QR_OPTIONS, type InviteQrData } from '@babynews/contracts';
import { takeInlineJson } from '@babynews/session';

export type QrState = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'error' };

/**
 * The QR code the server painted into my page's HTML for `text` (`#bn-invite-qr`), taken once: the
 * block is removed. Null when there is none for this text or it cannot be read.
 */
export function takeInlineQr(text: string): string | null {
  const data = takeInlineJson<InviteQrData>(INVITE_QR_DATA_ID);
  return data?.link === text && typeof data.dataUrl === 'string' && data.dataUrl.startsWith('data:image/png;base64,') ? data.dataUrl : null;
}

/**
 * A PNG data URL of a QR code for `text` (INVITE_QR_OPTIONS): the one painted into the page's HTML
 * when there is one for this text, else made in the browser by the `qrcode` package (loaded on
 * demand). `retry()` tries again after a failure.
 */
export function useQrCode(text: string) {
  const [state, setState] = useState<QrState>(() => {
    const painted = takeInlineQr(text);
    return painted ? { status: 'ready', dataUrl: painted } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  /** The text whose code is shown (the painted one at first): nothing to make again for it. */
  const shownFor = useRef<string | null>(state.status === 'ready' ? text : null);
  useEffect(() => {
    if (shownFor.current === text) return;
    shownFor.current = null;
    let cancelled = false;
    setState({ status: 'loading' });
    import('qrcode')
      .then((qr) => qr.toDataURL(text, { ...INVITE_QR_OPTIONS, color: { ...INVITE_QR_OPTIONS.color } }))
      .then(
        (dataUrl) => !cancelled && setState({ status: 'ready', dataUrl }),
        () => !cancelled && setState({ status: 'error' }),
      );
    return () => {
      cancelled = true;
    };
  }, [text, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
