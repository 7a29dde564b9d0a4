import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { BoundRoute } from '@babynews/contracts';
import type { FastifyReply } from 'fastify';
import { map, type Observable } from 'rxjs';
import { API_ROUTE_KEY } from './api-route';

/**
 * Under jest (NODE_ENV=test) every answer of a table route is checked against the route's output
 * schema (ARCHITECTURE "The API table"), as JSON would carry it: an answer the table does not
 * describe — a missing field, an extra one, a wrong type — fails the request with 500 and names
 * the route and the first difference in the error log, so every API test also tests the table.
 * Outside tests it passes answers through untouched.
 */
@Injectable()
export class AnswerCheckInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  /** Passes the handler's answer on, after the check when a route and a test run say so. @throws Error on a mismatch. */
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = this.reflector.get<BoundRoute | undefined>(API_ROUTE_KEY, context.getHandler());
    if (!route || process.env.NODE_ENV !== 'test') return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(map((answer: unknown) => checkAnswer(route, answer, reply.statusCode, String(reply.getHeader('content-type') ?? ''))));
  }
}

/**
 * `answer` unchanged when it matches `route`'s output schema after a JSON round trip (a route without
 * output must answer nothing). A 202 answer is checked with the route's `accepted` schema; a JSON
 * text (`JsonText`) is parsed first; the file of a route's `download` (its media type in
 * `contentType`) is not checked.
 * @throws Error naming the route and the schema's first issue.
 */
export function checkAnswer(route: BoundRoute, answer: unknown, status = 200, contentType = ''): unknown {
  if (route.download && contentType.startsWith(route.download)) return answer;
  const schema = status === 202 && route.schemas.accepted ? route.schemas.accepted : route.schemas.output;
  if (!schema) {
    if (answer !== undefined && answer !== null) throw new Error(`${route.id}: the table declares no answer, the handler gave one`);
    return answer;
  }
  const json: unknown = answer === undefined ? undefined : JSON.parse(typeof answer === 'string' ? answer : JSON.stringify(answer));
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${route.id}: the answer does not match the table at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return answer;
}
