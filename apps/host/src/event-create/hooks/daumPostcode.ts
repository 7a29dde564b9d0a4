/** The Daum (Kakao) postcode widget, loaded on demand (spec §2 "postcode search widget"). */
export const DAUM_POSTCODE_URL = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';

/** What the widget reports for a chosen address (only the fields we use). */
export interface DaumPostcodeResult {
  zonecode: string;
  roadAddress: string;
  jibunAddress: string;
  address: string;
}

interface DaumPostcodeOptions {
  oncomplete: (data: DaumPostcodeResult) => void;
  width?: string;
  height?: string;
}

export interface DaumPostcodeWidget {
  embed(element: HTMLElement): void;
}

export type DaumPostcodeConstructor = new (options: DaumPostcodeOptions) => DaumPostcodeWidget;

declare global {
  interface Window {
    daum?: { Postcode?: DaumPostcodeConstructor };
  }
}

let loading: Promise<DaumPostcodeConstructor> | null = null;

/**
 * Injects the widget script once and resolves with `daum.Postcode`.
 * @param timeoutMs give up after this many ms (default 5000) — this machine and many offline
 *   or blocked networks never load it; the caller then offers manual entry.
 * @throws Error on a script error, a timeout or a script without `daum.Postcode`. A failed
 *   load is forgotten so a later call tries again.
 */
export function loadDaumPostcode(timeoutMs = 5000): Promise<DaumPostcodeConstructor> {
  const ready = window.daum?.Postcode;
  if (ready) return Promise.resolve(ready);
  if (!loading) {
    loading = new Promise<DaumPostcodeConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      const fail = (reason: string) => {
        window.clearTimeout(timer);
        script.remove();
        loading = null;
        reject(new Error(`Daum postcode: ${reason}`));
      };
      const timer = window.setTimeout(() => fail('timeout'), timeoutMs);
      script.src = DAUM_POSTCODE_URL;
      script.async = true;
      script.onload = () => {
        window.clearTimeout(timer);
        const constructor = window.daum?.Postcode;
        if (constructor) resolve(constructor);
        else fail('daum.Postcode missing');
      };
      script.onerror = () => fail('script error');
      document.head.appendChild(script);
    });
  }
  return loading;
}
