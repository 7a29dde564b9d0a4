import { Body, Controller, Delete, Get, HttpCode, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiBody, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import {
  accountUpdateSchema,
  withdrawSchema,
  type AccountInfo,
  type AccountUpdateRequest,
  type TokenClaims,
  type WithdrawRequest,
  type WithdrawResponse,
} from '@babynews/contracts';
import { CurrentMemberId, CurrentUser } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { StrictRateLimit } from '../common/rate-limit';
import { ZodBody, ZodValidationPipe } from '../common/zod-body';
import { AccountService } from './account.service';
import { AccountInfoDto, WithdrawResponseDto } from './dto/account.dto';
import { WithdrawalService } from './withdrawal.service';
import { ClientAddress } from '../common/address-key';

/**
 * The signed-in member's '내 정보' and withdrawal (ARCHITECTURE §4.21) under `/api/member`, named like
 * spec §7's `getMyPageData`. Owner = the token's member; there is no id in the path to get wrong.
 */
@ApiTags('members')
@Controller('member')
@UseGuards(JwtAuthGuard)
@ApiBearerAuth()
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly withdrawal: WithdrawalService,
  ) {}

  /** `GET /api/member/getAccountInfo` → 200 `{username, email, displayName, realName, phoneNumber, postCode, address, detailAddress}`. */
  @Get('getAccountInfo')
  @ApiOkResponse({ type: AccountInfoDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  info(@CurrentMemberId() memberId: number): Promise<AccountInfo> {
    return this.account.info(memberId);
  }

  /** `PUT /api/member/updateAccountInfo` `{realName, phoneNumber, postCode, address, detailAddress}` → 200 the stored fields (phone as digits). */
  @Put('updateAccountInfo')
  @ApiOkResponse({ type: AccountInfoDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: '휴대폰 번호는 숫자와 하이픈(-)으로 입력해주세요. / 주소 검색으로 우편번호와 주소를 함께 입력해주세요. ...',
  })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  update(@CurrentMemberId() memberId: number, @ZodBody(accountUpdateSchema) body: AccountUpdateRequest): Promise<AccountInfo> {
    return this.account.update(memberId, body);
  }

  /**
   * `DELETE /api/member/withdraw` `{password}` → 200 `{withdrawn: true}`: after re-authentication (the password,
   * or a social member's sign-in younger than LIMITS.reauthMaxAgeMs) the member, their news page and
   * everything of theirs are deleted in one transaction. A missing body counts as `{}`.
   */
  @Delete('withdraw')
  @HttpCode(200)
  @StrictRateLimit()
  @ApiBody({ schema: { type: 'object', properties: { password: { type: 'string' } } }, required: false })
  @ApiOkResponse({ type: WithdrawResponseDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: '비밀번호를 입력해주세요.' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'UNAUTHENTICATED, PASSWORD_MISMATCH or REAUTH_REQUIRED' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'LOGIN_LOCKED / ATTEMPT_BUDGET_EXCEEDED' })
  withdraw(@CurrentUser() claims: TokenClaims, @Body() body: unknown, @ClientAddress() ip: string): Promise<WithdrawResponse> {
    const parsed: WithdrawRequest = new ZodValidationPipe(withdrawSchema).transform(body ?? {});
    return this.withdrawal.withdraw(claims, parsed, ip);
  }
}
