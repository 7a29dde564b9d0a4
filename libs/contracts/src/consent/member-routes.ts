import type { RouteDeclaration } from '../api/route';

/**
 * The member's consents and the required documents still to agree to (ARCHITECTURE §4.24). Answers
 * while other member routes are closed by a new version (403 CONSENT_REQUIRED).
 */
export const memberConsentsRoute = {
  method: 'GET',
  path: '/member/consents',
  access: 'member',
  output: 'memberConsentsResponseSchema',
  errors: [],
} as const satisfies RouteDeclaration;

/**
 * Agrees to the current versions of the ticked documents (every pending required one must be ticked)
 * and records the marketing choice; the member routes open again at once (ARCHITECTURE §4.24).
 */
export const memberConsentsAgreeRoute = {
  method: 'POST',
  path: '/member/consents',
  access: 'member',
  body: 'memberConsentsSchema',
  output: 'memberConsentsResponseSchema',
  errors: ['CONSENT_REQUIRED'],
} as const satisfies RouteDeclaration;

/** The member consent routes, for the API table. */
export const memberConsentRoutes = {
  memberConsents: memberConsentsRoute,
  memberConsentsAgree: memberConsentsAgreeRoute,
};
