import type { Profile as GoogleProfile } from 'passport-google-oauth20';
import type { Profile as KakaoProfile } from 'passport-kakao';
import type { AppConfig } from '../../config/config.schema';
import { GoogleStrategy } from './google.strategy';
import { KakaoStrategy } from './kakao.strategy';
import { providerVerifiedEmail } from './social-profile';

/** Which provider e-mails count as verified at a social sign-up (ARCHITECTURE §4.23). */

const provider = {
  clientId: 'id',
  clientSecret: 'secret',
  redirectUri: 'http://localhost/cb',
  authUrl: 'http://p/a',
  tokenUrl: 'http://p/t',
  profileUrl: 'http://p/u',
};
const config = { kakao: provider, google: provider } as unknown as AppConfig;

describe('providerVerifiedEmail', () => {
  it('answers the lower-cased address only when the provider says exactly true', () => {
    expect(providerVerifiedEmail(' Mom@Example.com ', true)).toBe('mom@example.com');
    expect(providerVerifiedEmail('mom@example.com', 'true')).toBeNull();
    expect(providerVerifiedEmail('mom@example.com', false)).toBeNull();
    expect(providerVerifiedEmail('mom@example.com', undefined)).toBeNull();
    expect(providerVerifiedEmail(undefined, true)).toBeNull();
    expect(providerVerifiedEmail('not an address', true)).toBeNull();
    expect(providerVerifiedEmail(`${'a'.repeat(250)}@x.io`, true)).toBeNull();
  });
});

describe('the strategies read the provider flag', () => {
  const kakao = new KakaoStrategy(config);
  const google = new GoogleStrategy(config);
  const kakaoProfile = (account: Record<string, unknown>) => ({ id: 7, _json: { id: 7, kakao_account: account } }) as unknown as KakaoProfile;
  const googleProfile = (claims: Record<string, unknown>) => ({ id: 'g1', _json: { sub: 'g1', ...claims } }) as unknown as GoogleProfile;

  it('Kakao: kakao_account.is_email_verified (and a valid address)', () => {
    expect(kakao.validate('', '', kakaoProfile({ email: 'k@kakao.test', is_email_verified: true, is_email_valid: true })).verifiedEmail).toBe('k@kakao.test');
    expect(kakao.validate('', '', kakaoProfile({ email: 'k@kakao.test', is_email_verified: true, is_email_valid: false })).verifiedEmail).toBeNull();
    expect(kakao.validate('', '', kakaoProfile({ email: 'k@kakao.test' })).verifiedEmail).toBeNull();
  });

  it('Google: email_verified', () => {
    expect(google.validate('', '', googleProfile({ email: 'g@gmail.test', email_verified: true })).verifiedEmail).toBe('g@gmail.test');
    expect(google.validate('', '', googleProfile({ email: 'g@gmail.test', email_verified: false })).verifiedEmail).toBeNull();
  });
});
