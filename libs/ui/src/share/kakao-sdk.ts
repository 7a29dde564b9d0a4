/**
 * Loading Kakao's JavaScript SDK for KakaoTalk share (ARCHITECTURE "KakaoTalk share"): one `<script>` with
 * the configured SRI hash, added on the interaction that needs it, never with the page.
 */

/** Where the SDK comes from and the app key it is initialised with (`RuntimeConfig.kakaoShare`). */
export interface KakaoShareSettings {
  jsKey: string;
  sdkUrl: string;
  integrity: string;
}

/** A link of a feed message: the page on a phone and on a computer. */
interface KakaoLink {
  mobileWebUrl: string;
  webUrl: string;
}

/** The feed message of `Kakao.Share.sendDefault` (Kakao's default template). */
export interface KakaoFeed {
  objectType: 'feed';
  content: { title: string; description: string; imageUrl: string; imageWidth?: number; imageHeight?: number; link: KakaoLink };
  buttons: Array<{ title: string; link: KakaoLink }>;
}

/** The part of the SDK's global the share button uses. */
export interface KakaoGlobal {
  init(jsKey: string): void;
  isInitialized(): boolean;
  Share: { sendDefault(message: KakaoFeed): void };
}

let loading: Promise<KakaoGlobal> | null = null;
/** The SDK global `loading` resolved with, once it did. */
let loaded: KakaoGlobal | null = null;

/**
 * The SDK initialised with `settings.jsKey`: loaded once (a failed load may be retried), with
 * `integrity` and `crossorigin="anonymous"` so a changed file is refused by the browser.
 * @throws Error when the script cannot be loaded or does not define `window.Kakao`.
 */
export function loadKakaoSdk(settings: KakaoShareSettings): Promise<KakaoGlobal> {
  // A page that dropped the SDK's global (or a new test document) loads it again.
  if (loaded && !(window as { Kakao?: KakaoGlobal }).Kakao) loading = loaded = null;
  loading ??= new Promise<KakaoGlobal>((resolve, reject) => {
    const ready = () => {
      const kakao = (window as { Kakao?: KakaoGlobal }).Kakao;
      if (!kakao) return reject(new Error('Kakao SDK did not define window.Kakao'));
      if (!kakao.isInitialized()) kakao.init(settings.jsKey);
      loaded = kakao;
      resolve(kakao);
    };
    if ((window as { Kakao?: KakaoGlobal }).Kakao) return ready();
    const script = document.createElement('script');
    script.src = settings.sdkUrl;
    script.integrity = settings.integrity;
    script.crossOrigin = 'anonymous';
    script.async = true;
    script.onload = ready;
    script.onerror = () => {
      script.remove();
      reject(new Error(`Kakao SDK could not be loaded from ${settings.sdkUrl}`));
    };
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
