import { routeUrl, type RouteDeclaration, type RouteInput, type RouteOutput } from '@babynews/contracts';
import { apiRequest, type RequestOptions } from './client';

/** What a route call takes besides the route and its input (method, path and body come from the table). */
export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

/**
 * Calls route `route` of the API table (ARCHITECTURE "The API table"): its method, its path with
 * `input.params` filled in, `input.query` as the query string and `input.body` as JSON (a route whose body is a form, i.e.
 * loginProc, is refused by the compiler: `loginProc` sends it); the answer is
 * typed by the route's output schema (`RouteOutput<R>`; the API checks its answers against the
 * same schema in its tests). Failures as `apiRequest`:
 * @throws ApiRequestError with the server's code, or status 0 and code null when the network failed.
 */
export function callApi<R extends Pick<RouteDeclaration, 'method' | 'path'> & { readonly bodyEncoding?: 'json' }>(
  route: R,
  input: RouteInput<R>,
  options: CallOptions = {},
): Promise<RouteOutput<R>> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: object; body?: unknown };
  return apiRequest<RouteOutput<R>>(routeUrl(route, params, query), { ...options, method: route.method, body });
}
