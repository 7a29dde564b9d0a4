import type { RouteDeclaration } from '../api/route';

/** What a creator-only route may answer: unknown page, a stranger, the co-parent. */
const CREATOR_ERRORS = ['NEWS_NOT_FOUND', 'NOT_OWNER', 'NOT_CREATOR'] as const;

/** Either owner reads where the page's co-parent stands (ARCHITECTURE "Two parents"). */
export const coparentStatusRoute = {
  method: 'GET',
  path: '/event/coparent/{code}',
  access: 'member',
  output: 'coparentStatusResponseSchema',
  errors: ['NEWS_NOT_FOUND', 'NOT_OWNER'],
} as const satisfies RouteDeclaration;

/** The creator makes a one-time invitation link (7 days, single use); a new one ends the previous one. */
export const coparentInviteRoute = {
  method: 'POST',
  path: '/event/coparent/invite/{code}',
  access: 'member',
  output: 'coparentInviteResponseSchema',
  errors: [...CREATOR_ERRORS, 'COPARENT_ALREADY_CONFIRMED'],
} as const satisfies RouteDeclaration;

/** A signed-in member accepts an invitation: nothing is shared until the creator confirms them. */
export const coparentAcceptRoute = {
  method: 'POST',
  path: '/event/coparent/accept',
  access: 'member',
  body: 'coparentAcceptSchema',
  output: 'coparentAcceptResponseSchema',
  errors: ['COPARENT_INVITE_INVALID', 'COPARENT_ALREADY_OWNER'],
} as const satisfies RouteDeclaration;

/** The creator confirms the member who accepted (by the display name shown): from now on both own the page. */
export const coparentConfirmRoute = {
  method: 'POST',
  path: '/event/coparent/confirm/{code}',
  access: 'member',
  output: 'coparentStatusResponseSchema',
  errors: [...CREATOR_ERRORS, 'COPARENT_NOT_FOUND', 'COPARENT_ALREADY_OWNER'],
} as const satisfies RouteDeclaration;

/** The creator removes the co-parent, or revokes the invitation; the rows they added stay. */
export const coparentRemoveRoute = {
  method: 'DELETE',
  path: '/event/coparent/{code}',
  access: 'member',
  output: 'coparentStatusResponseSchema',
  errors: [...CREATOR_ERRORS, 'COPARENT_NOT_FOUND'],
} as const satisfies RouteDeclaration;

/** The co-parent routes, each its own export so a page bundles only what it calls; `coparentRoutes` lists them for the API table. */
export const coparentRoutes = {
  status: coparentStatusRoute,
  invite: coparentInviteRoute,
  accept: coparentAcceptRoute,
  confirm: coparentConfirmRoute,
  remove: coparentRemoveRoute,
};
