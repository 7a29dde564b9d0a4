import { ACCOUNT_MSG, EXPORT_MSG, MSG, SECURITY_MSG } from '@babynews/contracts';
import { e2eKit, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';

/**
 * '내 정보' and withdrawal (ARCHITECTURE §4.21) in the browser, on SQLite and MariaDB: a member with a news page
 * edits their settings from my page (the values persist after a reload), then withdraws: a wrong password
 * is refused in Korean and keeps them signed in; with the right one they are signed out, the news page is
 * gone and the password no longer signs in.
 */
test('a member edits 내 정보, which persists, then withdraws and can no longer sign in', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000); // two page loads per step on a machine shared by several suites
  const { make, api } = e2eKit(request);
  const owner = await make.ownerWithNews({ prefix: 'leaver' });
  const context = await signedInContext(browser, baseURL!, owner.token);
  const page = await context.newPage();
  try {
    await page.goto('/user/mypage');
    await page.getByRole('link', { name: ACCOUNT_MSG.link }).click();
    await expect(page).toHaveURL(/\/user\/account$/);
    await expect(page).toHaveTitle('내 정보 | 아기소식');
    await expect(page.getByRole('heading', { name: ACCOUNT_MSG.title, level: 1 })).toBeVisible();
    await expect(page.getByText(owner.member.email)).toBeVisible();

    await page.getByLabel(ACCOUNT_MSG.realNameLabel).fill('김하늘');
    await page.getByLabel(ACCOUNT_MSG.phoneLabel).fill('010-2345-6789');
    await page.getByRole('button', { name: '주소 검색이 안 되나요? 직접 입력' }).click();
    await page.getByLabel('우편번호').fill('06236');
    await page.getByLabel('주소', { exact: true }).fill('서울 강남구 테헤란로 152');
    await page.getByLabel('상세 주소').fill('12층');
    await page.getByRole('button', { name: ACCOUNT_MSG.save }).click();
    await expect(page.getByText(ACCOUNT_MSG.saved)).toBeVisible();
    await expect(page.getByLabel(ACCOUNT_MSG.phoneLabel)).toHaveValue('01023456789');

    await page.reload();
    await expect(page.getByLabel(ACCOUNT_MSG.realNameLabel)).toHaveValue('김하늘');
    await expect(page.getByLabel(ACCOUNT_MSG.phoneLabel)).toHaveValue('01023456789');
    await expect(page.getByLabel('우편번호')).toHaveValue('06236');
    await expect(page.getByLabel('주소', { exact: true })).toHaveValue('서울 강남구 테헤란로 152');
    await expect(page.getByLabel('상세 주소')).toHaveValue('12층');

    // A wrong phone number is refused with the Korean message, nothing changes.
    await page.getByLabel(ACCOUNT_MSG.phoneLabel).fill('전화 주세요');
    await page.getByRole('button', { name: ACCOUNT_MSG.save }).click();
    await expect(page.getByText(ACCOUNT_MSG.phoneFormat)).toBeVisible();
    expect((await api.raw<{ phoneNumber: string }>('GET', '/api/member/getAccountInfo', { token: owner.token })).body.phoneNumber).toBe('01023456789');

    // Withdrawal: the dialog names what goes, needs the agreement and the password, then signs out.
    await page.getByRole('button', { name: ACCOUNT_MSG.withdrawTitle }).click();
    const dialog = page.getByRole('dialog', { name: ACCOUNT_MSG.withdrawConfirmTitle });
    const losses = dialog.getByRole('list', { name: EXPORT_MSG.withdrawList.label });
    for (const item of [EXPORT_MSG.withdrawList.newsPage, EXPORT_MSG.withdrawList.wishes, EXPORT_MSG.withdrawList.gifts])
      await expect(losses).toContainText(item);
    await expect(dialog.getByRole('button', { name: ACCOUNT_MSG.withdrawButton })).toBeDisabled();
    await dialog.getByLabel(ACCOUNT_MSG.withdrawAgree).check();
    // A wrong password: the Korean error under the field, still signed in, nothing deleted.
    const password = dialog.getByLabel(SECURITY_MSG.withdrawPasswordLabel);
    await password.fill('not-my-password-9');
    await dialog.getByRole('button', { name: ACCOUNT_MSG.withdrawButton }).click();
    await expect(dialog.getByRole('alert')).toHaveText('비밀번호가 일치하지 않습니다.');
    await expect(page).toHaveURL(/\/user\/account$/);
    await expect(page.getByText(owner.member.email)).toBeVisible();
    expect((await api.myPage(owner.token)).status).toBe(200);
    expect((await api.fetchInfoByCode(owner.code)).status).toBe(200);
    await password.fill(owner.member.password);
    await dialog.getByRole('button', { name: ACCOUNT_MSG.withdrawButton }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByText(ACCOUNT_MSG.withdrawn)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Gone for good: the old token is refused, the news page is gone, and the password no longer signs in.
    expect((await api.myPage(owner.token)).status).toBe(401);
    expect((await api.fetchInfoByCode(owner.code)).status).toBe(404);
    expect((await api.login({ username: owner.username, password: owner.member.password })).status).toBe(401);
    // (a fresh context: the signed-in one re-installs the old token on every page load)
    const visitor = await browser.newContext({ baseURL });
    const login = await visitor.newPage();
    await login.goto('/user/login');
    await login.getByLabel('아이디').fill(owner.username);
    await login.getByLabel('비밀번호').fill(owner.member.password);
    await login.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(login.getByText(MSG.auth.loginFailed)).toBeVisible();
    await expect(login).toHaveURL(/\/user\/login$/);
    expect(await login.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await visitor.close();
  } finally {
    await context.close();
  }
});
