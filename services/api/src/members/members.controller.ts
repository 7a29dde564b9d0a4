import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBearerAuth, ApiConflictResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { displayNameCheckSchema, emailCheckSchema, MSG, usernameCheckSchema, type MyPageData } from '@babynews/contracts';
import { CurrentMemberId } from '../auth/current-user.decorator';
import { JwtAuthGuard } from '../auth/jwt-auth.guard';
import { ApiErrorDto } from '../common/api-error.dto';
import { DomainError } from '../common/domain-error';
import { StrictRateLimit } from '../common/rate-limit';
import { ZodBody } from '../common/zod-body';
import { MessageResponseDto } from './dto/message-response.dto';
import { MyPageDataDto } from './dto/my-page-data.dto';
import { MembersService } from './members.service';

/** Sign-up duplicate checks (spec §7, §8) and `GET /api/member/getMyPageData`. */
@ApiTags('members')
@Controller()
export class MembersController {
  constructor(private readonly members: MembersService) {}

  /** 200 `{message: '사용 가능한 이메일입니다.'}`; 409 `EMAIL_TAKEN` '이미 사용중인 이메일입니다.'. */
  @Post('register/emailCheck')
  @StrictRateLimit() // tells whether an account exists: the strict limit of sign-in (ARCHITECTURE §5)
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  async emailCheck(@ZodBody(emailCheckSchema) body: { email: string }): Promise<MessageResponseDto> {
    if (await this.members.isEmailTaken(body.email)) throw new DomainError('EMAIL_TAKEN');
    return { message: MSG.auth.emailAvailable };
  }

  /** 200 `{message: '사용 가능한 닉네임입니다.'}`; 409 `DISPLAY_NAME_TAKEN` '이미 사용중인 닉네임입니다.'. */
  @Post('register/displayNameCheck')
  @StrictRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  async displayNameCheck(@ZodBody(displayNameCheckSchema) body: { displayName: string }): Promise<MessageResponseDto> {
    if (await this.members.isDisplayNameTaken(body.displayName)) throw new DomainError('DISPLAY_NAME_TAKEN');
    return { message: MSG.auth.displayNameAvailable };
  }

  /** 200 `{message: '사용 가능한 아이디입니다.'}`; 409 `USERNAME_TAKEN` '이미 사용중인 아이디입니다.'. */
  @Post('register/usernameCheck')
  @StrictRateLimit()
  @HttpCode(200)
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiConflictResponse({ type: ApiErrorDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  async usernameCheck(@ZodBody(usernameCheckSchema) body: { username: string }): Promise<MessageResponseDto> {
    if (await this.members.isUsernameTaken(body.username)) throw new DomainError('USERNAME_TAKEN');
    return { message: MSG.auth.usernameAvailable };
  }

  /** The signed-in member's my page data (MyPageData). */
  @Get('member/getMyPageData')
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiOkResponse({ type: MyPageDataDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  getMyPageData(@CurrentMemberId() memberId: number): Promise<MyPageData> {
    return this.members.myPageData(memberId);
  }
}
