import type { EventWrapUp } from '@babynews/contracts';

/** The summary's totals (ARCHITECTURE §4.20): wishes, reserved, delivered, followers, quiz participants. */
export function SummaryTotals({ totals }: { totals: EventWrapUp['totals'] }) {
  const items: Array<[string, number]> = [
    ['선물', totals.wishes],
    ['예약됨', totals.reserved],
    ['배송 완료', totals.delivered],
    ['팔로워', totals.followers],
    ['퀴즈 참여', totals.quizParticipants],
  ];
  return (
    <dl className="summary__totals" aria-label="한눈에 보기">
      {items.map(([label, value]) => (
        <div key={label} className="summary__total">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
