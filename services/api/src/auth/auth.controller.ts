import { Controller, Req, Res, UseGuards } from '@nestjs/common';
import {
  joinRoute,
  LIMITS,
  loginRoute,
  logoutAllRoute,
  logoutRoute,
  type JoinRequest,
  type LoginRequest,
  type TokenClaims,
  type TokenResponse,
} from '@babynews/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Route, RouteBody } from '../common/api-route';
import { StrictRateLimit } from '../common/rate-limit';
import { AuthService, type SignedIn } from './auth.service';
import { clearSessionCookie, cookieValue, setCookie, setSessionCookie } from './cookies';
import { OpenDuringConsentRenewal } from './consent-renewal.decorator';
import { CurrentUser } from './current-user.decorator';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH } from './device-cookie';
import { JwtAuthGuard } from './jwt-auth.guard';
import { TokenService } from './token.service';
import { ClientAddress } from '../common/address-key';

/**
 * The sign-in, sign-up and sign-out routes of the API table (`authRoutes`: `loginRoute`, `joinRoute`,
 * ARCHITECTURE §4.1–4.2; `logoutRoute`, `logoutAllRoute`, ARCHITECTURE §5 sessions). A sign-in answer
 * also sets the session cookie `token` (read only by the server-rendered my page) and the device cookie
 * of the sign-in lockouts; a sign-out answer deletes the session cookie.
 */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
  ) {}

  /**
   * `loginRoute`: form-encoded (JSON is accepted too) username/password → `{accessToken}`; sets the
   * `token` (Path=/) and `bn_device` (Path=/api/loginProc) cookies. 401 LOGIN_FAILED; 429 LOGIN_LOCKED
   * (10 failures in 15 minutes from this device or from unknown devices) or ATTEMPT_BUDGET_EXCEEDED.
   */
  @Route(loginRoute)
  @StrictRateLimit()
  async login(
    @RouteBody(loginRoute) body: LoginRequest,
    @ClientAddress() ip: string,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenResponse> {
    const signedIn = await this.auth.login(body, { address: ip, deviceCookie: cookieValue(request.headers.cookie, DEVICE_COOKIE) });
    return this.answer(request, reply, signedIn);
  }

  /** `joinRoute`: regular sign-up → 201 `{accessToken}`; sets the `token` and `bn_device` cookies. 409 for a taken username, e-mail or nickname. */
  @Route(joinRoute)
  @StrictRateLimit()
  async join(@RouteBody(joinRoute) body: JoinRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<TokenResponse> {
    const signedIn = await this.auth.join(body, cookieValue(request.headers.cookie, DEVICE_COOKIE));
    return this.answer(request, reply, signedIn);
  }

  /** `logoutRoute` → 204: the presented token is on the deny list until it expires, on every instance; deletes the `token` cookie. */
  @Route(logoutRoute)
  @UseGuards(JwtAuthGuard)
  @OpenDuringConsentRenewal()
  async logout(@CurrentUser() claims: TokenClaims, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    await this.tokens.revoke(claims);
    clearSessionCookie(request, reply);
  }

  /** `logoutAllRoute` → 204: the member's token version is raised, so every token of theirs is refused (all devices); deletes the `token` cookie. */
  @Route(logoutAllRoute)
  @UseGuards(JwtAuthGuard)
  @OpenDuringConsentRenewal()
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
