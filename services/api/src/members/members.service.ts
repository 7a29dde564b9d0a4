import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { MyPageData } from '@babynews/contracts';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { InjectConfig } from '../config/config.module';
import type { AppConfig } from '../config/config.schema';
import { DomainError } from '../common/domain-error';
import { isUniqueViolation } from '../database/db-errors';
import { EventsService } from '../events/events.service';
import { FollowersService } from '../followers/followers.service';
import { EmailVerificationService } from './email-verification.service';
import { Member } from './member.entity';

/** Fields of a new regular (username/password) member. */
export interface NewRegularMember {
  username: string;
  passwordHash: string;
  email: string;
  displayName: string;
}

/** Member storage and the member-facing reads (ARCHITECTURE §4.1, spec §7 getMyPageData). */
@Injectable()
export class MembersService {
  constructor(
    @InjectRepository(Member) private readonly members: Repository<Member>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly verification: EmailVerificationService,
    private readonly events: EventsService,
    private readonly followers: FollowersService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  findByUsername(username: string): Promise<Member | null> {
    return this.members.findOneBy({ username });
  }

  findById(id: number): Promise<Member | null> {
    return this.members.findOneBy({ id });
  }

  async isUsernameTaken(username: string): Promise<boolean> {
    return this.members.existsBy({ username });
  }

  /**
   * True when a member verified `email` (lower-cased). An address nobody verified holds nothing, so
   * nobody can squat another's address by signing up with it (ARCHITECTURE §4.23).
   */
  async isEmailTaken(email: string): Promise<boolean> {
    return this.members.existsBy({ verifiedEmail: email });
  }

  async isDisplayNameTaken(displayName: string): Promise<boolean> {
    return this.members.existsBy({ displayName });
  }

  /**
   * Throws the specific 409 of the first taken field, checked in the order username, email,
   * display name (ARCHITECTURE §4.1).
   * @throws DomainError `USERNAME_TAKEN` / `EMAIL_TAKEN` / `DISPLAY_NAME_TAKEN` (409).
   */
  async assertAvailable(fields: { username?: string; email: string; displayName: string }): Promise<void> {
    if (fields.username !== undefined && (await this.isUsernameTaken(fields.username))) throw new DomainError('USERNAME_TAKEN');
    if (await this.isEmailTaken(fields.email)) throw new DomainError('EMAIL_TAKEN');
    if (await this.isDisplayNameTaken(fields.displayName)) throw new DomainError('DISPLAY_NAME_TAKEN');
  }

  /**
   * Inserts a regular ROLE_USER member, unverified, and in the same transaction the `verifyEmail` mail
   * with its one-time link (ARCHITECTURE §4.23; the member uses the product before verifying).
   * `alongside` runs in that transaction too, after the insert (the sign-up's consents, §4.24).
   * @throws DomainError `USERNAME_TAKEN` / `EMAIL_TAKEN` / `DISPLAY_NAME_TAKEN`, or `SIGNUP_FAILED`
   *   (409) when a concurrent sign-up took one of the unique fields.
   */
  async createRegular(input: NewRegularMember, alongside?: (manager: EntityManager, member: Member) => Promise<void>): Promise<Member> {
    await this.assertAvailable(input);
    const member = this.members.create({ ...input, role: 'ROLE_USER', provider: 'regular', providerUserId: null, emailVerifiedAt: null, verifiedEmail: null });
    try {
      const saved = await this.dataSource.transaction(async (manager) => {
        const row = await manager.save(member);
        await this.verification.mailLinkIn(manager, row);
        await alongside?.(manager, row);
        return row;
      });
      this.verification.mailSent();
      return saved;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      await this.assertAvailable(input);
      throw new DomainError('SIGNUP_FAILED');
    }
  }

  /** Saves changes of an existing member (listeners refresh `updated_at`). */
  save(member: Member): Promise<Member> {
    return this.members.save(member);
  }

  /**
   * My page data of the signed-in member.
   * @throws DomainError `UNAUTHENTICATED` (401) when the token's member no longer exists.
   */
  async myPageData(memberId: number): Promise<MyPageData> {
    const member = await this.findById(memberId);
    if (!member) throw new DomainError('UNAUTHENTICATED');
    const [event, following] = await Promise.all([this.events.summaryByOwner(member.id), this.followers.followingOf(member.id)]);
    return {
      username: member.username,
      displayName: member.displayName,
      event,
      inviteUrl: event ? `${this.config.publicBaseUrl}/event/${encodeURIComponent(event.code)}` : null,
      following,
    };
  }
}
