import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { Role, TokenClaims } from '@babynews/contracts';
import type { FastifyRequest } from 'fastify';
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
}

/**
 * Issues and checks login tokens (ARCHITECTURE §4.3): JWT HS256, claims sub (member id as string),
 * username, role, displayName; lifetime 1 day (configured in AuthModule).
 */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  /** Signed token for `member`. */
  sign(member: TokenSubject): Promise<string> {
    const claims: TokenClaims = { sub: String(member.id), username: member.username, role: member.role, displayName: member.displayName };
    return this.jwt.signAsync(claims);
  }

  /** Claims of a valid token; null for a bad signature, another algorithm, `none`, expiry or odd claims. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const claims = await this.jwt.verifyAsync<TokenClaims>(token, { algorithms: [JWT_ALGORITHM] });
      const ok =
        typeof claims.sub === 'string' &&
        /^\d+$/.test(claims.sub) &&
        typeof claims.username === 'string' &&
        typeof claims.displayName === 'string' &&
        ROLES.includes(claims.role);
      return ok ? claims : null;
    } catch {
      return null;
    }
  }

  /** Claims of the request's `Authorization: Bearer <token>`; null when absent or invalid. */
  fromRequest(request: FastifyRequest): Promise<TokenClaims | null> | null {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? this.verify(match[1]) : null;
  }
}
