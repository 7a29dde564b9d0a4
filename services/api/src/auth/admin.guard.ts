import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { Member } from '../members/member.entity';
import { TokenService } from './token.service';

/**
 * Administrator routes (ARCHITECTURE §5): a valid token AND the member's role re-read from the database
 * is ROLE_ADMIN (a token's role claim alone is never trusted).
 * @throws DomainError `UNAUTHENTICATED` (401) without a valid token or when the member no longer exists.
 * @throws DomainError `FORBIDDEN` (403) for a non-admin member.
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
    if (!claims) throw new DomainError('UNAUTHENTICATED');
    const member = await this.dataSource.getRepository(Member).findOne({ select: { id: true, role: true }, where: { id: Number(claims.sub) } });
    if (!member) throw new DomainError('UNAUTHENTICATED');
    if (member.role !== 'ROLE_ADMIN') throw new DomainError('FORBIDDEN');
    request.user = { ...claims, role: member.role };
    return true;
  }
}
