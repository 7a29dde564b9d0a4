/** Length of a day in ms. */
const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Seoul is UTC+9 all year (no daylight saving). */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** 00:00 Asia/Seoul of the day that contains `now`, as a UTC instant (the daily upload quota's window start). */
export function seoulDayStart(now: Date): Date {
  return new Date(Math.floor((now.getTime() + SEOUL_OFFSET_MS) / DAY_MS) * DAY_MS - SEOUL_OFFSET_MS);
}

/** The key's folder for logs (`wish/`, `notices/`, `assets/`, `popup-modal-`): never the key, which names the member. */
export function keyFolder(key: string): string {
  return /^(?:[a-z]+\/|popup-modal-)/.exec(key)?.[0] ?? '?';
}

/** An error as `Name CODE` for logs: no message (a file system message quotes the path). */
export function errorLabel(err: unknown): string {
  const name = err instanceof Error ? err.name : typeof err;
  const code = (err as { code?: unknown; Code?: unknown } | null)?.code ?? (err as { Code?: unknown } | null)?.Code;
  return typeof code === 'string' || typeof code === 'number' ? `${name} ${code}` : name;
}
