import { useEffect } from 'react';
import { Icon } from '@babynews/ui';
import { useTitlePopup } from '../hooks/useTitlePopup';

/**
 * The title popup of the public news page (spec §2, §4): a card with the news title and the host's
 * name that appears at 0.5 s and leaves at 4.5 s. A tap anywhere, the close button or Esc closes it
 * earlier. Non-modal (the page stays readable for screen readers); no motion under reduced motion.
 */
export function TitlePopup({ title, hostName }: { title: string; hostName: string }) {
  const { visible, dismiss } = useTitlePopup();
  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dismiss();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible, dismiss]);
  if (!visible) return null;
  return (
    // The backdrop only catches a tap anywhere; keyboard users have Esc and the close button.
    <div className="news-popup" role="presentation" onClick={dismiss}>
      <div className="news-popup__card" role="dialog" aria-modal="false" aria-labelledby="news-popup-label" aria-describedby="news-popup-title">
        <button type="button" className="news-popup__close" aria-label="닫기" onClick={dismiss}>
          <Icon name="close" size={18} />
        </button>
        <span className="news-popup__icon" aria-hidden="true">
          <Icon name="sparkle" size={26} />
        </span>
        <p id="news-popup-label" className="news-popup__label">
          기다리던 소식이 도착했어요
        </p>
        <p id="news-popup-title" className="news-popup__title">
          {title}
        </p>
        <p className="news-popup__host">{hostName}님이 전하는 소식</p>
      </div>
    </div>
  );
}
