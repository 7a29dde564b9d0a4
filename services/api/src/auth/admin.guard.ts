import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MSG } from '@babynews/contracts';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { Member } from '../members/member.entity';
import { TokenService } from './token.service';

/**
 * Administrator routes (DESIGN §5): a valid token AND the member's role re-read from the database
 * is ROLE_ADMIN (a token's role claim alone is never trusted).
 * @throws UnauthorizedException 401 without a valid token or when the member no longer exists.
 * @throws ForbiddenException 403 (`MSG.common.forbidden`) for a non-admin member.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const claims = request.user ?? (await this.tokens.fromRequest(request));
    if (!claims) throw new UnauthorizedException(MSG.common.unauthorized);
    const member = await this.dataSource.getRepository(Member).findOne({ select: { id: true, role: true }, where: { id: Number(claims.sub) } });
    if (!member) throw new UnauthorizedException(MSG.common.unauthorized);
    if (member.role !== 'ROLE_ADMIN') throw new ForbiddenException(MSG.common.forbidden);
    request.user = { ...claims, role: member.role };
    return true;
  }
}
