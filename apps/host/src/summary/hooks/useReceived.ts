import { useState } from 'react';
import { GIFT_MSG, type EventWrapUp } from '@babynews/contracts';
import { errorMessage, refused } from '@babynews/session';
import { setPledgeReceived } from '../api/summaryApi';

/**
 * The '받음 확인' mark of the pledges (ARCHITECTURE §4.22): `toggle(pledgeId, received)` shows the mark and
 * the received total (`pledgeTotals.receivedAmount`, KRW) at once, saves it with
 * `PUT /api/pledge/{pledgeId}/received {received}`, and puts both back with an alert
 * (GIFT_MSG.pledgeReceivedFailed or the server's message, e.g. PLEDGE_NOT_FOUND) when the call fails.
 * `saving` holds the pledge ids in flight.
 */
export function useReceived(setData: (update: (current: EventWrapUp) => EventWrapUp) => void) {
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const apply = (pledgeId: string, received: boolean) =>
    setData((current) => {
      const pledges = current.pledges.map((pledge) => (pledge.pledgeId === pledgeId ? { ...pledge, received } : pledge));
      const receivedAmount = pledges.filter((pledge) => pledge.received).reduce((sum, pledge) => sum + pledge.amount, 0);
      return { ...current, pledges, pledgeTotals: { ...current.pledgeTotals, receivedAmount } };
    });
  const toggle = async (pledgeId: string, received: boolean) => {
    apply(pledgeId, received);
    setSaving((current) => new Set(current).add(pledgeId));
    try {
      await setPledgeReceived(pledgeId, received);
    } catch (caught) {
      apply(pledgeId, !received);
      window.alert(errorMessage(caught, GIFT_MSG.pledgeReceivedFailed, refused));
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(pledgeId);
        return next;
      });
    }
  };
  return { saving, toggle };
}
