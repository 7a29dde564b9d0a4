/**
 * Hands the PIN just chosen in the pledge modal to the pledge page, in memory only (never in the URL,
 * history state or storage), so the pledger who follows '내 참여 확인하기' lands on the unlocked view.
 * A reload shows the PIN gate again (as the reservation view, spec §2).
 */
const pending = new Map<string, string>();

export const pledgeHandoff = {
  /** Remembers `password` for pledge `pledgeId` until it is taken once. */
  give(pledgeId: string, password: string): void {
    pending.set(pledgeId, password);
  },
  /** Returns and forgets the PIN for `pledgeId`; '' when none was handed over. */
  take(pledgeId: string): string {
    const password = pending.get(pledgeId) ?? '';
    pending.delete(pledgeId);
    return password;
  },
};
