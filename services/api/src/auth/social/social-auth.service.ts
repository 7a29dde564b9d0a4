import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SignupConsents, SocialProvider, TokenResponse } from '@babynews/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DomainError } from '../../common/domain-error';
import { ConsentService } from '../../consent/consent.service';
import { isUniqueViolation } from '../../database/db-errors';
import { Member } from '../../members/member.entity';
import { EmailVerificationService } from '../../members/email-verification.service';
import { MembersService } from '../../members/members.service';
import { TokenService } from '../token.service';
import type { SocialProfile } from './social-profile';
import { emailHash, SignupTicketService } from './signup-ticket.service';

/** Outcome of a social login: a linked member's token (200) or a sign-up ticket (202). */
export type SocialLoginOutcome = { status: 200; accessToken: string } | { status: 202; ticket: string };

/** Extra-info sign-up fields (already validated by kakaoRegisterSchema / googleRegisterSchema). */
export interface SocialSignup {
  ticket: string;
  email: string;
  displayName: string;
  /** The consent step's boxes (validated by signupConsentsField, ARCHITECTURE §4.24). */
  consents: SignupConsents;
}

const USERNAME_ATTEMPTS = 3;

/**
 * Social login and the extra-info sign-up (spec §4, ARCHITECTURE §4.17). Members are keyed by
 * (provider, provider user id); `member.provider` records how they signed up for the admin
 * statistics (ARCHITECTURE §4.13).
 */
@Injectable()
export class SocialAuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly members: MembersService,
    private readonly tickets: SignupTicketService,
    private readonly tokens: TokenService,
    private readonly verification: EmailVerificationService,
    private readonly consents: ConsentService,
  ) {}

  /** A linked member gets a login token; an unknown provider account gets a sign-up ticket. */
  async login(profile: SocialProfile): Promise<SocialLoginOutcome> {
    const member = await this.dataSource.getRepository(Member).findOneBy({ provider: profile.provider, providerUserId: profile.providerUserId });
    if (member) return { status: 200, accessToken: await this.tokens.sign(member) };
    return { status: 202, ticket: await this.tickets.issue(profile.provider, profile.providerUserId, profile.verifiedEmail) };
  }

  /**
   * Creates the ROLE_USER member named by the ticket, with the consents of the sign-up (same
   * transaction, ARCHITECTURE §4.24), and signs them in. The ticket is spent in the
   * same transaction, so a refused sign-up (taken e-mail) can be retried with the same ticket. The
   * address counts as verified when it equals the provider's verified e-mail (the ticket's hash of it);
   * otherwise the same transaction mails a verification link (ARCHITECTURE §4.23).
   * @throws DomainError `SIGNUP_TICKET_INVALID` (400; forged, expired, other provider).
   * @throws DomainError `SIGNUP_TICKET_USED` (409) for a spent ticket or an already linked provider
   *   account; `EMAIL_TAKEN` / `DISPLAY_NAME_TAKEN` (409) for a taken field; `SIGNUP_FAILED` (409)
   *   when no free username could be found.
   */
  async register(provider: SocialProvider, input: SocialSignup): Promise<TokenResponse> {
    const ticket = await this.tickets.verify(input.ticket, provider);
    const repo = this.dataSource.getRepository(Member);
    if (await this.tickets.isSpent(this.dataSource.manager, ticket)) throw new DomainError('SIGNUP_TICKET_USED');
    if (await repo.existsBy({ provider, providerUserId: ticket.providerUserId })) throw new DomainError('SIGNUP_TICKET_USED');
    await this.members.assertAvailable({ email: input.email, displayName: input.displayName });

    for (let attempt = 1; ; attempt++) {
      try {
        const member = await this.dataSource.transaction(async (manager) => {
          await this.tickets.spend(manager, ticket);
          const created = manager.create(Member, {
            username: `${provider}_${randomBytes(9)
              .toString('base64url')
              .toLowerCase()
              .replace(/[^a-z0-9]/g, '0')
              .slice(0, 12)}`,
            passwordHash: null,
            email: input.email,
            displayName: input.displayName,
            role: 'ROLE_USER',
            provider,
            providerUserId: ticket.providerUserId,
          });
          const saved = await manager.save(created);
          await this.consents.recordSignup(manager, saved.id, input.consents);
          // Verified at once when it is the address the provider verified; else a verification link goes out (ARCHITECTURE §4.23).
          await this.verification.afterSocialSignup(manager, saved, ticket.verifiedEmailHash === emailHash(input.email));
          return saved;
        });
        this.verification.mailSent();
        await this.tickets.prune(this.dataSource.manager).catch(() => undefined);
        return { accessToken: await this.tokens.sign(member) };
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // A concurrent request took something unique: say which, else retry a new username.
        if (await this.tickets.isSpent(this.dataSource.manager, ticket)) throw new DomainError('SIGNUP_TICKET_USED');
        if (await repo.existsBy({ provider, providerUserId: ticket.providerUserId })) throw new DomainError('SIGNUP_TICKET_USED');
        await this.members.assertAvailable({ email: input.email, displayName: input.displayName });
        if (attempt >= USERNAME_ATTEMPTS) throw new DomainError('SIGNUP_FAILED');
      }
    }
  }
}
