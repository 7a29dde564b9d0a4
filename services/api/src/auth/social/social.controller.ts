import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiParam,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  googleRegisterRoute,
  kakaoRegisterRoute,
  type GoogleRegisterRequest,
  type KakaoRegisterRequest,
  type SocialLoginResponse,
  type SocialProvider,
  type TokenResponse,
} from '@babynews/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorDto } from '../../common/api-error.dto';
import { Route, RouteBody } from '../../common/api-route';
import { StrictRateLimit } from '../../common/rate-limit';
import { setSessionCookie } from '../cookies';
import { TokenResponseDto } from '../dto/token-response.dto';
import { GoogleLoginGuard, KakaoLoginGuard } from './social-login.guard';
import { SocialAuthService } from './social-auth.service';

const TICKET_FIELD = { kakao: 'kakaoId', google: 'googleId' } as const;

/**
 * Social login (spec §7, ARCHITECTURE §4.17): `GET /api/{kakao|google}/handleLogin/{code}` →
 * 200 `{accessToken}` for a linked member or 202 `{kakaoId}` / `{googleId}` (a sign-up ticket);
 * `kakaoRegisterRoute` / `googleRegisterRoute` (`POST /api/{kakao|google}/registerProc`
 * `{kakaoId|googleId, email, displayName}`) → 201 `{accessToken}`. All four are under the sign-in rate
 * limit (ARCHITECTURE §5). A token answer also sets the HttpOnly session cookie `token` (ARCHITECTURE §5
 * sessions). The two handleLogin routes keep Nest's decorators: they answer 200 or 202, and a
 * declaration of the API table has one success status.
 */
@ApiTags('social login')
@Controller()
export class SocialController {
  constructor(private readonly social: SocialAuthService) {}

  /** `GET /api/kakao/handleLogin/{code}` → 200 `{accessToken}` or 202 `{kakaoId}` (see the class). */
  @Get('kakao/handleLogin/:code')
  @StrictRateLimit()
  @UseGuards(KakaoLoginGuard)
  @ApiParam({ name: 'code', description: 'authorization code from the redirect (never logged)' })
  @ApiOkResponse({ type: TokenResponseDto, description: 'linked member; sets the HttpOnly cookie `token`' })
  @ApiAcceptedResponse({ description: '`{kakaoId}`: signed single-use sign-up ticket, 10 minutes' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'malformed or refused code' })
  @ApiBadGatewayResponse({ type: ApiErrorDto, description: 'Kakao unreachable' })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'Kakao login not configured' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  kakaoLogin(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SocialLoginResponse> {
    return this.login('kakao', request, reply);
  }

  /** `GET /api/google/handleLogin/{code}` → 200 `{accessToken}` or 202 `{googleId}` (see the class). */
  @Get('google/handleLogin/:code')
  @StrictRateLimit()
  @UseGuards(GoogleLoginGuard)
  @ApiParam({ name: 'code', description: 'authorization code from the redirect (never logged)' })
  @ApiOkResponse({ type: TokenResponseDto, description: 'linked member; sets the HttpOnly cookie `token`' })
  @ApiAcceptedResponse({ description: '`{googleId}`: signed single-use sign-up ticket, 10 minutes' })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiBadGatewayResponse({ type: ApiErrorDto })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  googleLogin(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SocialLoginResponse> {
    return this.login('google', request, reply);
  }

  /** `kakaoRegisterRoute` → 201 `{accessToken}` (sets the `token` cookie); 400 forged or expired ticket, 409 ticket used, e-mail or nickname taken. */
  @Route(kakaoRegisterRoute)
  @StrictRateLimit()
  async kakaoRegister(
    @RouteBody(kakaoRegisterRoute) body: KakaoRegisterRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenResponse> {
    const answer = await this.social.register('kakao', { ticket: body.kakaoId, email: body.email, displayName: body.displayName });
    setSessionCookie(request, reply, answer.accessToken);
    return answer;
  }

  /** `googleRegisterRoute` → 201 `{accessToken}` (sets the `token` cookie); errors as `kakaoRegister`. */
  @Route(googleRegisterRoute)
  @StrictRateLimit()
  async googleRegister(
    @RouteBody(googleRegisterRoute) body: GoogleRegisterRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenResponse> {
    const answer = await this.social.register('google', { ticket: body.googleId, email: body.email, displayName: body.displayName });
    setSessionCookie(request, reply, answer.accessToken);
    return answer;
  }

  private async login(provider: SocialProvider, request: FastifyRequest, reply: FastifyReply): Promise<SocialLoginResponse> {
    const outcome = await this.social.login(request.socialProfile!);
    if (outcome.status === 200) {
      setSessionCookie(request, reply, outcome.accessToken);
      return { accessToken: outcome.accessToken };
    }
    reply.status(202);
    return { [TICKET_FIELD[provider]]: outcome.ticket } as SocialLoginResponse;
  }
}
