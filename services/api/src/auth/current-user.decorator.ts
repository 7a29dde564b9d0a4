import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { TokenClaims } from '@babynews/contracts';
import type { FastifyRequest } from 'fastify';
import './request-user';

/** Handler parameter: the verified token claims set by `JwtAuthGuard` (use only behind it). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): TokenClaims => {
  const user = context.switchToHttp().getRequest<FastifyRequest>().user;
  if (!user) throw new Error('CurrentUser used on a route without JwtAuthGuard');
  return user;
});
