import { Body, Controller, UseGuards } from '@nestjs/common';
import {
  accountInfoRoute,
  accountUpdateRoute,
  withdrawSchema,
  withdrawRoute,
  type AccountInfo,
  type AccountUpdateRequest,
  type TokenClaims,
  type WithdrawRequest,
  type WithdrawResponse,
} from '@babynews/contracts';
import { OpenDuringConsentRenewal } from '../auth/consent-renewal.decorator';
import { CurrentMemberId, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { Route, RouteBody } from '../common/api-route';
import { StrictRateLimit } from '../common/rate-limit';
import { ZodValidationPipe } from '../common/zod-body';
import { AccountService } from './account.service';
import { WithdrawalService } from './withdrawal.service';
import { ClientAddress } from '../common/address-key';

/**
 * The signed-in member's '내 정보' and withdrawal (ARCHITECTURE §4.21), routes of the API table
 * (`accountInfoRoute`, `accountUpdateRoute`, `withdrawRoute`, named like spec §7's `getMyPageData`).
 * Owner = the token's member; there is no id in the path to get wrong.
 */
@Controller()
@UseGuards(JwtAuthGuard)
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly withdrawal: WithdrawalService,
  ) {}

  /** `accountInfoRoute` → 200 `{username, email, displayName, realName, phoneNumber, postCode, address, detailAddress, provider, hasPassword, emailVerified}`. */
  @Route(accountInfoRoute)
  info(@CurrentMemberId() memberId: number): Promise<AccountInfo> {
    return this.account.info(memberId);
  }

  /** `accountUpdateRoute` `{realName, phoneNumber, postCode, address, detailAddress}` → 200 the stored fields (phone as digits). */
  @Route(accountUpdateRoute)
  update(@CurrentMemberId() memberId: number, @RouteBody(accountUpdateRoute) body: AccountUpdateRequest): Promise<AccountInfo> {
    return this.account.update(memberId, body);
  }

  /**
   * `withdrawRoute` `{password}` → 200 `{withdrawn: true}`: after re-authentication (the password, or a
   * social member's sign-in younger than LIMITS.reauthMaxAgeMs) the member, their news page and
   * everything of theirs are deleted in one transaction. A missing body counts as `{}` (so the body is
   * read raw and validated here: a bodiless DELETE must not answer MALFORMED_BODY).
   */
  @Route(withdrawRoute)
  @OpenDuringConsentRenewal()
  @StrictRateLimit()
  withdraw(@CurrentUser() claims: TokenClaims, @Body() body: unknown, @ClientAddress() ip: string): Promise<WithdrawResponse> {
    const parsed: WithdrawRequest = new ZodValidationPipe(withdrawSchema).transform(body ?? {});
    return this.withdrawal.withdraw(claims, parsed, ip);
  }
}
