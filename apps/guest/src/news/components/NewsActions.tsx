import { MSG } from '@babynews/contracts';
import { Button, Icon, LinkButton, ShareButton, showToast, useCopyLabel } from '@babynews/ui';

/** This page's absolute link in the browser (`/event/{code}` on this origin). */
const pageLink = (code: string) => `${window.location.origin}/event/${encodeURIComponent(code)}`;

/** The page's link card for a KakaoTalk message: the `og:image` the server wrote into this page's head. */
function cardImage(): string {
  return document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? `${window.location.origin}/og-default.png`;
}

/**
 * Buttons under the news: the gift wish list (spec §2), sharing the page (KakaoTalk with a key, else the
 * phone's share sheet, ARCHITECTURE "KakaoTalk share") and copying this page's link.
 */
export function NewsActions({ code, title, hostName }: { code: string; title: string; hostName: string }) {
  const { copy, copied } = useCopyLabel();
  const copyLink = async () => {
    const ok = await copy(pageLink(code));
    if (ok) showToast(MSG.event.linkCopied);
    else window.alert(MSG.event.linkCopyFailed);
  };
  return (
    <div className="news__actions">
      <LinkButton to={`/event/wishList/${encodeURIComponent(code)}`} block>
        <Icon name="gift" size={18} />
        선물 리스트 보기
      </LinkButton>
      <div className="news__share">
        <ShareButton title={title} description={`${hostName}님의 소식`} link={() => pageLink(code)} imageUrl={cardImage} block />
        <Button variant="secondary" block onClick={() => void copyLink()}>
          {copied ? '복사됨' : '링크 복사하기'}
        </Button>
      </div>
    </div>
  );
}
