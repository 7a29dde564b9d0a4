import { e2eKit, acceptDialogs } from '../support/actors';
import { expect, test } from '../support/fixtures';

/**
 * Sessions in the browser (ARCHITECTURE §5 sessions, device cookies), on SQLite and MariaDB: the sign-in
 * answer sets the HttpOnly session and device cookies itself (no script sees them), and signing out
 * revokes the token on the server — a copy of it kept by the tab is refused afterwards.
 */
test("a signed-out tab cannot use its old token; the cookies are the server's own", async ({ browser, baseURL, request }) => {
  const { member } = await e2eKit(request).make.member({ prefix: 'leave' });
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  acceptDialogs(page);
  try {
    await page.goto('/user/login');
    await page.getByLabel('아이디').fill(member.username);
    await page.getByLabel('비밀번호').fill(member.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    const old = (await page.evaluate(() => localStorage.getItem('token')))!;

    // the session cookie holds the same token, HttpOnly: the page's scripts cannot read it
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'token')).toMatchObject({ value: old, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookies.find((c) => c.name === 'bn_device')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/loginProc' });
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/(^|; )(token|bn_device)=/);

    const call = (token: string) =>
      page.evaluate(async (t) => (await fetch('/api/member/getMyPageData', { headers: { Authorization: `Bearer ${t}` } })).status, token);
    expect(await call(old)).toBe(200);

    await page.goto('/user/mypage');
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/member/logout'));
    await page.getByRole('button', { name: '로그아웃' }).click();
    expect((await loggedOut).status()).toBe(204);
    await expect(page).toHaveURL(/:\d+\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();

    // the old token, copied before signing out, no longer works from the page
    expect(await call(old)).toBe(401);

    // signing in again sends the device cookie of this browser
    await page.goto('/user/login');
    await page.getByLabel('아이디').fill(member.username);
    await page.getByLabel('비밀번호').fill(member.password);
    const signIn = page.waitForRequest((r) => r.url().endsWith('/api/loginProc'));
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    expect((await (await signIn).allHeaders()).cookie ?? '').toMatch(/(^|; )bn_device=/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    const fresh = (await page.evaluate(() => localStorage.getItem('token')))!;
    expect(await call(fresh)).toBe(200);
  } finally {
    await context.close();
  }
});
