import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Role, TokenClaims } from '@babynews/contracts';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { Member } from '../members/member.entity';
import './request-user';

/** The algorithm every login token uses and the only one accepted (ARCHITECTURE §5). */
export const JWT_ALGORITHM = 'HS256' as const;
const ROLES: readonly Role[] = ['ROLE_USER', 'ROLE_ADMIN'];

/** Who a token is issued for. */
export interface TokenSubject {
  id: number;
  username: string;
  role: Role;
  displayName: string;
  /** `member.token_version` when issued (absent = 0): the token dies when it changes (ARCHITECTURE §5). */
  tokenVersion?: number;
}

/** Claims as signed: the contract's claims plus the member's token version `ver`. */
type SignedClaims = TokenClaims & { ver?: number };

/**
 * Issues and checks login tokens (ARCHITECTURE §4.3): JWT HS256, claims sub (member id as string),
 * username, role, displayName; lifetime 1 day (configured in AuthModule).
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Signed token for `member`, carrying its current token version as `ver`. */
  sign(member: TokenSubject): Promise<string> {
    const claims: SignedClaims = {
      sub: String(member.id),
      username: member.username,
      role: member.role,
      displayName: member.displayName,
      ver: member.tokenVersion ?? 0,
    };
    return this.jwt.signAsync(claims);
  }

  /**
   * Claims of a token whose signature, algorithm, expiry and claim shapes are right; null for a bad
   * signature, another algorithm, `none`, expiry or odd claims. Does not look at the database: use
   * `fromRequest` (or `current`) to know whether the token still counts.
   */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const claims = await this.jwt.verifyAsync<SignedClaims>(token, { algorithms: [JWT_ALGORITHM] });
      const ok =
        typeof claims.sub === 'string' &&
        /^\d+$/.test(claims.sub) &&
        typeof claims.username === 'string' &&
        typeof claims.displayName === 'string' &&
        ROLES.includes(claims.role) &&
        (claims.ver === undefined || (Number.isInteger(claims.ver) && claims.ver >= 0));
      return ok ? claims : null;
    } catch {
      return null;
    }
  }

  /**
   * Claims of a verified token that still counts (ARCHITECTURE §5): its member exists, its `ver`
   * equals the member's `token_version` (a password or role change raised it) and its role is the
   * member's role now. One primary-key read.
   * @returns the claims, or null when the token is stale.
   */
  async current(claims: TokenClaims): Promise<TokenClaims | null> {
    const member = await this.dataSource
      .getRepository(Member)
      .findOne({ select: { id: true, role: true, tokenVersion: true }, where: { id: Number(claims.sub) } });
    if (!member) return null;
    const ver = (claims as SignedClaims).ver ?? 0;
    return member.tokenVersion === ver && member.role === claims.role ? claims : null;
  }

  /** Claims of the request's `Authorization: Bearer <token>` when valid and current; null when absent, invalid or stale. */
  async fromRequest(request: FastifyRequest): Promise<TokenClaims | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match ? await this.verify(match[1]) : null;
    return claims ? this.current(claims) : null;
  }
}
