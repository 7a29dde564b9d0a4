import { CanActivate, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { MSG } from '@babynews/contracts';
import type { FastifyRequest } from 'fastify';
import { TokenService } from './token.service';

/**
 * Requires a valid bearer token; sets `request.user` to its claims.
 * @throws UnauthorizedException (401, `MSG.common.unauthorized`) when missing or invalid.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(private readonly tokens: TokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const claims = await this.tokens.fromRequest(request);
    if (!claims) throw new UnauthorizedException(MSG.common.unauthorized);
    request.user = claims;
    return true;
  }
}
