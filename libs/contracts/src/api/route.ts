import type { z } from 'zod';
import type { ErrorCode } from '../common/error-status';
import type { ApiSchemas } from './schema-map';

/**
 * The typed API table (ARCHITECTURE "The API table"): every route declared once, in its domain's
 * `routes.ts` as a plain object (`export const reserveRoute = {...} as const satisfies RouteDeclaration`),
 * with its method, path, success status, who may call it, its schemas and the error codes it answers.
 * The declaration names its schemas by their export names (`body: 'reserveSchema'`, see
 * schema-map.ts) instead of holding them: the front ends import a route without loading zod (zod
 * stays in a chunk of its own, see load-schemas.ts) and, routes being separate plain exports, a page
 * bundles only the routes it calls; the API, the test kits and the OpenAPI document resolve the
 * names through `bindRoutes`.
 */

/** The prefix of every API path: a route's `path` is written under it (`/api` + '/wish/reserve/{wishId}'). */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone (share code or nothing), a signed-in member, an administrator. */
export type RouteAccess = 'anyone' | 'member' | 'admin';

/** Export names of the table's schema modules (`ApiSchemas`) whose values are zod schemas. */
export type SchemaName = { [K in keyof ApiSchemas]: ApiSchemas[K] extends z.ZodType ? K : never }[keyof ApiSchemas] & string;

/**
 * One route of the table, as declared.
 * - `path`: under `/api`, parameters written `{name}` (`/wish/reserve/{wishId}`), exactly the spec's URL;
 * - `status`: the success status (default 200; 204 answers no body; 302 redirects);
 * - `params` / `query` / `body` / `output`: export names of zod schemas in the domain's schema module
 *   (`output` null: no body);
 * - `errors`: the codes the route's own rules answer; `routeErrors` adds the ones every route of its
 *   kind answers (validation, sign-in, rate limit, internal error);
 * - `accepted`: the export name of the schema of a 202 answer the route gives instead of its `status`
 *   answer (the social sign-in: a sign-up ticket instead of a token);
 * - `download`: the media type of a file the route answers instead of JSON when the query asks for it
 *   (the wrap-up summary's `?format=csv`), or always when `output` is null (the link card's PNG, the
 *   Prometheus text of `/metrics`).
 */
export interface RouteDeclaration {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly status?: 200 | 201 | 204 | 302;
  readonly access: RouteAccess;
  /** How the body travels: JSON (default) or an HTML form (`application/x-www-form-urlencoded`, e.g. loginProc). */
  readonly bodyEncoding?: 'json' | 'form';
  readonly params?: SchemaName;
  readonly query?: SchemaName;
  readonly body?: SchemaName;
  readonly output: SchemaName | null;
  readonly accepted?: SchemaName;
  readonly download?: 'text/csv' | 'image/png' | 'text/plain';
  readonly errors: readonly ErrorCode[];
}

type SchemaAt<R, F extends 'params' | 'query' | 'body' | 'output' | 'accepted'> = R extends { readonly [P in F]: infer K }
  ? K extends keyof ApiSchemas
    ? ApiSchemas[K] extends z.ZodType
      ? ApiSchemas[K]
      : never
    : never
  : never;

/** Names of the `{name}` parameters of a path: `PathParamNames<'/a/{b}/c/{d}'>` = 'b' | 'd'. */
export type PathParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | PathParamNames<Rest> : never;

/**
 * What a handler answers and a client receives: the output schema's parsed type (void without body),
 * or the `accepted` schema's when the route declares a 202 answer.
 */
export type RouteOutput<R> =
  | ([SchemaAt<R, 'output'>] extends [never] ? void : z.output<SchemaAt<R, 'output'>>)
  | ([SchemaAt<R, 'accepted'>] extends [never] ? never : z.output<SchemaAt<R, 'accepted'>>);
