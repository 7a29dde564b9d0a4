import type { RouteDeclaration } from '../api/route';

/** What the pledger's PIN calls answer besides success: unknown pledge or another page's code, wrong PIN, the lockouts. */
const PIN_ERRORS = ['PLEDGE_NOT_FOUND', 'RESERVATION_PIN_WRONG', 'RESERVATION_LOCKED', 'ATTEMPT_BUDGET_EXCEEDED'] as const;

/** A relative pledges an amount to a group gift (no account; the PIN protects the pledge). */
export const pledgeToWishRoute = {
  method: 'POST',
  path: '/wish/pledge/{wishId}',
  status: 201,
  access: 'anyone',
  body: 'pledgeSchema',
  output: 'pledgeResponseSchema',
  errors: ['WISH_NOT_FOUND', 'NOT_GROUP_GIFT', 'GROUP_GIFT_FUNDED', 'PLEDGE_AMOUNT_EXCEEDED'],
} as const satisfies RouteDeclaration;

/** A relative pledges to the news page's 축의금 fund (the body's `eventCode` must be the path's). */
export const pledgeToFundRoute = {
  method: 'POST',
  path: '/event/pledge/{code}',
  status: 201,
  access: 'anyone',
  body: 'pledgeSchema',
  output: 'pledgeResponseSchema',
  errors: ['NEWS_NOT_FOUND', 'FUND_CLOSED'],
} as const satisfies RouteDeclaration;

/** The pledger's own view of a pledge with its PIN (with the page's transfer guide). */
export const pledgeViewRoute = {
  method: 'POST',
  path: '/pledge/view/{pledgeId}',
  access: 'anyone',
  params: 'pledgeParamsSchema',
  body: 'pledgePasswordSchema',
  output: 'pledgeViewResponseSchema',
  errors: PIN_ERRORS,
} as const satisfies RouteDeclaration;

/** The pledger cancels a pledge with its PIN, unless the owner marked it received. */
export const pledgeCancelRoute = {
  method: 'POST',
  path: '/pledge/cancel/{pledgeId}',
  access: 'anyone',
  params: 'pledgeParamsSchema',
  body: 'pledgePasswordSchema',
  output: 'pledgeCancelResponseSchema',
  errors: [...PIN_ERRORS, 'PLEDGE_ALREADY_RECEIVED'],
} as const satisfies RouteDeclaration;

/** The news page's owner marks a pledge received (or not). */
export const pledgeReceivedRoute = {
  method: 'PUT',
  path: '/pledge/{pledgeId}/received',
  access: 'member',
  params: 'pledgeParamsSchema',
  body: 'pledgeReceivedSchema',
  output: 'pledgeReceivedResponseSchema',
  errors: ['PLEDGE_NOT_FOUND', 'NOT_OWNER'],
} as const satisfies RouteDeclaration;

/**
 * The pledge routes (ARCHITECTURE §4.22): a relative pledges to a group gift or to the 축의금 fund with
 * the news page's share code and a 4-digit PIN, and later sees or cancels the pledge with it; the page's
 * owner marks pledges received. No payment is processed: a pledge is a recorded promise.
 *
 * Each route is its own export so that a page bundles only the routes it calls; `pledgeRoutes` lists
 * them for the API table.
 */
export const pledgeRoutes = {
  toWish: pledgeToWishRoute,
  toFund: pledgeToFundRoute,
  view: pledgeViewRoute,
  cancel: pledgeCancelRoute,
  received: pledgeReceivedRoute,
};
