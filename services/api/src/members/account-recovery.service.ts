import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  MEMBER_MAIL_MSG,
  type MemberMailResponse,
  type PasswordResetInput,
  type PasswordResetRequest,
  type UsernameReminderRequest,
} from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { AttemptsService } from '../attempts/attempts.service';
import { LOGIN_SCOPE } from '../auth/auth.service';
import { PasswordService } from '../auth/password.service';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { transactional } from '../database/atomic-statement';
import { readRows } from '../database/read-rows';
import { sqlTimestamp } from '../database/sql-timestamp';
import { MailService } from '../mail/mail.service';
import { EmailVerificationService } from './email-verification.service';
import { issueMemberToken, MEMBER_TOKEN_PURPOSE, MEMBER_TOKEN_TTL_MS, revokeMemberTokens, useMemberToken } from './member-tokens';

/** Most members one request mails (an address shared by several unverified accounts). */
const MEMBERS_PER_REQUEST = 3;

interface AddressMember {
  id: number;
  username: string;
  verified_email: string | null;
}

/**
 * Regular members of `email`: when a member verified the address, that member alone (the others only
 * named it); otherwise every regular member who named it, oldest first, at most MEMBERS_PER_REQUEST.
 */
const MEMBERS_OF_ADDRESS =
  "SELECT id, username, verified_email FROM `member` WHERE email = ? AND provider = 'regular' AND password_hash IS NOT NULL ORDER BY id LIMIT 20";

/**
 * Password reset and username (ID) reminder by mail (ARCHITECTURE §4.23), from the login page's
 * '아이디·비밀번호 찾기'. Both requests answer the same Korean message whether or not a member has the
 * address; mails count against the per-recipient limits of the outbox and the client address's mail limit.
 */
@Injectable()
export class AccountRecoveryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly verification: EmailVerificationService,
    private readonly passwords: PasswordService,
    private readonly attempts: AttemptsService,
    private readonly clock: Clock,
  ) {}

  /** The regular members an address's mail is for (see MEMBERS_OF_ADDRESS). */
  private async membersOf(email: string): Promise<AddressMember[]> {
    const rows = await readRows<AddressMember>(this.dataSource, MEMBERS_OF_ADDRESS, [email]);
    const owners = rows.filter((r) => r.verified_email === email);
    return (owners.length > 0 ? owners : rows).slice(0, MEMBERS_PER_REQUEST);
  }

  /**
   * `POST /api/member/passwordResetRequest` `{email}` → `{message: MEMBER_MAIL_MSG.passwordResetSent}`
   * (always): for each regular member of the address a token and a `passwordReset` mail (its link
   * `/user/resetPassword#t=…`, 30 minutes) are written in one transaction. Called from client `address`.
   */
  async requestReset(input: PasswordResetRequest, address: string): Promise<MemberMailResponse> {
    const members = await this.membersOf(input.email);
    if (members.length > 0 && (await this.mail.allowFrom(address))) {
      const now = this.clock.now();
      await transactional(this.dataSource, async (run, read) => {
        for (const member of members) {
          const { token, hash } = await issueMemberToken(run, MEMBER_TOKEN_PURPOSE.password, Number(member.id), now);
          await this.mail.enqueue(run, read, {
            kind: 'passwordReset',
            to: input.email,
            idempotencyKey: `passwordReset:${hash}`,
            data: { resetUrl: this.mail.passwordResetUrl(token), expiresInMinutes: MEMBER_TOKEN_TTL_MS / 60_000 },
          });
        }
      });
      this.mail.nudge();
    }
    return { message: MEMBER_MAIL_MSG.passwordResetSent };
  }

  /**
   * `POST /api/member/passwordReset` `{token, password}` → `{message: MEMBER_MAIL_MSG.resetDone}`: uses the
   * token (once, within 30 minutes), stores the new password's argon2id hash, raises the member's
   * `token_version` (every login session ends), revokes every other mailed link of the member, verifies
   * the address when no other member verified it (the link proved it), and clears the account's login
   * failures. The password follows the sign-up's rules (length in the schema, zxcvbn here).
   * @throws DomainError `RESET_LINK_INVALID` (400) for an unknown, used or expired token, or a withdrawn member.
   * @throws DomainError `PASSWORD_TOO_WEAK` (400) with zxcvbn's Korean reason (the token stays unused).
   */
  async reset(input: PasswordResetInput): Promise<MemberMailResponse> {
    const now = this.clock.now();
    const hash = await this.passwords.hash(input.password);
    const username = await transactional(this.dataSource, async (run, read) => {
      const memberId = await useMemberToken(run, read, MEMBER_TOKEN_PURPOSE.password, input.token, now);
      if (memberId === null) return null;
      const [member] = await read<{ username: string; email: string; display_name: string }>(
        'SELECT username, email, display_name FROM `member` WHERE id = ?',
        [memberId],
      );
      if (!member) return null;
      const weakness = this.passwords.weakness(input.password, [member.username, member.email, member.display_name]);
      if (weakness) throw new DomainError('PASSWORD_TOO_WEAK', { message: weakness });
      await run('UPDATE `member` SET password_hash = ?, token_version = token_version + 1, updated_at = ? WHERE id = ?', [hash, sqlTimestamp(now), memberId]);
      await revokeMemberTokens(run, [MEMBER_TOKEN_PURPOSE.password, MEMBER_TOKEN_PURPOSE.verify], memberId, now);
      await this.verification.verifyInside(run, read, memberId);
      return member.username;
    });
    if (username === null) throw new DomainError('RESET_LINK_INVALID');
    await this.attempts.clear(LOGIN_SCOPE, username.toLowerCase());
    return { message: MEMBER_MAIL_MSG.resetDone };
  }

  /**
   * `POST /api/member/usernameReminder` `{email}` → `{message: MEMBER_MAIL_MSG.usernameReminderSent}`
   * (always): when regular members have the address, one `usernameReminder` mail lists their usernames
   * with a link to the login page. Called from client `address`.
   */
  async remindUsername(input: UsernameReminderRequest, address: string): Promise<MemberMailResponse> {
    const members = await this.membersOf(input.email);
    if (members.length > 0 && (await this.mail.allowFrom(address))) {
      await transactional(this.dataSource, (run, read) =>
        this.mail.enqueue(run, read, {
          kind: 'usernameReminder',
          to: input.email,
          idempotencyKey: `usernameReminder:${randomBytes(16).toString('hex')}`,
          data: { usernames: members.map((m) => m.username), loginUrl: this.mail.loginUrl() },
        }),
      );
      this.mail.nudge();
    }
    return { message: MEMBER_MAIL_MSG.usernameReminderSent };
  }
}