/** The body a client sends (the body schema's input type). */
export type RouteBody<R> = z.input<SchemaAt<R, 'body'>>;
/** The body a handler receives after validation (the body schema's output type). */
export type RouteParsedBody<R> = z.output<SchemaAt<R, 'body'>>;
/** The query a client sends (the query schema's input type). */
export type RouteQuery<R> = z.input<SchemaAt<R, 'query'>>;
/** The query a handler receives after validation. */
export type RouteParsedQuery<R> = z.output<SchemaAt<R, 'query'>>;
/** The path parameters a client fills in (numbers are written in decimal). */
export type RouteParams<R> = R extends { readonly path: infer P extends string } ? { [K in PathParamNames<P>]: string | number } : never;

/** What a client passes to call route `R`: `params` when the path has any, `query` and `body` when declared. */
export type RouteInput<R> = ([PathParamNames<R extends { readonly path: infer P extends string } ? P : never>] extends [never]
  ? { params?: undefined }
  : { params: RouteParams<R> }) &
  ([SchemaAt<R, 'query'>] extends [never] ? { query?: undefined } : { query: RouteQuery<R> }) &
  ([SchemaAt<R, 'body'>] extends [never] ? { body?: undefined } : { body: RouteBody<R> });

/**
 * The URL of a call under `/api`: `{name}` parameters replaced by their URL-encoded values, then the
 * query's defined, non-empty values (`routeUrl(reserve, {wishId: 7})` = '/wish/reserve/7').
 */
export function routeUrl(route: Pick<RouteDeclaration, 'path'>, params?: Record<string, string | number>, query?: object): string {
  // a missing parameter cannot reach here: RouteInput makes `params` name every one of the path's
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const defined = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== '');
  const text = new URLSearchParams(defined as [string, string][]).toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Every code route `route` may answer, sorted: its own `errors`, plus VALIDATION_FAILED when it
 * validates a body or query, MALFORMED_BODY with a body, UNAUTHENTICATED for members and administrators,
 * FORBIDDEN for administrators, and RATE_LIMITED and INTERNAL_ERROR for every route (ARCHITECTURE §4.19).
 */
export function routeErrors(route: Pick<RouteDeclaration, 'errors' | 'access'> & { readonly body?: string; readonly query?: string }): ErrorCode[] {
  const codes = new Set<ErrorCode>(route.errors);
  if (route.body || route.query) codes.add('VALIDATION_FAILED');
  if (route.body) codes.add('MALFORMED_BODY');
  if (route.access !== 'anyone') codes.add('UNAUTHENTICATED');
  if (route.access === 'admin') codes.add('FORBIDDEN');
  codes.add('RATE_LIMITED');
  codes.add('INTERNAL_ERROR');
  return [...codes].sort();
}

/** A route with its schemas resolved (the API, the test kits and the OpenAPI document use this). */
export interface BoundRoute extends Omit<RouteDeclaration, 'params' | 'query' | 'body' | 'output' | 'accepted'> {
  /** `<domain>.<name>`, e.g. 'reservations.reserve' (the OpenAPI operationId). */
  readonly id: string;
  readonly domain: string;
  readonly params?: string;
  readonly query?: string;
  readonly body?: string;
  readonly output: string | null;
  readonly accepted?: string;
  readonly schemas: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; output?: z.ZodType; accepted?: z.ZodType };
}

/**
 * Resolves the schema names of a domain's routes against the schema modules themselves (server side):
 * `bindRoutes('reservations', reservationRoutes, schemas)`.
 * @throws Error when a named schema is missing at run time (the compiler normally refuses it first).
 */
export function bindRoutes(domain: string, routes: Record<string, RouteDeclaration>, module: object): BoundRoute[] {
  const resolve = (name: string | null | undefined): z.ZodType | undefined => {
    if (!name) return undefined;
    const schema = (module as Record<string, z.ZodType | undefined>)[name];
    if (!schema) throw new Error(`${domain}: schema ${name} is not exported`);
    return schema;
  };
  return Object.entries(routes).map(([name, route]) => ({
    ...route,
    id: `${domain}.${name}`,
    domain,
    schemas: {
      params: resolve(route.params),
      query: resolve(route.query),
      body: resolve(route.body),
      output: resolve(route.output),
      accepted: resolve(route.accepted),
    },
  }));
}
