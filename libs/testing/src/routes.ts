import { routeUrl, type RouteDeclaration } from '@babynews/contracts';

/**
 * Every API path the test client calls, written once (ARCHITECTURE §4: all under `/api`, names exactly the
 * specification's). Path parameters are URL-encoded here.
 */
const p = (value: string | number) => encodeURIComponent(String(value));

export const ROUTES = {
  createEvent: () => '/api/event/create',
  updateEvent: (code: string) => `/api/event/update/${p(code)}`,
  deleteEvent: (code: string) => `/api/event/delete/${p(code)}`,
  fetchInfoByCode: (code: string) => `/api/event/fetchInfoByCode/${p(code)}`,
  follow: (code: string) => `/api/event/follow/${p(code)}`,
} as const;

/**
 * `/api` + the path of route `route` of the API table with `params` filled in (URL-encoded), for tests
 * that assert on raw HTTP (ARCHITECTURE "The API table"): `routePath(quizSubmitRoute, {quizId: 7})`.
 */
export function routePath(route: Pick<RouteDeclaration, 'path'>, params: Record<string, string | number> = {}): string {
  return `/api${routeUrl(route, params)}`;
}
