import { useEffect, useRef, useState } from 'react';
import { MSG } from '@babynews/contracts';
import { inlineRuntimeConfig } from '@babynews/session';
import { Button } from './Button';
import { Icon } from './Icon';
import { showToast } from './toast';
import type { KakaoShareSettings } from './share/kakao-sdk';
import './share-button.css';

export interface ShareButtonProps {
  /** The news page's title (the message's title). */
  title: string;
  /** One line under the title ('콩이엄마님의 소식'). */
  description: string;
  /** The absolute link the message opens (the news page, with the code the visitor came with), read when it is sent. */
  link: () => string;
  /** The absolute URL of the page's link card (1200×630), read when the message is sent. */
  imageUrl: () => string;
  /** Full width of the container. */
  block?: boolean;
  size?: 'normal' | 'small';
  /** Called after the link was copied (no key and no share sheet); default: the '복사되었습니다' toast. */
  onCopied?: () => void;
}

/** The share logic and the SDK loader, fetched on the interaction that needs them. */
const loadAction = () => import('./share/share-action');

/**
 * The share button of the news page and my page (ARCHITECTURE "KakaoTalk share"). With KAKAO_JS_KEY in the
 * runtime config it reads '카카오톡으로 공유' and sends a feed message (the page's card image, title and a
 * '소식 보기' button) through `Kakao.Share.sendDefault`; the SDK is fetched when the button scrolls into
 * view after the page loaded or on the first `pointerdown`/focus on it — never with the page (a script that
 * arrives after the tap's gesture expired cannot open KakaoTalk on iOS). Without a key, or when the SDK
 * fails, the phone's share sheet, else the link is copied (`onCopied`). The label comes from the inline
 * runtime config, so the server and the first client render draw the same button.
 */
export function ShareButton({ title, description, link, imageUrl, block, size, onCopied = () => showToast(MSG.event.linkCopied) }: ShareButtonProps) {
  const [kakao] = useState<KakaoShareSettings | null>(() => inlineRuntimeConfig()?.kakaoShare ?? null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const prepare = () => {
    if (kakao)
      loadAction()
        .then((action) => action.prepareKakao(kakao))
        .catch(() => undefined);
  };

  useEffect(() => {
    const button = ref.current;
    if (!kakao || !button || typeof IntersectionObserver !== 'function') return;
    // The first report is where the button is with the page: only a later scroll into view loads the SDK.
    let first = true;
    const observer = new IntersectionObserver((entries) => {
      const visible = entries.some((entry) => entry.isIntersecting);
      if (!first && visible) {
        prepare();
        observer.disconnect();
      }
      first = false;
    });
    observer.observe(button);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `prepare` reads only `kakao`, fixed for the button's life
  }, [kakao]);

  const press = async () => {
    setBusy(true);
    try {
      const action = await loadAction();
      await action.share({ title, description, link: link(), imageUrl: imageUrl() }, kakao, onCopied);
    } catch {
      window.alert(MSG.event.shareFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      ref={ref}
      variant={kakao ? 'soft' : 'secondary'}
      className={kakao ? 'bn-share bn-share--kakao' : 'bn-share'}
      block={block}
      size={size}
      busy={busy}
      onPointerDown={prepare}
      onFocus={prepare}
      onClick={() => void press()}
    >
      <Icon name="chat" size={18} />
      {kakao ? MSG.event.shareKakao : MSG.event.share}
    </Button>
  );
}
