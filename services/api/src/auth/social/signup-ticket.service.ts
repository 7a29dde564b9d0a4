import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LIMITS, type SocialProvider } from '@babynews/contracts';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { EntityManager, LessThan } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { isUniqueViolation } from '../../database/db-errors';
import { JWT_ALGORITHM } from '../token.service';
import { SignupTicketUse } from './signup-ticket.entity';

/** The `purpose` claim of every sign-up ticket (login tokens never carry it). */
export const TICKET_PURPOSE = 'social-signup';

/** What a valid ticket names. */
export interface SignupTicket {
  provider: SocialProvider;
  providerUserId: string;
  jti: string;
  /** SHA-256 (hex) of the provider's verified e-mail, or null (ARCHITECTURE §4.23). */
  verifiedEmailHash: string | null;
}

/** SHA-256 (hex) of a lower-cased e-mail, as a ticket carries the provider's verified address. */
export const emailHash = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

/**
 * The HS256 key of sign-up tickets: HMAC-SHA256 of a fixed label under JWT_SECRET (base64url), so
 * tickets and login tokens are never interchangeable.
 */
export function ticketSigningKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('babynews:social-signup-ticket').digest('base64url');
}

interface TicketClaims {
  purpose: string;
  provider: string;
  pid: string;
  jti: string;
  /** SHA-256 of the provider's verified e-mail (absent when the provider verified none): the address stays out of the ticket. */
  vem?: string;
}

/**
 * Social sign-up tickets (ARCHITECTURE §4.17): the `kakaoId` / `googleId` of a 202 answer. A ticket is a
 * JWT HS256 with claims `{purpose: 'social-signup', provider, pid (provider user id), jti}`, valid
 * 10 minutes (LIMITS.socialTicketMs), signed with a key derived from JWT_SECRET for this purpose
 * only, so a login token can never pass as a ticket nor a ticket as a login token. A ticket is
 * single use: spending it inserts its jti into `social_signup_ticket` (unique).
 */
@Injectable()
export class SignupTicketService {
  private readonly key: string;

  constructor(
    private readonly jwt: JwtService,
    @InjectConfig() config: AppConfig,
  ) {
    this.key = ticketSigningKey(config.jwtSecret);
  }

  /**
   * A fresh ticket (compact JWT, about 250–340 characters) for `provider`'s user `providerUserId`, carrying
   * the hash of the provider's verified e-mail when there is one (`verifiedEmail`).
   */
  issue(provider: SocialProvider, providerUserId: string, verifiedEmail: string | null = null): Promise<string> {
    const claims: TicketClaims = { purpose: TICKET_PURPOSE, provider, pid: providerUserId, jti: randomBytes(16).toString('base64url') };
    if (verifiedEmail) claims.vem = emailHash(verifiedEmail);
    return this.jwt.signAsync(claims, { secret: this.key, algorithm: JWT_ALGORITHM, expiresIn: LIMITS.socialTicketMs / 1000 });
  }

  /**
   * Checks the signature (HS256 only), expiry, purpose and that the ticket was issued for
   * `provider` (a Kakao ticket never registers a Google account).
   * @throws DomainError `SIGNUP_TICKET_INVALID` (400) for a forged, edited, expired or foreign ticket.
   */
  async verify(ticket: string, provider: SocialProvider): Promise<SignupTicket> {
    let claims: TicketClaims;
    try {
      claims = await this.jwt.verifyAsync<TicketClaims>(ticket, { secret: this.key, algorithms: [JWT_ALGORITHM] });
    } catch {
      throw new DomainError('SIGNUP_TICKET_INVALID');
    }
    const ok =
      claims.purpose === TICKET_PURPOSE &&
      claims.provider === provider &&
      typeof claims.pid === 'string' &&
      claims.pid.length > 0 &&
      typeof claims.jti === 'string' &&
      claims.jti.length > 0 &&
      claims.jti.length <= 64 &&
      (claims.vem === undefined || (typeof claims.vem === 'string' && /^[0-9a-f]{64}$/.test(claims.vem)));
    if (!ok) throw new DomainError('SIGNUP_TICKET_INVALID');
    return { provider, providerUserId: claims.pid, jti: claims.jti, verifiedEmailHash: claims.vem ?? null };
  }

  /** True when the ticket has already been spent. */
  isSpent(manager: EntityManager, ticket: SignupTicket): Promise<boolean> {
    return manager.getRepository(SignupTicketUse).existsBy({ jti: ticket.jti });
  }

  /**
   * Records the ticket as spent inside the caller's transaction (with the member it creates).
   * @throws DomainError `SIGNUP_TICKET_USED` (409) when it was spent already (also by a
   *   concurrent request: the unique jti decides).
   */
  async spend(manager: EntityManager, ticket: SignupTicket): Promise<void> {
    try {
      await manager
        .getRepository(SignupTicketUse)
        .insert({ jti: ticket.jti, provider: ticket.provider, providerUserId: ticket.providerUserId, usedAt: new Date() });
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('SIGNUP_TICKET_USED');
      throw err;
    }
  }

  /** Deletes spent-ticket rows older than the ticket lifetime (they can no longer be replayed). */
  async prune(manager: EntityManager): Promise<void> {
    await manager.getRepository(SignupTicketUse).delete({ usedAt: LessThan(new Date(Date.now() - LIMITS.socialTicketMs - 60_000)) });
  }
}
