import { ExecutionContext, Injectable, Logger, type CanActivate } from '@nestjs/common';
import { AuthGuard, type IAuthGuard } from '@nestjs/passport';
import { MSG, type SocialProvider } from '@babynews/contracts';
import type { FastifyRequest } from 'fastify';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { DomainError } from '../../common/domain-error';
import type { SocialProfile } from './social-profile';

/** An authorization code as it may arrive in the path: 1–1024 visible ASCII characters. */
const AUTHORIZATION_CODE = /^[\x21-\x7e]{1,1024}$/;

const FAILED: Record<SocialProvider, string> = { kakao: MSG.auth.kakaoFailed, google: MSG.auth.googleFailed };

/** passport-oauth2 errors meaning "the provider refused this code / request" (client's fault). */
const REFUSED = new Set(['TokenError', 'AuthorizationError']);

type Guard = new (config: AppConfig) => IAuthGuard & CanActivate;

/**
 * Guard of `GET /api/{provider}/handleLogin/{code}` (spec §7): runs the provider's passport
 * strategy with the code taken from the path — and nothing else from the request (the query
 * string is replaced; the redirect URI is always the configured one). On success
 * `request.socialProfile` holds `{provider, providerUserId}`.
 * @throws DomainError `SOCIAL_UNAVAILABLE` (503) when the provider has no client id/secret configured.
 * @throws DomainError `SOCIAL_INVALID_ACCESS` (400) for a malformed code; `SOCIAL_LOGIN_REFUSED`
 *   (400, the provider's failure message) when the provider refuses the code (invalid_grant, ...).
 * @throws DomainError `SOCIAL_PROVIDER_ERROR` (502, same message) when the provider cannot be
 *   reached or answers nonsense (token or profile).
 */
function createSocialLoginGuard(provider: SocialProvider): Guard {
  @Injectable()
  class SocialLoginGuard extends AuthGuard(provider) {
    private readonly logger = new Logger(`SocialLoginGuard:${provider}`);

    constructor(@InjectConfig() private readonly config: AppConfig) {
      super();
    }

    override async canActivate(context: ExecutionContext): Promise<boolean> {
      if (!this.config[provider].enabled) throw new DomainError('SOCIAL_UNAVAILABLE');
      const request = context.switchToHttp().getRequest<FastifyRequest<{ Params: { code?: string } }>>();
      const code = request.params.code;
      if (typeof code !== 'string' || !AUTHORIZATION_CODE.test(code)) throw new DomainError('SOCIAL_INVALID_ACCESS');
      // passport-oauth2 reads `req.query.code` (and `error`, `state`): give it the path's code only.
      (request as { query: unknown }).query = { code };
      return (await super.canActivate(context)) as boolean;
    }

    override getAuthenticateOptions() {
      return { session: false, property: 'socialProfile', callbackURL: this.config[provider].redirectUri };
    }

    override handleRequest<TUser = SocialProfile>(err: unknown, user: unknown): TUser {
      if (err instanceof DomainError) throw err;
      if (!err && user) return user as TUser;
      const reason = (err as { name?: string } | null)?.name ?? 'NoUser';
      // Never log the error's text or data: they may echo what the provider received.
      this.logger.warn({ msg: 'social login failed', provider, reason });
      if (!err || REFUSED.has(reason)) throw new DomainError('SOCIAL_LOGIN_REFUSED', { message: FAILED[provider], detail: reason });
      throw new DomainError('SOCIAL_PROVIDER_ERROR', { message: FAILED[provider], detail: reason });
    }
  }
  return SocialLoginGuard as unknown as Guard;
}

/** `GET /api/kakao/handleLogin/{code}`. */
export const KakaoLoginGuard = createSocialLoginGuard('kakao');
/** `GET /api/google/handleLogin/{code}`. */
export const GoogleLoginGuard = createSocialLoginGuard('google');
