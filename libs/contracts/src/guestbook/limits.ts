/**
 * Limits of the congratulations guestbook (ARCHITECTURE "Guestbook"): lengths in characters, windows in
 * ms. A table of its own, outside the shared `LIMITS` (like `GIFT_LIMITS` and `LIMITS_CONSENT`): only the
 * guestbook's screens and the API read it, so a first visit does not carry it.
 */
export const LIMITS_GUESTBOOK = {
  /** Longest name (the reserver's and pledger's limit, so `MSG.reserve.nameTooLong` names it). */
  guestbookNameMax: 50,
  /** Longest message, after trimming: a congratulation, not a letter. */
  guestbookMessageMax: 300,
  /** Entries per page of the public read and of the owner's read. */
  guestbookPageSize: 20,
  /** Posts one client address may make per `guestbookAddressWindowMs`: a family writes a few, a script many. */
  guestbookPostsPerAddress: 5,
  guestbookAddressWindowMs: 10 * 60 * 1000,
  /** Posts one news page takes per `guestbookEventWindowMs`: a ceiling against floods that no real family reaches. */
  guestbookPostsPerEvent: 200,
  guestbookEventWindowMs: 24 * 60 * 60 * 1000,
} as const;
