import { MSG } from '@babynews/contracts';
import { loadKakaoSdk, type KakaoShareSettings } from './kakao-sdk';

/**
 * What the share button does (ARCHITECTURE "KakaoTalk share"), in a chunk of its own that the button
 * fetches on the interaction that needs it: a first visit of the news page carries only the button.
 */

/** What one share sends: the page's title, one line under it, its link and its card image (absolute URLs). */
export interface ShareMessage {
  title: string;
  description: string;
  link: string;
  imageUrl: string;
}

/** Starts loading Kakao's SDK (a failure is retried by the next press). */
export function prepareKakao(settings: KakaoShareSettings): void {
  loadKakaoSdk(settings).catch(() => undefined);
}

/**
 * Shares `message`: with `kakao` through `Kakao.Share.sendDefault` (a feed card with a '소식 보기' button);
 * without it, or when the SDK cannot be loaded, through the phone's share sheet, else by copying the link
 * (`onCopied`), else an alert (MSG.event.linkCopyFailed).
 */
export async function share(message: ShareMessage, kakao: KakaoShareSettings | null, onCopied: () => void): Promise<void> {
  if (kakao) {
    try {
      const sdk = await loadKakaoSdk(kakao);
      const target = { mobileWebUrl: message.link, webUrl: message.link };
      sdk.Share.sendDefault({
        objectType: 'feed',
        content: { title: message.title, description: message.description, imageUrl: message.imageUrl, imageWidth: 1200, imageHeight: 630, link: target },
        buttons: [{ title: MSG.event.shareOpen, link: target }],
      });
      return;
    } catch {
      // the SDK is unreachable or refused: the phone's own way below
    }
  }
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: message.title, text: MSG.event.shareText(message.title), url: message.link });
    } catch (error) {
      if ((error as Error)?.name !== 'AbortError') window.alert(MSG.event.shareFailed);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(message.link);
    onCopied();
  } catch {
    window.alert(MSG.event.linkCopyFailed);
  }
}
