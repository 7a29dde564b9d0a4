import { Controller, HttpCode, Ip, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { joinSchema, loginSchema, type JoinRequest, type LoginRequest, type TokenResponse } from '@babynews/contracts';
import { ApiErrorDto } from '../common/api-error.dto';
import { StrictRateLimit } from '../common/rate-limit';
import { ZodBody } from '../common/zod-body';
import { AuthService } from './auth.service';
import { TokenResponseDto } from './dto/token-response.dto';

/** `POST /api/loginProc`, `POST /api/joinProc` (ARCHITECTURE §4.1–4.2). */
@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  /** Form-encoded (or JSON) username/password → `{accessToken}`. */
  @Post('loginProc')
  @HttpCode(200)
  @StrictRateLimit()
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: TokenResponseDto })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: '아이디 또는 비밀번호가 올바르지 않습니다.' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'more than 10 failures in 15 minutes' })
  login(@ZodBody(loginSchema) body: LoginRequest, @Ip() ip: string): Promise<TokenResponse> {
    return this.auth.login(body, ip);
  }

  /** Regular sign-up → 201 `{accessToken}`. */
  @Post('joinProc')
  @StrictRateLimit()
  @ApiCreatedResponse({ type: TokenResponseDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'username, e-mail or display name taken' })
  join(@ZodBody(joinSchema) body: JoinRequest): Promise<TokenResponse> {
    return this.auth.join(body);
  }
}
