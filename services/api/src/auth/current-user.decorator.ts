import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { TokenClaims } from '@babynews/contracts';
import type { FastifyRequest } from 'fastify';
import './request-user';

function claimsOf(context: ExecutionContext): TokenClaims {
  const user = context.switchToHttp().getRequest<FastifyRequest>().user;
  if (!user) throw new Error('CurrentUser/CurrentMemberId used on a route without JwtAuthGuard or AdminGuard');
  return user;
}

/** Handler parameter: the verified token claims set by `JwtAuthGuard` (use only behind it). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): TokenClaims => claimsOf(context));

/**
 * Handler parameter: the signed-in member's id (the token's `sub`, ARCHITECTURE §4.3) as a number —
 * `@CurrentMemberId() memberId: number`. Use only behind `JwtAuthGuard` / `AdminGuard`.
 */
export const CurrentMemberId = createParamDecorator((_data: unknown, context: ExecutionContext): number => Number(claimsOf(context).sub));
