import { useState } from 'react';
import { MSG, type EventWrapUp } from '@babynews/contracts';
import { errorMessage, refused } from '@babynews/session';
import { setThanked } from '../api/summaryApi';

/**
 * The thank-you tracker (ARCHITECTURE §4.20): `toggle(wishId, thanked)` shows the mark at once, saves
 * it with `PUT /api/wish/reservation/{wishId}/thanked`, and puts it back with an alert
 * (MSG.parent.thankedFailed or the server's message) when the call fails. `saving` holds the wish ids in flight.
 */
export function useThanked(setData: (update: (current: EventWrapUp) => EventWrapUp) => void) {
  const [saving, setSaving] = useState<ReadonlySet<number>>(new Set());
  const apply = (wishId: number, thanked: boolean) =>
    setData((current) => {
      const reservations = current.reservations.map((row) => (row.wishId === wishId ? { ...row, thanked } : row));
      return { ...current, reservations, totals: { ...current.totals, thanked: reservations.filter((row) => row.thanked).length } };
    });
  const toggle = async (wishId: number, thanked: boolean) => {
    apply(wishId, thanked);
    setSaving((current) => new Set(current).add(wishId));
    try {
      await setThanked(wishId, thanked);
    } catch (caught) {
      apply(wishId, !thanked);
      window.alert(errorMessage(caught, MSG.parent.thankedFailed, refused));
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(wishId);
        return next;
      });
    }
  };
  return { saving, toggle };
}
