import { API_PREFIX, eventCardRoute, MSG, routeUrl } from '@babynews/contracts';
import { Button, Icon, ShareButton, Spinner } from '@babynews/ui';
import { useQrCode } from '../hooks/useQrCode';

/** The file name of the downloaded QR image. */
const QR_FILE = '아기소식-초대-QR.png';

/** The news page's link card (ARCHITECTURE "Cover photo and link card") at the invite link's origin; unversioned, it answers the current card. */
function cardImage(link: string, code: string): string {
  return `${new URL(link, window.location.href).origin}${API_PREFIX}${routeUrl(eventCardRoute, { code })}`;
}

/**
 * Sharing of the invite link on my page: a QR code of the same link that can be saved as a PNG, and
 * beside that button the share button (ARCHITECTURE "KakaoTalk share": KakaoTalk with a key, else the
 * phone's share sheet, else copying the link).
 */
export function InviteShare({ link, title, code }: { link: string; title: string; code: string }) {
  const { state, retry } = useQrCode(link);

  return (
    <div className="invite-share">
      <figure className="invite-share__qr">
        {/* the code's box keeps its size from the spinner to the image: nothing below it moves */}
        <div className="invite-share__code">
          {state.status === 'loading' && <Spinner label="QR 코드를 만드는 중입니다" />}
          {state.status === 'ready' && <img src={state.dataUrl} alt="초대 링크 QR 코드" width={168} height={168} className="invite-share__image" />}
          {state.status === 'error' && (
            <div role="alert" className="invite-share__error">
              <p>{MSG.event.qrFailed}</p>
              <Button size="small" variant="soft" onClick={retry}>
                다시 시도
              </Button>
            </div>
          )}
        </div>
        <figcaption className="invite-share__caption">휴대폰 카메라로 찍으면 소식이 열려요</figcaption>
      </figure>
      {/* one row: the save and share buttons, drawn by the server too, so nothing moves when the page hydrates */}
      <div className="invite-share__buttons">
        {state.status === 'ready' && (
          <a className="bn-button bn-button--soft bn-button--small" href={state.dataUrl} download={QR_FILE}>
            <Icon name="image" size={16} />
            QR 코드 이미지 저장
          </a>
        )}
        {state.status === 'loading' && (
          // the same button, disabled while the code is made, so the buttons below keep their place
          <Button variant="soft" size="small" disabled>
            <Icon name="image" size={16} />
            QR 코드 이미지 저장
          </Button>
        )}
        <ShareButton
          title={title}
          description={MSG.event.shareText(title)}
          link={() => new URL(link, window.location.href).href}
          imageUrl={() => cardImage(link, code)}
          size="small"
        />
      </div>
    </div>
  );
}
