import { CONSENT_MSG, MSG, type SocialProvider } from '@babynews/contracts';
import type { Page } from '@playwright/test';
import { acceptDialogs } from '../support/actors';
import { expect, test, uniqueMember } from '../support/fixtures';
import { DENY, MOCK_CLIENTS, newProviderUserId, oauthUrl, signInAtProvider } from '../support/oauth';

/**
 * Social login in the browser, against the local OAuth server playing Kakao and Google: the login
 * button passes the provider's page, the redirect-back page leads to the extra-info sign-up,
 * the member lands signed in, and the next login goes straight to '/'. Wrong state and a denied
 * authorization show the spec's alerts and return to /user/login.
 */
const NAME: Record<SocialProvider, string> = { kakao: '카카오', google: '구글' };
const ERROR_ALERT: Record<SocialProvider, (e: string) => string> = { kakao: MSG.auth.kakaoError, google: MSG.auth.googleError };

/** URLs of the API's handleLogin calls the page makes. */
function recordHandleLogin(page: Page, provider: SocialProvider): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes(`/api/${provider}/handleLogin/`)) calls.push(req.url());
  });
  return calls;
}

for (const provider of ['kakao', 'google'] as const) {
  test.describe(`${NAME[provider]} login`, () => {
    test('a new account signs up with the extra info, signs out, and signs in again straight to /', async ({ page, context, request, baseURL }) => {
      const dialogs = acceptDialogs(page);
      const providerUser = newProviderUserId();
      await signInAtProvider(context, provider, providerUser);
      const taken = uniqueMember('taken');
      expect((await request.post('/api/joinProc', { data: taken })).status()).toBe(201);
      const me = uniqueMember(provider);
      const authorizeRequests: URL[] = [];
      page.on('request', (req) => {
        if (req.url().startsWith(`${oauthUrl()}/authorize`)) authorizeRequests.push(new URL(req.url()));
      });

      await page.goto('/user/login');
      await page.getByRole('button', { name: `${NAME[provider]} 로그인` }).click();

      // The provider's page sends the browser back; the redirect-back page leads to the sign-up.
      await expect(page).toHaveURL(new RegExp(`/user/register/${provider}$`));
      const authorize = authorizeRequests[0];
      expect(authorize.searchParams.get('response_type')).toBe('code');
      expect(authorize.searchParams.get('client_id')).toBe(MOCK_CLIENTS[provider].clientId);
      expect(authorize.searchParams.get('redirect_uri')).toBe(`${baseURL}/${provider}/oauth/redirect`);
      expect(authorize.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
      if (provider === 'google') {
        expect(authorize.searchParams.get('scope')).toBe('openid profile email');
        expect(authorize.searchParams.get('access_type')).toBe('offline');
        expect(authorize.searchParams.get('prompt')).toBe('consent');
      } else {
        expect(authorize.searchParams.has('scope')).toBe(false);
      }
      await expect(page.getByRole('heading', { name: '추가 정보 입력' })).toBeVisible();
      expect(page.url()).not.toContain('code=');

      // Both checks are required before completing.
      await page.getByRole('button', { name: '회원가입 완료' }).click();
      await expect(page.getByText(MSG.auth.emailRequired)).toBeVisible();
      await page.getByLabel('이메일', { exact: true }).fill(me.email);
      await page.getByRole('button', { name: '이메일 중복 확인' }).click();
      await expect(page.getByText(MSG.auth.emailAvailable)).toBeVisible();
      await expect(page.getByRole('button', { name: '이메일 중복 확인 완료' })).toBeDisabled();

      // A taken nickname first.
      await page.getByLabel('닉네임').fill(taken.displayName);
      await page.getByRole('button', { name: '닉네임 중복 확인' }).click();
      await expect(page.getByText(MSG.auth.displayNameTaken)).toBeVisible();
      await page.getByRole('button', { name: '회원가입 완료' }).click();
      await expect(page.getByText(MSG.auth.displayNameCheckRequired)).toBeVisible();
      await page.getByLabel('닉네임').fill(me.displayName);
      await page.getByRole('button', { name: '닉네임 중복 확인' }).click();
      await expect(page.getByText(MSG.auth.displayNameAvailable)).toBeVisible();
      await expect(page.getByRole('button', { name: '닉네임 중복 확인 완료' })).toBeVisible();

      // Editing a checked field resets its check.
      await page.getByLabel('이메일', { exact: true }).fill(`x${me.email}`);
      await expect(page.getByRole('button', { name: '이메일 중복 확인', exact: true })).toBeEnabled();
      await page.getByRole('button', { name: '회원가입 완료' }).click();
      await expect(page.getByText(MSG.auth.emailCheckRequired)).toBeVisible();
      await page.getByRole('button', { name: '이메일 중복 확인', exact: true }).click();
      await expect(page.getByText(MSG.auth.emailAvailable)).toBeVisible();

      // The consent step (ARCHITECTURE §4.24): the required boxes first, then the sign-up goes through.
      await page.getByRole('button', { name: '회원가입 완료' }).click();
      await expect(page.getByText(CONSENT_MSG.missing.terms)).toBeVisible();
      for (const document of ['terms', 'privacy', 'age14'] as const) await page.getByRole('checkbox', { name: CONSENT_MSG.label[document] }).check();
      await page.getByRole('button', { name: '회원가입 완료' }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByText(`${me.displayName}님`).first()).toBeVisible();
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const claims = JSON.parse(Buffer.from(token!.split('.')[1], 'base64url').toString());
      expect(claims).toMatchObject({ displayName: me.displayName, role: 'ROLE_USER' });
      expect(claims.username).toMatch(new RegExp(`^${provider}_`));

      // Sign out on my page (confirmation), then the same provider account again: straight to '/'.
      await page.goto('/user/mypage');
      await page.getByRole('button', { name: '로그아웃' }).click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(dialogs).toEqual([MSG.auth.logoutConfirm]);
      await page.goto('/user/login');
      await page.getByRole('button', { name: `${NAME[provider]} 로그인` }).click();
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByText(`${me.displayName}님`).first()).toBeVisible();
      const again = await page.evaluate(() => localStorage.getItem('token'));
      expect(JSON.parse(Buffer.from(again!.split('.')[1], 'base64url').toString()).sub).toBe(claims.sub);
      expect(dialogs).toHaveLength(1);
    });

    test('a wrong or missing state is refused without calling the API', async ({ page }) => {
      const dialogs = acceptDialogs(page);
      const calls = recordHandleLogin(page, provider);
      await page.goto('/user/login');
      await page.evaluate((key) => sessionStorage.setItem(key, 'the-state-this-tab-created'), `oauth_state_${provider}`);

      for (const query of ['?code=stolen-code&state=someone-elses-state', '?code=stolen-code', '?state=the-state-this-tab-created']) {
        await page.goto(`/${provider}/oauth/redirect${query}`);
        await expect(page).toHaveURL(/\/user\/login$/);
      }
      expect(dialogs).toEqual([MSG.auth.invalidAccess, MSG.auth.invalidAccess, MSG.auth.invalidAccess]);
      expect(calls).toEqual([]);
    });

    test('a denied authorization shows the provider error and returns to /user/login', async ({ page, context }) => {
      const dialogs = acceptDialogs(page);
      const calls = recordHandleLogin(page, provider);
      await signInAtProvider(context, provider, DENY);
      await page.goto('/user/login');
      await page.getByRole('button', { name: `${NAME[provider]} 로그인` }).click();
      await expect.poll(() => dialogs).toEqual([ERROR_ALERT[provider]('access_denied')]);
      await expect(page).toHaveURL(/\/user\/login$/);

      await page.goto(`/${provider}/oauth/redirect?error=access_denied`);
      await expect.poll(() => dialogs).toHaveLength(2);
      expect(dialogs[1]).toBe(`${NAME[provider]} 로그인 중 에러가 발생했습니다: access_denied`);
      await expect(page).toHaveURL(/\/user\/login$/);
      expect(calls).toEqual([]);
    });

    test('a code the provider refuses gives the processing error; no ticket gives the missing-info alert', async ({ page }) => {
      const dialogs = acceptDialogs(page);
      await page.goto('/user/login');
      await page.evaluate((key) => sessionStorage.setItem(key, 'state-1'), `oauth_state_${provider}`);
      await page.goto(`/${provider}/oauth/redirect?code=invented-code&state=state-1`);
      await expect.poll(() => dialogs).toEqual([provider === 'kakao' ? MSG.auth.kakaoFailed : MSG.auth.googleFailed]);
      await expect(page).toHaveURL(/\/user\/login$/);

      await page.goto(`/user/register/${provider}`);
      await expect.poll(() => dialogs).toHaveLength(2);
      expect(dialogs[1]).toBe(provider === 'kakao' ? MSG.auth.kakaoMissing : MSG.auth.googleMissing);
      await expect(page).toHaveURL(/\/user\/login$/);
    });
  });
}
