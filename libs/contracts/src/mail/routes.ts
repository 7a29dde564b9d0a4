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

/** The mail routes (ARCHITECTURE §4.23); `mailRoutes` lists them for the API table. */
export const mailRoutes = {
  adminStats: adminMailStatsRoute,
  adminRetry: adminMailRetryRoute,
};
