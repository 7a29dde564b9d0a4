import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MEMBER_MAIL_MSG, type MemberMailResponse, type VerifyEmailRequest } from '@babynews/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { DomainError } from '../common/domain-error';
import { transactional, type Read, type Run } from '../database/atomic-statement';
import { isUniqueViolation } from '../database/db-errors';
import { readRows } from '../database/read-rows';
import { sqlTimestamp } from '../database/sql-timestamp';
import { MailService } from '../mail/mail.service';
import { issueMemberToken, MEMBER_TOKEN_PURPOSE, revokeMemberTokens, statementsOf, useMemberToken } from './member-tokens';

/** What a verification mail needs of its member. */
export interface VerifiableMember {
  id: number;
  email: string;
  displayName: string;
}

const VERIFY = MEMBER_TOKEN_PURPOSE.verify;
const SET_VERIFIED = 'UPDATE `member` SET email_verified_at = ?, verified_email = ? WHERE id = ? AND email = ?';

/**
 * E-mail verification of members (ARCHITECTURE §4.23): a link (one-time token, 30 minutes) mailed at
 * sign-up and on '인증 메일 다시 보내기'; opening it sets `member.email_verified_at` and
 * `member.verified_email` (unique: one member per verified address). Until then the address holds
 * nothing: sign-up and `emailCheck` count verified addresses only, so nobody can squat another's address.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /**
   * Writes a verification token and the `verifyEmail` mail to `member.email` on the caller's transaction
   * (`run`/`read` of `transactional`); call `mailSent()` after it committed. The per-recipient limits
   * of the outbox apply (past them the mail is left out, the change goes on).
   */
  async mailLink(run: Run, read: Read, member: VerifiableMember): Promise<void> {
    const { token, hash } = await issueMemberToken(run, VERIFY, member.id, this.clock.now());
    await this.mail.enqueue(run, read, {
      kind: 'verifyEmail',
      to: member.email,
      idempotencyKey: `verifyEmail:${hash}`,
      data: { displayName: member.displayName, verifyUrl: this.mail.verifyEmailUrl(token) },
    });
  }

  /** `mailLink` inside a TypeORM transaction (`dataSource.transaction(manager => …)`), e.g. the sign-up's. */
  mailLinkIn(manager: EntityManager, member: VerifiableMember): Promise<void> {
    const { run, read } = statementsOf(manager);
    return this.mailLink(run, read, member);
  }

  /**
   * A social sign-up (inside its transaction `manager`): the address counts as verified when
   * `provedByProvider` (it is the provider's e-mail and the provider marks it verified) and no other
   * member verified it; otherwise a verification link is mailed. Call `mailSent()` after the commit.
   */
  async afterSocialSignup(manager: EntityManager, member: VerifiableMember, provedByProvider: boolean): Promise<void> {
    const { run, read } = statementsOf(manager);
    if (provedByProvider) {
      const [taken] = await read<{ id: number }>('SELECT id FROM `member` WHERE verified_email = ?', [member.email]);
      if (!taken) {
        await run(SET_VERIFIED, [sqlTimestamp(this.clock.now()), member.email, member.id, member.email]);
        return;
      }
    }
    await this.mailLink(run, read, member);
  }

  /** After a transaction that enqueued mail committed: the worker delivers without waiting for its round. */
  mailSent(): void {
    this.mail.nudge();
  }

  /**
   * Marks member `memberId`'s current address verified inside a transaction, unless another member
   * verified that address first. Used by the password reset (the mailed link proves the address too).
   * @returns true when the address is (now or already) verified for this member.
   */
  async verifyInside(run: Run, read: Read, memberId: number): Promise<boolean> {
    const [member] = await read<{ email: string; verified_email: string | null }>('SELECT email, verified_email FROM `member` WHERE id = ?', [memberId]);
    if (!member) return false;
    if (member.verified_email === member.email) return true;
    const [other] = await read<{ id: number }>('SELECT id FROM `member` WHERE verified_email = ? AND id <> ?', [member.email, memberId]);
    if (other) return false;
    try {
      return (await run(SET_VERIFIED, [sqlTimestamp(this.clock.now()), member.email, memberId, member.email])) > 0;
    } catch (err) {
      // A concurrent verification of the same address won: the statement alone is undone, not the transaction.
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }

  /**
   * `POST /api/member/verifyEmail` `{token}` → `{message: MEMBER_MAIL_MSG.verified}`: uses the token
   * (once, within 30 minutes), verifies the member's address and revokes their other verification links.
   * @throws DomainError `RESET_LINK_INVALID` (400) for an unknown, used or expired token (or a withdrawn member).
   * @throws DomainError `EMAIL_VERIFIED_ELSEWHERE` (409) when another member verified this address first
   *   (the token stays unused).
   */
  async verify(input: VerifyEmailRequest): Promise<MemberMailResponse> {
    const now = this.clock.now();
    const outcome = await transactional(this.dataSource, async (run, read) => {
      const memberId = await useMemberToken(run, read, VERIFY, input.token, now);
      if (memberId === null) return 'invalid' as const;
      const [member] = await read<{ id: number }>('SELECT id FROM `member` WHERE id = ?', [memberId]);
      if (!member) return 'invalid' as const;
      if (!(await this.verifyInside(run, read, memberId))) throw new DomainError('EMAIL_VERIFIED_ELSEWHERE', { detail: `member ${memberId}` });
      await revokeMemberTokens(run, [VERIFY], memberId, now);
      return 'verified' as const;
    });
    if (outcome === 'invalid') throw new DomainError('RESET_LINK_INVALID');
    return { message: MEMBER_MAIL_MSG.verified };
  }

  /**
   * `POST /api/member/verifyEmailResend` (member) → `{message}`: `MEMBER_MAIL_MSG.alreadyVerified` for a
   * verified address, else a new link is mailed (within the per-recipient limits and the client
   * `address`'s mail limit; the answer is `resendSent` either way).
   * @throws DomainError `UNAUTHENTICATED` (401) when the member no longer exists.
   * @throws DomainError `EMAIL_VERIFIED_ELSEWHERE` (409) when another member verified this address.
   */
  async resend(memberId: number, address: string): Promise<MemberMailResponse> {
    const [member] = await readRows<{ id: number; email: string; display_name: string; verified_email: string | null }>(
      this.dataSource,
      'SELECT id, email, display_name, verified_email FROM `member` WHERE id = ?',
      [memberId],
    );
    if (!member) throw new DomainError('UNAUTHENTICATED');
    if (member.verified_email === member.email) return { message: MEMBER_MAIL_MSG.alreadyVerified };
    const [other] = await readRows<{ id: number }>(this.dataSource, 'SELECT id FROM `member` WHERE verified_email = ? AND id <> ?', [member.email, memberId]);
    if (other) throw new DomainError('EMAIL_VERIFIED_ELSEWHERE', { detail: `member ${memberId}` });
    if (await this.mail.allowFrom(address)) {
      await transactional(this.dataSource, (run, read) =>
        this.mailLink(run, read, { id: Number(member.id), email: member.email, displayName: member.display_name }),
      );
      this.mailSent();
    }
    return { message: MEMBER_MAIL_MSG.resendSent };
  }
}
