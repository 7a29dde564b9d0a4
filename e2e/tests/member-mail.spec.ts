import { MEMBER_MAIL_MSG } from '@babynews/contracts';
import { e2eKit, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';
import { mailTo } from '../support/mailbox';

/**
 * Password reset by mail (ARCHITECTURE §4.23) at 360 × 740: a member who forgot the password follows
 * '아이디·비밀번호 찾기' on the login page, asks for a reset link, opens the mailed link (the token leaves
 * the address bar), sets a new password and signs in with it; the old password no longer works.
 */

const PHONE = { width: 360, height: 740 };
const NEW_PASSWORD = 'amber-harbor-lantern-58';

test('a member resets the forgotten password by mail and signs in with the new one', async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const { api, make } = e2eKit(page.request);
  const { member } = await make.member({ prefix: 'reset' });

  const context = await signedInContext(browser, baseURL!, undefined, { viewport: PHONE });
  const tab = await context.newPage();
  try {
    await tab.goto('/user/login');
    await tab.getByRole('link', { name: MEMBER_MAIL_MSG.findAccountLink }).click();
    await expect(tab).toHaveURL(/\/user\/findAccount$/);
    const form = tab.getByRole('form', { name: MEMBER_MAIL_MSG.resetFormTitle });
    await form.getByLabel(MEMBER_MAIL_MSG.emailLabel).fill(member.email.toUpperCase());
    await form.getByRole('button', { name: MEMBER_MAIL_MSG.resetFormSubmit }).click();
    await expect(form.getByRole('status')).toHaveText(MEMBER_MAIL_MSG.passwordResetSent);

    const mail = await mailTo(member.email, '비밀번호를 다시 정해');
    expect(mail.subject).toBe('[아기소식] 비밀번호를 다시 정해 주세요');
    const link = /https?:\/\/\S+\/user\/resetPassword#t=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    await tab.goto(`${url.pathname}${url.hash}`);
    await expect(tab.getByRole('heading', { name: MEMBER_MAIL_MSG.resetTitle })).toBeVisible();
    // the token leaves the address bar once read
    await expect.poll(() => new URL(tab.url()).hash).toBe('');
    await tab.getByLabel(MEMBER_MAIL_MSG.newPasswordLabel, { exact: true }).fill(NEW_PASSWORD);
    await tab.getByLabel(MEMBER_MAIL_MSG.newPasswordConfirmLabel).fill(NEW_PASSWORD);
    await tab.getByRole('button', { name: MEMBER_MAIL_MSG.resetSubmit }).click();
    await expect(tab.getByRole('status').filter({ hasText: MEMBER_MAIL_MSG.resetDone })).toBeVisible();

    await tab.getByRole('link', { name: MEMBER_MAIL_MSG.toLogin }).click();
    await expect(tab).toHaveURL(/\/user\/login$/);
    await tab.getByLabel('아이디').fill(member.username);
    await tab.getByLabel('비밀번호').fill(NEW_PASSWORD);
    await tab.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(tab).not.toHaveURL(/\/user\/login$/);
    expect(await tab.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    expect((await api.login({ username: member.username, password: member.password })).status).toBe(401);
  } finally {
    await context.close();
  }
});
