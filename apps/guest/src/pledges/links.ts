/**
 * The page of pledge `pledgeId` on news page `eventCode`: `/event/pledge/{pledgeId}?code={eventCode}`
 * (ARCHITECTURE §4.22). The share code travels with it, as every anonymous call of the page sends it.
 */
export function pledgePath(pledgeId: string, eventCode: string): string {
  return `/event/pledge/${encodeURIComponent(pledgeId)}?${new URLSearchParams({ code: eventCode }).toString()}`;
}
