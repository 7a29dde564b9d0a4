import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { MSG } from '@babynews/contracts';
import { Strategy, type Profile } from 'passport-kakao';
import { DomainError } from '../../common/domain-error';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { providerUserId, providerVerifiedEmail, type SocialProfile } from './social-profile';

/** The parts of node-oauth's client and passport-kakao that hold the hard-coded Kakao URLs. */
interface KakaoInternals {
  _oauth2: { _authorizeUrl: string; _accessTokenUrl: string; useAuthorizationHeaderforGET(use: boolean): void };
  _userProfileURL: string;
}

/** Placeholder client id/secret of an unconfigured provider (the guard answers 503 before use). */
export const NOT_CONFIGURED = 'not-configured';

/**
 * Kakao login (spec §1 first provider) with passport-kakao: the authorization code is exchanged
 * at KAKAO_TOKEN_URL with the configured KAKAO_REDIRECT_URI, then KAKAO_PROFILE_URL
 * (`{id, kakao_account: {email, profile: {nickname}}}`) is read. passport-kakao hard-codes Kakao's
 * URLs, so the configured ones are set on the strategy after construction. The
 * access token travels in the Authorization header, never in a URL.
 */
@Injectable()
export class KakaoStrategy extends PassportStrategy(Strategy, 'kakao') {
  constructor(@InjectConfig() config: AppConfig) {
    const kakao = config.kakao;
    super({ clientID: kakao.clientId || NOT_CONFIGURED, clientSecret: kakao.clientSecret || NOT_CONFIGURED, callbackURL: kakao.redirectUri });
    const internals = this as unknown as KakaoInternals;
    internals._oauth2._authorizeUrl = kakao.authUrl;
    internals._oauth2._accessTokenUrl = kakao.tokenUrl;
    internals._userProfileURL = kakao.profileUrl;
    // Kakao wants `Authorization: Bearer` (node-oauth would put the token in the query string).
    internals._oauth2.useAuthorizationHeaderforGET(true);
  }

  /**
   * Passport verify step: the Kakao account's id, and its `kakao_account.email` when
   * `kakao_account.is_email_verified` is true (and `is_email_valid` is not false).
   * @throws DomainError `SOCIAL_PROVIDER_ERROR` (502, `MSG.auth.kakaoFailed`) when the profile carries no usable id.
   */
  validate(_accessToken: string, _refreshToken: string, profile: Profile): SocialProfile {
    const id = providerUserId((profile._json as { id?: unknown } | undefined)?.id ?? profile.id);
    if (!id) throw new DomainError('SOCIAL_PROVIDER_ERROR', { message: MSG.auth.kakaoFailed, detail: 'kakao profile without id' });
    const account = ((profile._json as { kakao_account?: unknown } | undefined)?.kakao_account ?? {}) as {
      email?: unknown;
      is_email_verified?: unknown;
      is_email_valid?: unknown;
    };
    const verified = account.is_email_valid !== false && account.is_email_verified === true;
    return { provider: 'kakao', providerUserId: id, verifiedEmail: providerVerifiedEmail(account.email, verified) };
  }
}
