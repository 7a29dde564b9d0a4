import { API_PREFIX, routeUrl, type RouteDeclaration } from '@babynews/contracts';

/**
 * `/api` + the path of route `route` of the API table with `params` filled in (URL-encoded), for tests
 * that assert on raw HTTP (ARCHITECTURE "The API table"): `routePath(quizSubmitRoute, {quizId: 7})`.
 */
export function routePath(route: Pick<RouteDeclaration, 'path'>, params: Record<string, string | number> = {}): string {
  return `${API_PREFIX}${routeUrl(route, params)}`;
}
