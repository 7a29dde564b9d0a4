import { formatPrice, formatSeoulDateTime, GIFT_MSG, MSG, type OwnerPledgeRow } from '@babynews/contracts';
import { sendPledgeThankYou } from '../api/summaryApi';
import { ThankYouNote } from './ThankYouNote';

export interface PledgeRowsProps {
  pledges: OwnerPledgeRow[];
  /** Ticks or clears a pledge's '받음 확인' mark. */
  onReceived: (pledgeId: string, received: boolean) => void;
  /** Pledge ids whose mark is being saved. */
  saving: ReadonlySet<string>;
  /** A thank-you note went to a pledge's relative (the summary marks it sent). */
  onThankYouSent: (pledgeId: string) => void;
  /** The birth announcement's photo a note may carry (null: none to offer). */
  birthPhotoUrl: string | null;
}

/**
 * One card per pledge (ARCHITECTURE §4.22): kind ('함께 선물하기' with the gift's title, or '축의금'), the
 * pledger's name and contact ('비공개' while surprise mode hides them: the API sends null), the amount in
 * 원, the message when there is one, when it was pledged (Asia/Seoul) and the '받음 확인' checkbox.
 * the thank-you note (ARCHITECTURE "Thank-you notes"); '아직 참여한 사람이 없어요.' when there are none.
 */
export function PledgeRows({ pledges, onReceived, saving, onThankYouSent, birthPhotoUrl }: PledgeRowsProps) {
  if (pledges.length === 0) return <p className="summary__empty">{GIFT_MSG.noPledges}</p>;
  return (
    <ul className="summary__rows" aria-label="참여 목록">
      {pledges.map((pledge) => {
        const what = pledge.kind === 'FUND' ? GIFT_MSG.pledgeKind.FUND : (pledge.wishTitle ?? GIFT_MSG.pledgeKind.GROUP_GIFT);
        return (
          <li key={pledge.pledgeId} className={pledge.received ? 'summary__row summary__row--thanked' : 'summary__row'}>
            <div className="summary__row-head">
              <h3 className="summary__row-title">
                <span className="summary__kind">{GIFT_MSG.pledgeKind[pledge.kind]}</span>
                {pledge.kind === 'GROUP_GIFT' && pledge.wishTitle ? ` ${pledge.wishTitle}` : ''}
              </h3>
              <span className="summary__row-price">{formatPrice(pledge.amount)}</span>
            </div>
            <dl className="summary__row-fields">
              <dt>보낸 분</dt>
              <dd>{pledge.name ?? MSG.parent.hiddenName}</dd>
              <dt>연락처</dt>
              <dd>{pledge.contact ?? MSG.parent.hiddenName}</dd>
              {pledge.message ? (
                <>
                  <dt>메시지</dt>
                  <dd className="summary__message">{pledge.message}</dd>
                </>
              ) : null}
              <dt>참여일</dt>
              <dd>
                <time dateTime={pledge.createdAt}>{formatSeoulDateTime(pledge.createdAt)}</time>
              </dd>
            </dl>
            <label className="summary__thanked">
              <input
                type="checkbox"
                checked={pledge.received}
                disabled={saving.has(pledge.pledgeId)}
                onChange={(e) => onReceived(pledge.pledgeId, e.target.checked)}
              />
              <span>{GIFT_MSG.pledgeReceivedLabel}</span>
              <span className="bn-visually-hidden">
                {' '}
                ({what} {formatPrice(pledge.amount)})
              </span>
            </label>
            <ThankYouNote
              label={`${what} ${formatPrice(pledge.amount)}`}
              name={pledge.name}
              sent={pledge.thankYouSent}
              possible={pledge.thankYouPossible}
              birthPhotoUrl={birthPhotoUrl}
              send={(note) => sendPledgeThankYou(pledge.pledgeId, note)}
              onSent={() => onThankYouSent(pledge.pledgeId)}
            />
          </li>
        );
      })}
    </ul>
  );
}
