import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../common/domain-error';
import { TokenService } from './token.service';

/**
 * Administrator routes (ARCHITECTURE §5): a valid token that is still current — its member exists,
 * its token version and its role match the database row, re-read on every call by
 * `TokenService.fromRequest` — and that role is ROLE_ADMIN. A token issued before a role change is
 * therefore refused (401), whatever its role claim says.
 * @throws DomainError `UNAUTHENTICATED` (401) without a valid, current token or when the member no longer exists.
 * @throws DomainError `FORBIDDEN` (403) for a member who is not an administrator.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly tokens: TokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const claims = await this.tokens.fromRequest(request);
    if (!claims) throw new DomainError('UNAUTHENTICATED');
    if (claims.role !== 'ROLE_ADMIN') throw new DomainError('FORBIDDEN');
    request.user = claims;
    return true;
  }
}
