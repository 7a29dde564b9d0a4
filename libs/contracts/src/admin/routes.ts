import type { RouteDeclaration } from '../api/route';

/** Sign-ups of a date range by provider. */
export const adminSignupStatsRoute = {
  method: 'GET',
  path: '/admin/member/getStatsByDateRange',
  access: 'admin',
  query: 'dateRangeQuerySchema',
  output: 'signupStatsResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/** Sign-ups per statistics day (11:00 to 11:00 KST) of a date range of at most 92 days. */
export const adminDailySignupsRoute = {
  method: 'GET',
  path: '/admin/member/getDailySignups',
  access: 'admin',
  query: 'dateRangeQuerySchema',
  output: 'dailySignupsResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/** One page (0-based `{page}`, 15 a page) of every member, newest first; a bad page number is VALIDATION_FAILED. */
export const adminMemberListRoute = {
  method: 'GET',
  path: '/admin/fetchMemberList/{page}/15',
  access: 'admin',
  output: 'adminMemberPageResponseSchema',
  errors: ['VALIDATION_FAILED'],
} as const satisfies RouteDeclaration;

/** One page of the members matching a sign-up date range and/or a name or phone-number prefix. */
export const adminMemberSearchRoute = {
  method: 'GET',
  path: '/admin/fetchMemberListByDateRange/{page}/15',
  access: 'admin',
  query: 'memberSearchQuerySchema',
  output: 'adminMemberPageResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/** Every field of one member (no password, no provider id). */
export const adminMemberDetailsRoute = {
  method: 'GET',
  path: '/admin/fetchMemberDetails/{id}',
  access: 'admin',
  output: 'adminMemberDetailsResponseSchema',
  errors: ['MEMBER_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/**
 * The administration routes (spec §7, ARCHITECTURE §4.12–4.13): sign-up statistics, the member list
 * and a member's details, all for administrators only. Each route is its own export so that a page
 * bundles only the routes it calls; `adminRoutes` lists them for the API table.
 */
export const adminRoutes = {
  signupStats: adminSignupStatsRoute,
  dailySignups: adminDailySignupsRoute,
  memberList: adminMemberListRoute,
  memberSearch: adminMemberSearchRoute,
  memberDetails: adminMemberDetailsRoute,
};
