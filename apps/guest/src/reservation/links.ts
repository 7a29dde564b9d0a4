/**
 * The reservation page of wish `wishId` on news page `eventCode`: `/event/wishReserved/{id}?code={eventCode}`
 * (ARCHITECTURE §4.7). Every link the product makes to it carries the share code, which every anonymous
 * call of the page sends.
 */
export function reservationPath(wishId: number, eventCode: string): string {
  return `/event/wishReserved/${wishId}?${new URLSearchParams({ code: eventCode }).toString()}`;
}
