import { formatDate, formatPrice, GIFT_MSG, type PledgeView } from '@babynews/contracts';
import { Button, Card, Icon } from '@babynews/ui';
import { TransferGuide } from './TransferGuide';

export interface PledgeDetailsProps {
  data: PledgeView;
  onBack: () => void;
  /** Cancels the pledge (offered only while the owner has not marked it received). */
  onCancel: () => void;
  busy: boolean;
}

/**
 * The unlocked pledge (ARCHITECTURE §4.22): what it went to (a group gift's title or the 축의금 fund) and
 * to whom, the amount in 원, name, contact, message and date, whether the owner marked it received, the
 * transfer guide (only a pledger ever sees it), the no-payment notice, back and — unless received —
 * '참여 취소하기'.
 */
export function PledgeDetails({ data, onBack, onCancel, busy }: PledgeDetailsProps) {
  return (
    <div className="pledge">
      <header className="pledge__head">
        <span className="reservation__icon">
          <Icon name="heart" size={30} />
        </span>
        <h1 className="pledge__title">{GIFT_MSG.pledgeTitle}</h1>
        <p className="pledge__subtitle">
          <strong>{data.eventOwnerDisplayName}</strong>님께 전하는 {data.kind === 'FUND' ? GIFT_MSG.pledgeKind.FUND : GIFT_MSG.pledgeKind.GROUP_GIFT}
          {data.wishTitle ? ` · ${data.wishTitle}` : ''}
        </p>
      </header>

      <Card className="reservation__wish">
        <dl className="pledge__details">
          <dt>금액</dt>
          <dd>{formatPrice(data.amount)}</dd>
          <dt>이름</dt>
          <dd>{data.name}</dd>
          <dt>연락처</dt>
          <dd>{data.contact}</dd>
          <dt>메시지</dt>
          <dd>{data.message || '-'}</dd>
          <dt>참여일</dt>
          <dd>{formatDate(data.createdAt)}</dd>
        </dl>
        <p className={data.received ? 'pledge__received pledge__received--yes' : 'pledge__received'}>
          <Icon name={data.received ? 'check' : 'bell'} size={16} /> {data.received ? GIFT_MSG.pledgeReceived : GIFT_MSG.pledgeNotReceived}
        </p>
      </Card>

      {data.transferGuide && <TransferGuide text={data.transferGuide} />}
      <p className="pledge-notice">{GIFT_MSG.noPaymentNotice}</p>

      <div className="pledge__actions">
        <Button variant="secondary" onClick={onBack}>
          뒤로 가기
        </Button>
        {!data.received && (
          <Button variant="danger" onClick={onCancel} busy={busy}>
            {GIFT_MSG.pledgeCancelButton}
          </Button>
        )}
      </div>
    </div>
  );
}
