import { STORAGE_KEYS } from '@babynews/contracts';

/** `{[wishId]: reservationId[]}`, oldest first, as stored under `STORAGE_KEYS.myReservations(code)`. */
type Stored = Record<string, string[]>;

function read(code: string): Stored {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.myReservations(code)) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Stored) : {};
  } catch {
    return {};
  }
}

function write(code: string, stored: Stored): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.myReservations(code), JSON.stringify(stored));
  } catch {
    /* private mode or full storage: the link of this visit still names the reservation */
  }
}

/**
 * The reservations this browser made on news page `code` (ARCHITECTURE §4.7, §4.22): a PIN call on a
 * wish several relatives reserved must name its `reservationId` (else 400 `RESERVATION_ID_REQUIRED`), so
 * the reserve answer's id is kept and '내 예약 확인' opens the reservation page with it. Only public ids
 * are stored, never a PIN or a name.
 */
export const myReservations = {
  /** Keeps `reservationId` of wish `wishId` (after a 201 of the reserve call). */
  remember(code: string, wishId: number, reservationId: string): void {
    if (!reservationId) return;
    const stored = read(code);
    const ids = (Array.isArray(stored[wishId]) ? stored[wishId] : []).filter((id) => id !== reservationId);
    write(code, { ...stored, [wishId]: [...ids, reservationId] });
  },
  /** The latest reservation this browser made on wish `wishId`, or null. */
  latest(code: string, wishId: number): string | null {
    const ids = read(code)[wishId];
    const last = Array.isArray(ids) ? ids[ids.length - 1] : undefined;
    return typeof last === 'string' && last ? last : null;
  },
  /** Forgets `reservationId` of wish `wishId` (after it was unreserved). */
  forget(code: string, wishId: number, reservationId: string | null): void {
    const stored = read(code);
    if (!reservationId || !Array.isArray(stored[wishId])) return;
    const ids = stored[wishId].filter((id) => id !== reservationId);
    const { [wishId]: _dropped, ...rest } = stored;
    write(code, ids.length > 0 ? { ...rest, [wishId]: ids } : rest);
  },
};
