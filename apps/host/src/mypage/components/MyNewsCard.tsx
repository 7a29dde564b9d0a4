import {
  BIRTH_ENTRY_MSG,
  birthHeadline,
  formatLongDate,
  MSG,
  newsCountdown,
  type EventSummary,
  type NewsBirthFields,
  type NewsPlanFields,
} from '@babynews/contracts';
import { Button, Card, Icon, LinkButton, showToast, useBrowserValue, useCopyLabel, useRenderTime } from '@babynews/ui';
import { InviteShare } from './InviteShare';

export interface MyNewsCardProps {
  /** The member's news; my page's answer adds the due date and surprise fields (ARCHITECTURE §4.20) and the birth announcement. */
  event: EventSummary & Partial<NewsPlanFields> & Partial<NewsBirthFields>;
  /** Invite link from the server (PUBLIC_BASE_URL + /event/{code}); this origin's link when null (a path while a server render hydrates). */
  inviteUrl: string | null;
}

/**
 * The member's news: title, description, the invite link with a copy button whose label turns
 * into '복사됨' for 3 s (alert on failure), a QR code / share sheet of the same link, and links to
 * view, edit wish list, manage news and quiz, and the wrap-up summary; with a due date, the countdown
 * unless the owner hid it (ARCHITECTURE "The due date, honestly"); once the birth is announced, its hero line
 * and day instead. '출생 소식 올리기' / '출생 소식 수정' opens the birth editor, a page of its own
 * (ARCHITECTURE "Birth announcement").
 */
export function MyNewsCard({ event, inviteUrl }: MyNewsCardProps) {
  const code = encodeURIComponent(event.code);
  const origin = useBrowserValue(() => window.location.origin, '');
  const link = inviteUrl ?? `${origin}/event/${code}`;
  const birth = event.birth ?? null;
  const countdown = newsCountdown({ dueDate: event.dueDate ?? null, hideCountdown: event.hideCountdown ?? false, birth }, useRenderTime());
  const { copy, copied } = useCopyLabel();

  const copyInvite = async () => {
    if (await copy(link)) showToast(MSG.event.linkCopied);
    else window.alert(MSG.event.linkCopyFailed);
  };

  return (
    <Card className="mynews">
      <p className="bn-label-pill mynews__label">내 소식</p>
      <h2 className="mynews__title">{event.title}</h2>
      {countdown && (
        <p className="mynews__countdown" data-testid="mypage-countdown">
          {countdown.label}
        </p>
      )}
      {birth && (
        <p className="mynews__countdown" data-testid="mypage-birth">
          {birthHeadline(birth.babies.map((baby) => baby.name))} <small>{BIRTH_ENTRY_MSG.myPageBorn(formatLongDate(birth.bornAt))}</small>
        </p>
      )}
      {event.description && <p className="mynews__description">{event.description}</p>}

      <div className="mynews__invite">
        <label htmlFor="mynews-invite-url" className="mynews__invite-label">
          초대 링크
        </label>
        <input id="mynews-invite-url" className="bn-field__control mynews__invite-url" value={link} readOnly onFocus={(e) => e.currentTarget.select()} />
        <Button onClick={() => void copyInvite()} block variant={copied ? 'success' : 'primary'} aria-live="polite">
          <Icon name={copied ? 'check' : 'link'} size={18} />
          {copied ? '복사됨' : '초대 링크 복사'}
        </Button>
        <InviteShare link={link} title={event.title} code={event.code} />
      </div>

      <LinkButton to={`/event/birth/${code}`} variant="soft" block className="mynews__birth">
        <Icon name="sparkle" size={18} />
        {birth ? BIRTH_ENTRY_MSG.edit : BIRTH_ENTRY_MSG.announce}
      </LinkButton>

      <div className="mynews__actions">
        <LinkButton to={`/event/${code}`} variant="secondary" size="small">
          내 소식 보기
        </LinkButton>
        <LinkButton to={`/event/editWishList/${code}`} variant="secondary" size="small">
          위시리스트 수정
        </LinkButton>
        <LinkButton to={`/event/manage/${code}`} variant="secondary" size="small">
          소식 관리
        </LinkButton>
        <LinkButton to={`/event/quiz/manage/${code}`} variant="secondary" size="small">
          퀴즈 관리
        </LinkButton>
        <LinkButton to={`/event/summary/${code}`} variant="secondary" size="small">
          {MSG.parent.summaryTitle}
        </LinkButton>
      </div>
    </Card>
  );
}
