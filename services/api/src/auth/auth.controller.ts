import { Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { joinSchema, LIMITS, loginSchema, type JoinRequest, type LoginRequest, type TokenClaims, type TokenResponse } from '@babynews/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorDto } from '../common/api-error.dto';
import { StrictRateLimit } from '../common/rate-limit';
import { ZodBody } from '../common/zod-body';
import { AuthService, type SignedIn } from './auth.service';
import { clearSessionCookie, cookieValue, setCookie, setSessionCookie } from './cookies';
import { CurrentUser } from './current-user.decorator';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH } from './device-cookie';
import { TokenResponseDto } from './dto/token-response.dto';
import { JwtAuthGuard } from './jwt-auth.guard';
import { TokenService } from './token.service';
import { ClientAddress } from '../common/address-key';

/**
 * `POST /api/loginProc`, `POST /api/joinProc` (ARCHITECTURE §4.1–4.2) and the sign-outs
 * `POST /api/member/logout`, `POST /api/member/logoutAll` (ARCHITECTURE §5 sessions). A sign-in answer
 * also sets the session cookie `token` (read only by the server-painted my page) and the device cookie
 * of the sign-in lockouts; a sign-out answer deletes the session cookie.
 */
@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
  ) {}

  /** Form-encoded (or JSON) username/password → `{accessToken}`; sets the `token` and `bn_device` cookies. */
  @Post('loginProc')
  @HttpCode(200)
  @StrictRateLimit()
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiOkResponse({ type: TokenResponseDto, description: 'sets the HttpOnly cookies `token` (Path=/) and `bn_device` (Path=/api/loginProc)' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: '아이디 또는 비밀번호가 올바르지 않습니다.' })
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description: 'LOGIN_LOCKED: 10 failures in 15 minutes from this device (valid device cookie) or from unknown devices; ATTEMPT_BUDGET_EXCEEDED',
  })
  async login(
    @ZodBody(loginSchema) body: LoginRequest,
    @ClientAddress() ip: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenResponse> {
    const signedIn = await this.auth.login(body, { address: ip, deviceCookie: cookieValue(request.headers.cookie, DEVICE_COOKIE) });
    return this.answer(request, reply, signedIn);
  }

  /** Regular sign-up → 201 `{accessToken}`; sets the `token` and `bn_device` cookies. */
  @Post('joinProc')
  @StrictRateLimit()
  @ApiCreatedResponse({ type: TokenResponseDto, description: 'sets the HttpOnly cookies `token` and `bn_device`' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'username, e-mail or display name taken' })
  async join(@ZodBody(joinSchema) body: JoinRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<TokenResponse> {
    const signedIn = await this.auth.join(body, cookieValue(request.headers.cookie, DEVICE_COOKIE));
    return this.answer(request, reply, signedIn);
  }

  /** `POST /api/member/logout` → 204: the presented token is refused from now on, on every instance; deletes the `token` cookie. */
  @Post('member/logout')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'the token is on the deny list until it expires; the `token` cookie is deleted' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'UNAUTHENTICATED: no valid token (already signed out, expired)' })
  async logout(@CurrentUser() claims: TokenClaims, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.tokens.revoke(claims);
    clearSessionCookie(request, reply);
  }

  /** `POST /api/member/logoutAll` → 204: every token of the member is refused from now on (all devices); deletes the `token` cookie. */
  @Post('member/logoutAll')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: "the member's token version is raised; the `token` cookie is deleted" })
  @ApiUnauthorizedResponse({ type: ApiErrorDto, description: 'UNAUTHENTICATED' })
  async logoutAll(@CurrentUser() claims: TokenClaims, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.tokens.revokeAll(Number(claims.sub));
    clearSessionCookie(request, reply);
  }

  private answer(request: FastifyRequest, reply: FastifyReply, { accessToken, deviceCookie }: SignedIn): TokenResponse {
    setSessionCookie(request, reply, accessToken);
    setCookie(request, reply, DEVICE_COOKIE, deviceCookie, { path: DEVICE_COOKIE_PATH, maxAgeMs: LIMITS.deviceCookieLifetimeMs });
    return { accessToken };
  }
}
