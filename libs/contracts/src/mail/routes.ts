import type { RouteDeclaration } from '../api/route';

/** Outbox rows by state: pending, sending, sent, failed (ARCHITECTURE §4.23). */
export const adminMailStatsRoute = {
  method: 'GET',
  path: '/admin/mail/stats',
  access: 'admin',
  output: 'mailStatsResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/** Makes a failed message due again (its tries start over). */
export const adminMailRetryRoute = {
  method: 'POST',
  path: '/admin/mail/retry/{id}',
  access: 'admin',
  output: 'mailRetryResponseSchema',
  errors: ['MAIL_NOT_FOUND', 'MAIL_NOT_FAILED'],
} as const satisfies RouteDeclaration;

/** Mails a one-time link to set a new PIN to the reservation's receipt address; the same answer without one. */
export const pinResetRequestRoute = {
  method: 'POST',
  path: '/wish/reservation/pinResetRequest/{wishId}',
  access: 'anyone',
  body: 'pinResetRequestSchema',
  output: 'pinResetRequestResponseSchema',
  errors: ['WISH_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/** Mails a one-time link to set a new PIN to the pledge's receipt address; the same answer without one. */
export const pledgePinResetRequestRoute = {
  method: 'POST',
  path: '/pledge/pinResetRequest/{pledgeId}',
  access: 'anyone',
  body: 'pledgePinResetRequestSchema',
  output: 'pinResetRequestResponseSchema',
  errors: ['PLEDGE_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/** Sets a new PIN with the mailed one-time token (single use, 30 minutes) and clears the PIN lock (of the reservation's wish or of the pledge). */
export const pinResetRoute = {
  method: 'POST',
  path: '/pin/reset',
  access: 'anyone',
  body: 'pinResetSchema',
  output: 'pinResetResponseSchema',
  errors: ['RESET_LINK_INVALID'],
} as const satisfies RouteDeclaration;

/**
 * One-click unsubscribe (RFC 8058 `List-Unsubscribe-Post`, and the guest page): stops a group of mail
 * to the token's address; the token never expires and works again with the same answer.
 */
export const unsubscribeRoute = {
  method: 'POST',
  path: '/mail/unsubscribe',
  access: 'anyone',
  query: 'unsubscribeQuerySchema',
  body: 'unsubscribeBodySchema',
  output: 'unsubscribeResponseSchema',
  errors: ['UNSUBSCRIBE_LINK_INVALID'],
} as const satisfies RouteDeclaration;

/** The mail routes (ARCHITECTURE §4.23); `mailRoutes` lists them for the API table. */
export const mailRoutes = {
  adminStats: adminMailStatsRoute,
  adminRetry: adminMailRetryRoute,
  pinResetRequest: pinResetRequestRoute,
  pledgePinResetRequest: pledgePinResetRequestRoute,
  pinReset: pinResetRoute,
  unsubscribe: unsubscribeRoute,
};
