import { MSG } from '@babynews/contracts';
import { Button, Icon, LinkButton, showToast, useCopyLabel } from '@babynews/ui';

/** Buttons under the news: the gift wish list (spec §2) and copying this page's link. */
export function NewsActions({ code }: { code: string }) {
  const { copy, copied } = useCopyLabel();
  const share = async () => {
    const ok = await copy(`${window.location.origin}/event/${encodeURIComponent(code)}`);
    if (ok) showToast(MSG.event.linkCopied);
    else window.alert(MSG.event.linkCopyFailed);
  };
  return (
    <div className="news__actions">
      <LinkButton to={`/event/wishList/${encodeURIComponent(code)}`} block>
        <Icon name="gift" size={18} />
        선물 리스트 보기
      </LinkButton>
      <Button variant="secondary" block onClick={() => void share()}>
        {copied ? '복사됨' : '링크 복사하기'}
      </Button>
    </div>
  );
}
