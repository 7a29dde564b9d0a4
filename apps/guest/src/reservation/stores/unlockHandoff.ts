/**
 * Hands the password just used in the reserve modal to the reservation view, in memory only
 * (never in the URL, history state or storage), so the reserver lands on the unlocked view
 * right after reserving. A reload shows the password gate again (spec §2 "Reservation view").
 */
const pending = new Map<number, string>();

export const unlockHandoff = {
  /** Remembers `password` for wish `wishId` until it is taken once. */
  give(wishId: number, password: string): void {
    pending.set(wishId, password);
  },
  /** Returns and forgets the password for `wishId`; '' when none was handed over. */
  take(wishId: number): string {
    const password = pending.get(wishId) ?? '';
    pending.delete(wishId);
    return password;
  },
};
