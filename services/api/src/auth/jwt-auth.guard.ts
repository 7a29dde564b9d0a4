import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../common/domain-error';
import { TokenService } from './token.service';

/**
 * Requires a valid bearer token that is still current (its member exists; token version and role
 * match the database, `TokenService.fromRequest`); sets `request.user` to its claims.
 * @throws DomainError `UNAUTHENTICATED` (401) when missing, invalid or issued before a password or
 *   role change (ARCHITECTURE §5 JWT).
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly tokens: TokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const claims = await this.tokens.fromRequest(request);
    if (!claims) throw new DomainError('UNAUTHENTICATED');
    request.user = claims;
    return true;
  }
}
