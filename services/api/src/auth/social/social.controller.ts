import { Controller, Req, Res, UseGuards } from '@nestjs/common';
import {
  googleLoginRoute,
  googleRegisterRoute,
  kakaoLoginRoute,
  kakaoRegisterRoute,
  type GoogleRegisterRequest,
  type GoogleSignupTicket,
  type KakaoRegisterRequest,
  type KakaoSignupTicket,
  type SocialLoginResponse,
  type SocialProvider,
  type TokenResponse,
} from '@babynews/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Route, RouteBody } from '../../common/api-route';
import { StrictRateLimit } from '../../common/rate-limit';
import { setSessionCookie } from '../cookies';
import { GoogleLoginGuard, KakaoLoginGuard } from './social-login.guard';
import { SocialAuthService } from './social-auth.service';

const TICKET_FIELD = { kakao: 'kakaoId', google: 'googleId' } as const;

/**
 * Social login (spec §7, ARCHITECTURE §4.17): `kakaoLoginRoute` / `googleLoginRoute`
 * (`GET /api/{kakao|google}/handleLogin/{code}`) → 200 `{accessToken}` for a linked member or 202
 * `{kakaoId}` / `{googleId}` (a sign-up ticket, the routes' `accepted` answer);
 * `kakaoRegisterRoute` / `googleRegisterRoute` (`POST /api/{kakao|google}/registerProc`
 * `{kakaoId|googleId, email, displayName, consents}`) → 201 `{accessToken}`. All four are under the sign-in rate
 * limit (ARCHITECTURE §5). A token answer also sets the HttpOnly session cookie `token` (ARCHITECTURE §5
 * sessions).
 */
@Controller()
export class SocialController {
  constructor(private readonly social: SocialAuthService) {}

  /** `kakaoLoginRoute` → 200 `{accessToken}` or 202 `{kakaoId}` (see the class). */
  @Route(kakaoLoginRoute)
  @StrictRateLimit()
  @UseGuards(KakaoLoginGuard)
  kakaoLogin(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<TokenResponse | KakaoSignupTicket> {
    return this.login('kakao', request, reply) as Promise<TokenResponse | KakaoSignupTicket>;
  }

  /** `googleLoginRoute` → 200 `{accessToken}` or 202 `{googleId}` (see the class). */
  @Route(googleLoginRoute)
  @StrictRateLimit()
  @UseGuards(GoogleLoginGuard)
  googleLogin(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<TokenResponse | GoogleSignupTicket> {
    return this.login('google', request, reply) as Promise<TokenResponse | GoogleSignupTicket>;
  }

  /** `kakaoRegisterRoute` → 201 `{accessToken}` (sets the `token` cookie); 400 forged or expired ticket, 409 ticket used, e-mail or nickname taken. */
  @Route(kakaoRegisterRoute)
  @StrictRateLimit()
  async kakaoRegister(
    @RouteBody(kakaoRegisterRoute) body: KakaoRegisterRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenResponse> {
    const answer = await this.social.register('kakao', { ticket: body.kakaoId, email: body.email, displayName: body.displayName, consents: body.consents });
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
    const answer = await this.social.register('google', { ticket: body.googleId, email: body.email, displayName: body.displayName, consents: body.consents });
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
