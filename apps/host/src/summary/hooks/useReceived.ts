import { GIFT_MSG, type EventWrapUp } from '@babynews/contracts';
import { setPledgeReceived } from '../api/summaryApi';
import { useOptimisticToggle } from './useOptimisticToggle';

/**
 * The '받음 확인' mark of the pledges (ARCHITECTURE §4.22): `toggle(pledgeId, received)` shows the mark and
 * the received total (`pledgeTotals.receivedAmount`, KRW) at once, saves it with
 * `PUT /api/pledge/{pledgeId}/received {received}`, and puts both back with an alert
 * (GIFT_MSG.pledgeReceivedFailed or the server's message, e.g. PLEDGE_NOT_FOUND) when the call fails.
 * `saving` holds the pledge ids in flight.
 */
export function useReceived(setData: (update: (current: EventWrapUp) => EventWrapUp) => void) {
  return useOptimisticToggle<string>({
    keyOf: (pledgeId) => pledgeId,
    apply: (pledgeId, received) =>
      setData((current) => {
        const pledges = current.pledges.map((pledge) => (pledge.pledgeId === pledgeId ? { ...pledge, received } : pledge));
        const receivedAmount = pledges.filter((pledge) => pledge.received).reduce((sum, pledge) => sum + pledge.amount, 0);
        return { ...current, pledges, pledgeTotals: { ...current.pledgeTotals, receivedAmount } };
      }),
    save: setPledgeReceived,
    failureMessage: GIFT_MSG.pledgeReceivedFailed,
  });
}
