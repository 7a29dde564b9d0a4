/** Date and time in Asia/Seoul for the answer list, e.g. '2026. 11. 22. 오후 3:04' (spec §9 dates). */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat('ko-KR', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
