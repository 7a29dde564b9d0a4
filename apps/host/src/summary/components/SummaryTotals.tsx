import { formatPrice, GIFT_MSG, type EventWrapUp } from '@babynews/contracts';

/**
 * The summary's totals (ARCHITECTURE §4.20): wishes, reserved, delivered, followers, quiz participants;
 * with the pledges' KRW totals (§4.22): 모인 금액 (all live pledges), 축의금 (of them the fund's) and
 * 받음 확인 (those marked received).
 */
export function SummaryTotals({ totals, pledgeTotals }: { totals: EventWrapUp['totals']; pledgeTotals?: EventWrapUp['pledgeTotals'] }) {
  const items: Array<[string, number | string]> = [
    ['선물', totals.wishes],
    ['예약됨', totals.reserved],
    ['배송 완료', totals.delivered],
    ['팔로워', totals.followers],
    ['퀴즈 참여', totals.quizParticipants],
  ];
  if (pledgeTotals) {
    items.push(
      [GIFT_MSG.totalPledged, formatPrice(pledgeTotals.pledgedAmount)],
      [GIFT_MSG.totalFund, formatPrice(pledgeTotals.fundAmount)],
      [GIFT_MSG.totalReceived, formatPrice(pledgeTotals.receivedAmount)],
    );
  }
  return (
    <dl className="summary__totals" aria-label="한눈에 보기">
      {items.map(([label, value]) => (
        <div key={label} className={typeof value === 'string' ? 'summary__total summary__total--money' : 'summary__total'}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
