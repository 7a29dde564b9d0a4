import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { MSG } from '@babynews/contracts';
import { Strategy, type Profile } from 'passport-google-oauth20';
import { DomainError } from '../../common/domain-error';
import { InjectConfig } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { NOT_CONFIGURED } from './kakao.strategy';
import { providerUserId, providerVerifiedEmail, type SocialProfile } from './social-profile';

/**
 * Google login (spec §1 second provider) with passport-google-oauth20: the code is exchanged at
 * GOOGLE_TOKEN_URL with the configured GOOGLE_REDIRECT_URI, then the OpenID Connect userinfo at
 * GOOGLE_PROFILE_URL is read (its `sub` is the account id).
 */
@Injectable()
export class GoogleStrategy extends PassportStrategy(Strategy, 'google') {
  constructor(@InjectConfig() config: AppConfig) {
    const google = config.google;
    super({
      clientID: google.clientId || NOT_CONFIGURED,
      clientSecret: google.clientSecret || NOT_CONFIGURED,
      callbackURL: google.redirectUri,
      authorizationURL: google.authUrl,
      tokenURL: google.tokenUrl,
      userProfileURL: google.profileUrl,
      scope: ['openid', 'profile', 'email'],
    });
    // The access token travels in the Authorization header, never in the profile URL's query.
    (this as unknown as { _oauth2: { useAuthorizationHeaderforGET(use: boolean): void } })._oauth2.useAuthorizationHeaderforGET(true);
  }

  /**
   * Passport verify step: the Google account's `sub`, and its `email` when `email_verified` is true.
   * @throws DomainError `SOCIAL_PROVIDER_ERROR` (502, `MSG.auth.googleFailed`) when the profile carries no usable id.
   */
  validate(_accessToken: string, _refreshToken: string, profile: Profile): SocialProfile {
    const id = providerUserId(profile.id);
    if (!id) throw new DomainError('SOCIAL_PROVIDER_ERROR', { message: MSG.auth.googleFailed, detail: 'google profile without id' });
    const claims = (profile._json ?? {}) as { email?: unknown; email_verified?: unknown };
    return { provider: 'google', providerUserId: id, verifiedEmail: providerVerifiedEmail(claims.email, claims.email_verified) };
  }
}
