import { useEffect, useState } from 'react';
import { Button, Modal } from '@babynews/ui';
import { fetchPopup } from '../api/landingApi';
import { hidePopupToday, markPopupSeen, popupAllowed } from '../popupDismissal';

/** Texts of the home popup. */
export const POPUP_TEXT = {
  title: '아기소식 알림',
  imageAlt: '아기소식 안내 이미지',
  close: '닫기',
  hideToday: '오늘 하루 보지 않기',
} as const;

/**
 * The home popup of the landing (spec §2 "Admin popup management"): when the administrator's switch
 * (`title`) is 'true' and an image is set, shows the image once per visit in an accessible dialog
 * (libs/ui Modal: focus inside, Escape closes) with 'close' and 'don't show again today' (hidden
 * until the next Asia/Seoul midnight). A failed read shows nothing.
 */
export function HomePopup() {
  const [imageUrl, setImageUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!popupAllowed()) return;
    const controller = new AbortController();
    fetchPopup(controller.signal)
      .then((popup) => {
        if (controller.signal.aborted || popup.title !== 'true' || !popup.mainImageUrl || !popupAllowed()) return;
        markPopupSeen();
        setImageUrl(popup.mainImageUrl);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  const close = () => setImageUrl(null);
  return (
    <Modal open={imageUrl !== null} title={POPUP_TEXT.title} onClose={close}>
      {imageUrl && <img className="landing-popup__image" src={imageUrl} alt={POPUP_TEXT.imageAlt} />}
      <div className="landing-popup__actions">
        <Button
          variant="secondary"
          onClick={() => {
            hidePopupToday();
            close();
          }}
        >
          {POPUP_TEXT.hideToday}
        </Button>
        <Button onClick={close}>{POPUP_TEXT.close}</Button>
      </div>
    </Modal>
  );
}
