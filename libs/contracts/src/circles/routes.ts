import type { RouteDeclaration } from '../api/route';

/** The owner's view of the two circles (ARCHITECTURE "Two circles"): both codes, the friends circle's opening and the note. */
export const circlesReadRoute = {
  method: 'GET',
  path: '/event/circles/{code}',
  access: 'member',
  output: 'circlesStateResponseSchema',
  errors: ['NEWS_NOT_FOUND', 'NOT_OWNER'],
} as const satisfies RouteDeclaration;

/** The owner opens (now or from a day, 00:00 Asia/Seoul) or closes the friends circle and sets the note friends see instead of the address. */
export const circlesUpdateRoute = {
  method: 'PUT',
  path: '/event/circles/{code}',
  access: 'member',
  body: 'circlesUpdateSchema',
  output: 'circlesUpdateResponseSchema',
  errors: ['NEWS_NOT_FOUND', 'NOT_OWNER'],
} as const satisfies RouteDeclaration;

/** The owner makes one circle's code anew: the old one then answers like an unknown code (but for its reservations and pledges). */
export const circlesRotateRoute = {
  method: 'POST',
  path: '/event/circles/{code}/rotate',
  access: 'member',
  body: 'circlesRotateSchema',
  output: 'circlesStateResponseSchema',
  errors: ['NEWS_NOT_FOUND', 'NOT_OWNER'],
} as const satisfies RouteDeclaration;

/** The circles routes, each its own export so a page bundles only what it calls; `circleRoutes` lists them for the API table. */
export const circleRoutes = {
  read: circlesReadRoute,
  update: circlesUpdateRoute,
  rotate: circlesRotateRoute,
};
