import type { RouteDeclaration } from '../api/route';

/** The codes of a wish image the owner names (`imagePath`): not an upload of theirs, too large, not an image. */
const UPLOAD_ERRORS = ['UPLOAD_NOT_FOUND', 'UPLOAD_STORED_TOO_LARGE', 'UPLOAD_TYPE_NOT_ALLOWED'] as const;

/** The owner adds a wish to their news page (`quantity` defaults to 1, `groupGift` to false). */
export const wishCreateRoute = {
  method: 'POST',
  path: '/wish/create/{eventCode}',
  status: 201,
  access: 'member',
  body: 'wishCreateSchema',
  output: 'wishOwnerResponseSchema',
  errors: ['NEWS_NOT_FOUND', 'NOT_OWNER', 'WISH_LIMIT_REACHED', ...UPLOAD_ERRORS],
} as const satisfies RouteDeclaration;

/** The owner edits a wish (`imagePath` null keeps the image, '' removes it; absent gift fields keep). */
export const wishUpdateRoute = {
  method: 'PUT',
  path: '/wish/update/{id}',
  access: 'member',
  body: 'wishUpdateSchema',
  output: 'wishOwnerResponseSchema',
  errors: ['WISH_NOT_FOUND', 'NOT_OWNER', 'WISH_QUANTITY_BELOW_RESERVED', 'WISH_GIFT_MODE_LOCKED', ...UPLOAD_ERRORS],
} as const satisfies RouteDeclaration;

/** The owner puts one group of the wish list in a new order (sortOrder 1, 2, 3…). */
export const wishReorderRoute = {
  method: 'PUT',
  path: '/wish/reorder/{eventCode}',
  access: 'member',
  body: 'wishReorderSchema',
  output: 'wishReorderResponseSchema',
  errors: ['NEWS_NOT_FOUND', 'NOT_OWNER', 'WISH_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/** The owner deletes a wish with its reservations. */
export const wishDeleteRoute = {
  method: 'DELETE',
  path: '/wish/delete/{id}',
  access: 'member',
  output: 'wishDeletedResponseSchema',
  errors: ['WISH_NOT_FOUND', 'NOT_OWNER'],
} as const satisfies RouteDeclaration;

/** The wish editor's near-duplicate check: the page's wishes that look like the one about to be saved. */
export const similarWishesRoute = {
  method: 'GET',
  path: '/wish/similar/{eventCode}',
  access: 'member',
  query: 'similarQuerySchema',
  output: 'similarWishesResponseSchema',
  errors: ['NEWS_NOT_FOUND', 'NOT_OWNER'],
} as const satisfies RouteDeclaration;

/**
 * '링크로 채우기' (ARCHITECTURE "Universal add"): the product page's title, price and picture, the picture
 * stored like an upload of the member's. For a member who owns a news page (else 404 NEWS_NOT_FOUND).
 */
export const wishLinkPreviewRoute = {
  method: 'POST',
  path: '/wish/linkPreview',
  access: 'member',
  body: 'wishLinkPreviewSchema',
  output: 'wishLinkPreviewResponseSchema',
  errors: ['NEWS_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/**
 * The wish routes (spec §3, §7; ARCHITECTURE §4.10, §4.20, §4.22): the owner's editor calls, each
 * for the signed-in owner of the news page only.
 *
 * Each route is its own export so that a page bundles only the routes it calls; `wishRoutes` lists
 * them for the API table.
 */
export const wishRoutes = {
  create: wishCreateRoute,
  update: wishUpdateRoute,
  reorder: wishReorderRoute,
  delete: wishDeleteRoute,
  similar: similarWishesRoute,
  linkPreview: wishLinkPreviewRoute,
};
