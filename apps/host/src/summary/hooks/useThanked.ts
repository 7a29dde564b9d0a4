import { useState } from 'react';
import { MSG, type EventWrapUp, type SummaryReservationRow } from '@babynews/contracts';
import { errorMessage, refused } from '@babynews/session';
import { setThanked } from '../api/summaryApi';

/**
 * The thank-you tracker (ARCHITECTURE §4.20, §4.22): `toggle(row, thanked)` shows the mark of that one
 * reservation at once, saves it with `PUT /api/wish/reservation/{wishId}/thanked {thanked, reservationId}`,
 * and puts it back with an alert (MSG.parent.thankedFailed or the server's message) when the call fails.
 * `saving` holds the reservation ids in flight.
 */
export function useThanked(setData: (update: (current: EventWrapUp) => EventWrapUp) => void) {
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const apply = (reservationId: string, thanked: boolean) =>
    setData((current) => {
      const reservations = current.reservations.map((row) => (row.reservationId === reservationId ? { ...row, thanked } : row));
      return { ...current, reservations, totals: { ...current.totals, thanked: reservations.filter((row) => row.thanked).length } };
    });
  const toggle = async (row: Pick<SummaryReservationRow, 'wishId' | 'reservationId'>, thanked: boolean) => {
    const { wishId, reservationId } = row;
    apply(reservationId, thanked);
    setSaving((current) => new Set(current).add(reservationId));
    try {
      await setThanked(wishId, reservationId, thanked);
    } catch (caught) {
      apply(reservationId, !thanked);
      window.alert(errorMessage(caught, MSG.parent.thankedFailed, refused));
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(reservationId);
        return next;
      });
    }
  };
  return { saving, toggle };
}
