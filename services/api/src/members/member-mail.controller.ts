import { Controller, UseGuards } from '@nestjs/common';
import {
  memberRoutes as routes,
  type MemberMailResponse,
  type PasswordResetInput,
  type PasswordResetRequest,
  type UsernameReminderRequest,
  type VerifyEmailRequest,
} from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ClientAddress } from '../common/address-key';
import { Route, RouteBody } from '../common/api-route';
import { StrictRateLimit } from '../common/rate-limit';
import { AccountRecoveryService } from './account-recovery.service';
import { EmailVerificationService } from './email-verification.service';

/**
 * E-mail verification, password reset and username reminder (ARCHITECTURE §4.23; `memberRoutes`
 * `verifyEmail`, `verifyEmailResend`, `passwordResetRequest`, `passwordReset`, `usernameReminder`). The
 * public ones have the strict per-address limit; every answer is `{message}` in Korean.
 */
@Controller()
export class MemberMailController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly recovery: AccountRecoveryService,
  ) {}

  /** `verifyEmail` `{token}` → 200 `{message}`; 400 RESET_LINK_INVALID; 409 EMAIL_VERIFIED_ELSEWHERE. */
  @Route(routes.verifyEmail)
  @StrictRateLimit()
  verifyEmail(@RouteBody(routes.verifyEmail) body: VerifyEmailRequest): Promise<MemberMailResponse> {
    return this.verification.verify(body);
  }

  /** `verifyEmailResend` (member) → 200 `{message}` (sent, or already verified); 409 EMAIL_VERIFIED_ELSEWHERE. */
  @Route(routes.verifyEmailResend)
  @UseGuards(JwtAuthGuard)
  @StrictRateLimit()
  verifyEmailResend(@CurrentMemberId() memberId: number, @ClientAddress() ip: string): Promise<MemberMailResponse> {
    return this.verification.resend(memberId, ip);
  }

  /** `passwordResetRequest` `{email}` → 200 `{message}`, the same for an unknown address. */
  @Route(routes.passwordResetRequest)
  @StrictRateLimit()
  passwordResetRequest(@RouteBody(routes.passwordResetRequest) body: PasswordResetRequest, @ClientAddress() ip: string): Promise<MemberMailResponse> {
    return this.recovery.requestReset(body, ip);
  }

  /** `passwordReset` `{token, password}` → 200 `{message}`; 400 RESET_LINK_INVALID or PASSWORD_TOO_WEAK. */
  @Route(routes.passwordReset)
  @StrictRateLimit()
  passwordReset(@RouteBody(routes.passwordReset) body: PasswordResetInput): Promise<MemberMailResponse> {
    return this.recovery.reset(body);
  }

  /** `usernameReminder` `{email}` → 200 `{message}`, the same for an unknown address. */
  @Route(routes.usernameReminder)
  @StrictRateLimit()
  usernameReminder(@RouteBody(routes.usernameReminder) body: UsernameReminderRequest, @ClientAddress() ip: string): Promise<MemberMailResponse> {
    return this.recovery.remindUsername(body, ip);
  }
}
