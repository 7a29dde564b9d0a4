import { applyDecorators, Delete, Get, HttpCode, Patch, Post, Put, Query, SetMetadata } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { API_TABLE, type BoundRoute, type RouteDeclaration, type RouteOutput } from '@babynews/contracts';
import type { JsonText } from './json-text';
import { ZodBody, ZodValidationPipe } from './zod-body';

/** What identifies a route of the table: its method and path. */
type RouteAddress = Pick<RouteDeclaration, 'method' | 'path'>;

/**
 * What a handler of route `R` may answer: the route's output (or its `accepted` answer), that value as
 * cached JSON text (`JsonText`), or, for a route with a `download`, the file (text, or bytes: the link card's PNG).
 */
export type RouteAnswer<R> = RouteOutput<R> | JsonText<RouteOutput<R>> | (R extends { readonly download: string } ? string | Buffer : never);

/** Metadata key under which a handler keeps its bound route (read by the answer check). */
export const API_ROUTE_KEY = 'babynews:api-route';

const METHODS = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete } as const;

/** A table path as Nest writes it: '/wish/reserve/{wishId}' → 'wish/reserve/:wishId'. */
export function nestPath(path: string): string {
  return path.replace(/^\//, '').replace(/\{(\w+)\}/g, ':$1');
}

/**
 * The bound route (schemas resolved) of a declaration from the table, found by method and path.
 * @throws Error when the declaration is not in `API_TABLE` (a domain not bound in api/table.ts).
 */
export function bound(route: RouteAddress): BoundRoute {
  const found = API_TABLE.find((candidate) => candidate.method === route.method && candidate.path === route.path);
  if (!found) throw new Error(`${route.method} ${route.path} is not in API_TABLE (bind its domain in libs/contracts/src/api/table.ts)`);
  return found;
}

/**
 * Method decorator: the handler implements route `route` of the API table (ARCHITECTURE "The API
 * table"): Nest's method and path (under the controller's prefix, which must be empty) and the
 * success status come from the table, and the compiler refuses a handler whose answer is not the
 * route's (`RouteAnswer<R>`). The OpenAPI document describes the route from the table.
 */
export function Route<R extends RouteAddress>(route: R) {
  const table = bound(route);
  return <F extends (...args: never[]) => Promise<RouteAnswer<R>> | RouteAnswer<R>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<F>,
  ): void => {
    applyDecorators(
      METHODS[table.method](nestPath(table.path)),
      HttpCode(table.status ?? 200),
      SetMetadata(API_ROUTE_KEY, table),
      ApiExcludeEndpoint(),
    )(target, key, descriptor);
  };
}

/**
 * Parameter decorator: the body of route `route`, validated with the table's body schema.
 * @throws DomainError VALIDATION_FAILED / MALFORMED_BODY (see ZodValidationPipe).
 */
export function RouteBody(route: RouteAddress): ParameterDecorator {
  const schema = bound(route).schemas.body;
  if (!schema) throw new Error(`${route.method} ${route.path} declares no body`);
  return ZodBody(schema);
}

/**
 * Parameter decorator: the query of route `route`, validated with the table's query schema.
 * @throws DomainError VALIDATION_FAILED.
 */
export function RouteQuery(route: RouteAddress): ParameterDecorator {
  const schema = bound(route).schemas.query;
  if (!schema) throw new Error(`${route.method} ${route.path} declares no query`);
  return Query(new ZodValidationPipe(schema));
}
