import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { CONSENT_RENEWAL_STATUS } from '@babynews/contracts';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../common/domain-error';
import { ConsentService } from '../consent/consent.service';
import { OPEN_DURING_CONSENT_RENEWAL } from './consent-renewal.decorator';
import { TokenService } from './token.service';

/**
 * Requires a valid bearer token that is still current (its member exists; token version and role
 * match the database, `TokenService.sessionFromRequest`); sets `request.user` to its claims. Then the
 * consent renewal gate (ARCHITECTURE §4.24): a member whose `consent_versions`, read by that same
 * query, is not the current documents' key is refused, except on routes marked
 * `@OpenDuringConsentRenewal()` (consent routes, sign-out, withdrawal). Administrators pass the gate:
 * they run the service whose documents these are, and the admin routes (AdminGuard) never ask.
 * @throws DomainError `UNAUTHENTICATED` (401) when missing, invalid or issued before a password or
 *   role change (ARCHITECTURE §5 JWT).
 * @throws DomainError `CONSENT_REQUIRED` (403, `CONSENT_RENEWAL_STATUS`) while a renewal is pending.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    private readonly consents: ConsentService,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const session = await this.tokens.sessionFromRequest(request);
    if (!session) throw new DomainError('UNAUTHENTICATED');
    request.user = session.claims;
    if (session.claims.role !== 'ROLE_ADMIN' && this.consents.renewalPending(session.consentVersions) && !this.openDuringRenewal(context)) {
      throw new DomainError('CONSENT_REQUIRED', { status: CONSENT_RENEWAL_STATUS });
    }
    return true;
  }

  private openDuringRenewal(context: ExecutionContext): boolean {
    return this.reflector.getAllAndOverride<boolean | undefined>(OPEN_DURING_CONSENT_RENEWAL, [context.getHandler(), context.getClass()]) === true;
  }
}
