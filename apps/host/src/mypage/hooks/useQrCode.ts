import { useCallback, useEffect, useState } from 'react';

export type QrState = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'error' };

/**
 * A PNG data URL of a QR code for `text` (512 px, margin 2, error correction M), made in the
 * browser by the `qrcode` package (loaded on demand). `retry()` tries again after a failure.
 */
export function useQrCode(text: string) {
  const [state, setState] = useState<QrState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    import('qrcode')
      .then((qr) => qr.toDataURL(text, { width: 512, margin: 2, errorCorrectionLevel: 'M', color: { dark: '#3f2e2a', light: '#ffffff' } }))
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
