/** The two owner columns of a news page as a row or an entity carries them (raw rows may give strings). */
export interface PageOwners {
  ownerId: number | string;
  coparentId: number | string | null;
}

/**
 * THE owner check of a news page (ARCHITECTURE "Two parents", §5 "Ownership"): true when `memberId` is its
 * creator (`owner_id`) or its confirmed co-parent (`coparent_id`). Every owner route decides through this
 * function (directly, through `EventsService.findOwned`, or `ownersOf` for raw rows); nothing else compares owner ids.
 */
export function isPageOwner(page: PageOwners, memberId: number): boolean {
  return Number(page.ownerId) === memberId || (page.coparentId !== null && page.coparentId !== undefined && Number(page.coparentId) === memberId);
}

/** `{ownerId, coparentId}` of a raw row that selected `e.owner_id` and `e.coparent_id`. */
export function ownersOf(row: { owner_id: number | string; coparent_id: number | string | null }): PageOwners {
  return { ownerId: row.owner_id, coparentId: row.coparent_id ?? null };
}
