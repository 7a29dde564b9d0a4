import type { RouteDeclaration } from '../api/route';

/**
 * The member's data export (ARCHITECTURE §4.24): after the withdrawal's re-authentication, every row
 * held about the member as one JSON file (`memberExportResponseSchema`), LIMITS_CONSENT.exportPerDay
 * times per member per day (429 RATE_LIMITED with EXPORT_MSG.perDay).
 */
export const memberExportRoute = {
  method: 'POST',
  path: '/member/export',
  access: 'member',
  body: 'memberExportSchema',
  output: 'memberExportResponseSchema',
  errors: ['PASSWORD_MISMATCH', 'REAUTH_REQUIRED', 'LOGIN_LOCKED', 'ATTEMPT_BUDGET_EXCEEDED'],
} as const satisfies RouteDeclaration;

/** What the withdrawal deletes, counted for the dialog's list (ARCHITECTURE §4.21, §4.24). */
export const withdrawalPreviewRoute = {
  method: 'GET',
  path: '/member/withdrawalPreview',
  access: 'member',
  output: 'withdrawalPreviewResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/** The data-rights routes of members, for the API table. */
export const memberExportRoutes = {
  memberExport: memberExportRoute,
  withdrawalPreview: withdrawalPreviewRoute,
};
