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

/** Sets a new PIN with the mailed one-time token (single use, 30 minutes) and clears the wish's PIN lock. */
export const pinResetRoute = {
  method: 'POST',
  path: '/pin/reset',
  access: 'anyone',
  body: 'pinResetSchema',
  output: 'pinResetResponseSchema',
  errors: ['RESET_LINK_INVALID'],
} as const satisfies RouteDeclaration;

/** The mail routes (ARCHITECTURE §4.23); `mailRoutes` lists them for the API table. */
export const mailRoutes = {
  adminStats: adminMailStatsRoute,
  adminRetry: adminMailRetryRoute,
  pinResetRequest: pinResetRequestRoute,
  pinReset: pinResetRoute,
};
