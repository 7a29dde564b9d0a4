import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { LIMITS, type Role, type TokenClaims } from '@babynews/contracts';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { DataSource, LessThan } from 'typeorm';
import { Member } from '../members/member.entity';
import { cookieValue, SESSION_COOKIE } from './cookies';
import { RevokedToken } from './revoked-token.entity';
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

/**
 * Claims as signed: the contract's claims plus the member's token version `ver` and the token's own
 * random id `jti` (32 hex characters; absent in tokens issued before sign-out existed), plus `iat`/`exp`
 * (seconds) set by the signer.
 */
export type SignedClaims = TokenClaims & { ver?: number; jti?: string };

const JTI = /^[0-9a-f]{32}$/;

/** A token that still counts, with its member's consent key (`member.consent_versions`, ARCHITECTURE §4.24). */
export interface CurrentSession {
  claims: SignedClaims;
  consentVersions: string | null;
}

/**
 * Issues and checks login tokens (ARCHITECTURE §4.3): JWT HS256, claims sub (member id as string),
 * username, role, displayName, ver, jti, iat, exp; lifetime 1 day (configured in AuthModule). A token
 * dies early by sign-out (its jti on the deny list `revoked_token`) or by a raised token version
 * (sign-out everywhere, password or role change) — ARCHITECTURE §5 sessions.
 */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Signed token for `member`, carrying its current token version as `ver` and a new random `jti`. */
  sign(member: TokenSubject): Promise<string> {
    const claims: SignedClaims = {
      sub: String(member.id),
      username: member.username,
      role: member.role,
      displayName: member.displayName,
      ver: member.tokenVersion ?? 0,
      jti: randomBytes(16).toString('hex'),
    };
    return this.jwt.signAsync(claims);
  }

  /**
   * Claims of a token whose signature, algorithm, expiry and claim shapes are right; null for a bad
   * signature, another algorithm, `none`, expiry or odd claims. Does not look at the database: use
   * `fromRequest` (or `current`) to know whether the token still counts.
   */
  async verify(token: string): Promise<SignedClaims | null> {
    try {
      const claims = await this.jwt.verifyAsync<SignedClaims>(token, { algorithms: [JWT_ALGORITHM] });
      const ok =
        typeof claims.sub === 'string' &&
        /^\d+$/.test(claims.sub) &&
        typeof claims.username === 'string' &&
        typeof claims.displayName === 'string' &&
        ROLES.includes(claims.role) &&
        (claims.ver === undefined || (Number.isInteger(claims.ver) && claims.ver >= 0)) &&
        (claims.jti === undefined || (typeof claims.jti === 'string' && JTI.test(claims.jti)));
      return ok ? claims : null;
    } catch {
      return null;
    }
  }

  /**
   * Claims of a verified token that still counts (ARCHITECTURE §5): its member exists, its `ver`
   * equals the member's `token_version` (a password or role change, or sign-out everywhere raised it),
   * its role is the member's role now, and its `jti` is not on the deny list (signed out). One query:
   * the member's primary-key read with the deny list's primary key left-joined.
   * @returns the claims, or null when the token is stale or signed out.
   */
  async current(claims: TokenClaims): Promise<SignedClaims | null> {
    return (await this.currentSession(claims))?.claims ?? null;
  }

  /**
   * As `current`, plus the member's `consent_versions` read by the same query, for the consent
   * renewal gate of `JwtAuthGuard` (ARCHITECTURE §4.24).
   * @returns `{claims, consentVersions}`, or null when the token is stale or signed out.
   */
  async currentSession(claims: TokenClaims): Promise<CurrentSession | null> {
    const { ver = 0, jti = '' } = claims as SignedClaims;
    const row = await this.dataSource
      .getRepository(Member)
      .createQueryBuilder('m')
      .select('m.role', 'role')
      .addSelect('m.tokenVersion', 'ver')
      .addSelect('m.consentVersions', 'consentVersions')
      .addSelect('r.jti', 'denied')
      .leftJoin(RevokedToken, 'r', 'r.jti = :jti', { jti })
      .where('m.id = :id', { id: Number(claims.sub) })
      .getRawOne<{ role: string; ver: number | string; consentVersions: string | null; denied: string | null }>();
    if (!row || row.denied) return null;
    return Number(row.ver) === ver && row.role === claims.role ? { claims, consentVersions: row.consentVersions } : null;
  }

  /**
   * Signs out one token (`POST /api/member/logout`): puts its `jti` on the deny list until its `exp`
   * (every instance reads it from the database) and prunes rows whose tokens expired anyway. A token
   * without a jti (issued before sign-out existed) cannot be named: all the member's tokens end instead.
   */
  async revoke(claims: TokenClaims): Promise<void> {
    const { jti, exp } = claims as SignedClaims;
    if (!jti) return this.revokeAll(Number(claims.sub));
    const repo = this.dataSource.getRepository(RevokedToken);
    const expiresAt = new Date((exp ?? Math.floor(Date.now() / 1000) + LIMITS.tokenLifetimeMs / 1000) * 1000);
    await repo.createQueryBuilder().insert().values({ jti, expiresAt }).orIgnore().execute();
    await repo.delete({ expiresAt: LessThan(new Date()) });
  }

  /** Signs out everywhere (`POST /api/member/logoutAll`): raises the member's `token_version`, so every token issued so far dies. */
  async revokeAll(memberId: number): Promise<void> {
    await this.dataSource.getRepository(Member).increment({ id: memberId }, 'tokenVersion', 1);
  }

  /**
   * Claims of the request's `Authorization: Bearer <token>` when valid and current; null when absent,
   * invalid, stale or signed out. Bearer only: the session cookie `token` authenticates no API call
   * (it is read by the server-rendered my page alone, ARCHITECTURE §5 sessions), so no call can be forged
   * cross-site with it.
   */
  async fromRequest(request: FastifyRequest): Promise<TokenClaims | null> {
    return (await this.sessionFromRequest(request))?.claims ?? null;
  }

  /** As `fromRequest`, with the member's `consent_versions` (`currentSession`); null when absent, invalid, stale or signed out. */
  async sessionFromRequest(request: FastifyRequest): Promise<CurrentSession | null> {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const claims = match ? await this.verify(match[1]) : null;
    return claims ? this.currentSession(claims) : null;
  }

  /**
   * Claims of the request's session cookie (`token`, set by the sign-in answers) when valid and current;
   * null when absent, invalid, stale or signed out. Only the server-rendered my page reads it
   * (`WebService`, ARCHITECTURE §5 sessions); no API call accepts it.
   */
  async fromSessionCookie(request: FastifyRequest): Promise<SignedClaims | null> {
    return (await this.sessionFromCookie(request))?.claims ?? null;
  }

  /** As `fromSessionCookie`, with the member's `consent_versions` (`currentSession`, ARCHITECTURE §4.24). */
  async sessionFromCookie(request: FastifyRequest): Promise<CurrentSession | null> {
    const token = cookieValue(request.headers.cookie, SESSION_COOKIE);
    if (!token) return null;
    const verified = await this.verify(token);
    return verified && (await this.currentSession(verified));
  }
}
