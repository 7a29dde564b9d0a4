import { MSG, type EventWrapUp, type SummaryReservationRow } from '@babynews/contracts';
import { setThanked } from '../api/summaryApi';
import { useOptimisticToggle } from './useOptimisticToggle';

/**
 * The thank-you tracker (ARCHITECTURE §4.20, §4.22): `toggle(row, thanked)` shows the mark of that one
 * reservation at once, saves it with `PUT /api/wish/reservation/{wishId}/thanked {thanked, reservationId}`,
 * and puts it back with an alert (MSG.parent.thankedFailed or the server's message) when the call fails.
 * `saving` holds the reservation ids in flight.
 */
export function useThanked(setData: (update: (current: EventWrapUp) => EventWrapUp) => void) {
  return useOptimisticToggle<Pick<SummaryReservationRow, 'wishId' | 'reservationId'>>({
    keyOf: (row) => row.reservationId,
    apply: (reservationId, thanked) =>
      setData((current) => {
        const reservations = current.reservations.map((row) => (row.reservationId === reservationId ? { ...row, thanked } : row));
        return { ...current, reservations, totals: { ...current.totals, thanked: reservations.filter((row) => row.thanked).length } };
      }),
    save: (row, thanked) => setThanked(row.wishId, row.reservationId, thanked),
    failureMessage: MSG.parent.thankedFailed,
  });
}
