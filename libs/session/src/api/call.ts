import { routeUrl, type RouteDeclaration, type RouteInput, type RouteOutput } from '@babynews/contracts';
import { sendRequest, type RequestOptions } from './client';

/** What a route call takes besides the route and its input (method, path and body come from the table). */
export type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

/**
 * Calls route `route` of the API table (ARCHITECTURE "The API table"): its method, its path with
 * `input.params` filled in, `input.query` as the query string and `input.body` as JSON, or as an HTML
 * form when the route says `bodyEncoding: 'form'` (loginProc); the answer is typed by the route's
 * output schema (`RouteOutput<R>`; the API checks its answers against the same schema in its tests).
 * @throws ApiRequestError with the server's code and Korean message (or `options.fallbackMessage`),
 *   or status 0 and code null when the network failed; an abort rethrows the AbortError.
 */
export function callApi<R extends Pick<RouteDeclaration, 'method' | 'path' | 'bodyEncoding'>>(
  route: R,
  input: RouteInput<R>,
  options: CallOptions = {},
): Promise<RouteOutput<R>> {
  const { params, query, body } = input as { params?: Record<string, string | number>; query?: object; body?: unknown };
  const payload = route.bodyEncoding === 'form' ? new URLSearchParams(body as Record<string, string>) : body;
  return sendRequest(routeUrl(route, params, query), { ...options, method: route.method, body: payload }) as Promise<RouteOutput<R>>;
}
