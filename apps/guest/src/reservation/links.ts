/**
 * The reservation page of wish `wishId` on news page `eventCode`:
 * `/event/wishReserved/{id}?code={eventCode}&reservation={reservationId}` (ARCHITECTURE §4.7, §4.22). Every
 * link the product makes to it carries the share code, which every anonymous call of the page sends.
 * `reservationId` (the reserve answer's) picks one reservation of a wish several relatives reserved; a
 * link without it ('내 예약 확인' on the list) lets the PIN find the reservation.
 */
export function reservationPath(wishId: number, eventCode: string, reservationId?: string | null): string {
  const query = new URLSearchParams({ code: eventCode });
  if (reservationId) query.set('reservation', reservationId);
  return `/event/wishReserved/${wishId}?${query.toString()}`;
}
