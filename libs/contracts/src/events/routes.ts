import type { RouteDeclaration } from '../api/route';

/** What every owner-only route of a news page may answer (ARCHITECTURE §5 "Ownership"). */
const OWNER_ERRORS = ['NEWS_NOT_FOUND', 'NOT_OWNER'] as const;
/** The codes of a photo the owner names (`coverPath`, the birth's `photoPath`), as a wish image's: not an upload of theirs, too large, not an image. */
const COVER_ERRORS = ['UPLOAD_NOT_FOUND', 'UPLOAD_STORED_TOO_LARGE', 'UPLOAD_TYPE_NOT_ALLOWED'] as const;

/** A member creates their one news page (a second answers NEWS_ALREADY_EXISTS). */
export const eventCreateRoute = {
  method: 'POST',
  path: '/event/create',
  status: 201,
  access: 'member',
  body: 'eventCreateSchema',
  output: 'eventSummaryResponseSchema',
  errors: ['NEWS_ALREADY_EXISTS', ...COVER_ERRORS],
} as const satisfies RouteDeclaration;

/** The news read, public by share code; the owner's token adds the address and the followers. */
export const eventReadRoute = {
  method: 'GET',
  path: '/event/fetchInfoByCode/{code}',
  access: 'anyone',
  output: 'eventInfoResponseSchema',
  errors: ['NEWS_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/** The owner edits the news page with the create body (absent plan, fund and cover fields keep theirs). */
export const eventUpdateRoute = {
  method: 'PUT',
  path: '/event/update/{code}',
  access: 'member',
  body: 'eventUpdateSchema',
  output: 'eventSummaryResponseSchema',
  errors: [...OWNER_ERRORS, ...COVER_ERRORS],
} as const satisfies RouteDeclaration;

/** The creator deletes the news page and everything belonging to it (the co-parent may not: ARCHITECTURE "Two parents"). */
export const eventDeleteRoute = {
  method: 'DELETE',
  path: '/event/delete/{code}',
  access: 'member',
  output: 'eventDeletedResponseSchema',
  errors: [...OWNER_ERRORS, 'NOT_CREATOR'],
} as const satisfies RouteDeclaration;

/** The owner's wrap-up summary; `?format=csv` answers it as a UTF-8 CSV download instead. */
export const eventWrapUpRoute = {
  method: 'GET',
  path: '/event/summary/{code}',
  access: 'member',
  query: 'eventWrapUpQuerySchema',
  output: 'eventWrapUpResponseSchema',
  download: 'text/csv',
  errors: OWNER_ERRORS,
} as const satisfies RouteDeclaration;

/**
 * The link card of a news page (`og:image`, ARCHITECTURE "Cover photo and link card"), public by share
 * code: always a 1200 × 630 PNG; `?v=` names the content hash the page's HTML links (then cached for a year).
 */
export const eventCardRoute = {
  method: 'GET',
  path: '/event/card/{code}.png',
  access: 'anyone',
  query: 'eventCardQuerySchema',
  output: null,
  download: 'image/png',
  errors: ['NEWS_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/**
 * The owner announces the birth, or edits the announcement (ARCHITECTURE "Birth announcement"): the news
 * page shows it instead of the countdown; the first announcement of a page mails its followers and the
 * relatives who asked for it, once. `photoPath` is a wish-image upload of the owner's (absent keeps).
 */
export const eventBirthRoute = {
  method: 'PUT',
  path: '/event/birth/{code}',
  access: 'member',
  body: 'eventBirthSchema',
  output: 'newsBirthResponseSchema',
  errors: [...OWNER_ERRORS, ...COVER_ERRORS],
} as const satisfies RouteDeclaration;

/** The owner takes the birth announcement down: the countdown is back (no mail; the first one is never sent again). */
export const eventBirthDeleteRoute = {
  method: 'DELETE',
  path: '/event/birth/{code}',
  access: 'member',
  output: 'eventBirthDeletedResponseSchema',
  errors: [...OWNER_ERRORS, 'BIRTH_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/** A member follows someone else's news page (idempotent; their own answers CANNOT_FOLLOW_OWN). */
export const followRoute = {
  method: 'POST',
  path: '/event/follow/{code}',
  access: 'member',
  output: 'followStateResponseSchema',
  errors: ['NEWS_NOT_FOUND', 'CANNOT_FOLLOW_OWN'],
} as const satisfies RouteDeclaration;

/** A member stops following (idempotent). */
export const unfollowRoute = {
  method: 'DELETE',
  path: '/event/follow/{code}',
  access: 'member',
  output: 'followStateResponseSchema',
  errors: ['NEWS_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/** The owner removes a follower. */
export const followerRemoveRoute = {
  method: 'DELETE',
  path: '/event/follower/{code}/{username}',
  access: 'member',
  output: 'followerRemovedResponseSchema',
  errors: [...OWNER_ERRORS, 'FOLLOWER_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/**
 * The news page and follower routes (spec §7, ARCHITECTURE §4.4–4.6, §4.20): create, read, update,
 * delete, the wrap-up summary, the link card, the birth announcement, follow, unfollow and removing a follower. Each route is its own export
 * so that a page bundles only the routes it calls; `eventRoutes` lists them for the API table.
 */
export const eventRoutes = {
  create: eventCreateRoute,
  read: eventReadRoute,
  update: eventUpdateRoute,
  delete: eventDeleteRoute,
  wrapUp: eventWrapUpRoute,
  card: eventCardRoute,
  birth: eventBirthRoute,
  deleteBirth: eventBirthDeleteRoute,
  follow: followRoute,
  unfollow: unfollowRoute,
  removeFollower: followerRemoveRoute,
};
