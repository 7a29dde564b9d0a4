import { MSG } from '@babynews/contracts';
import { E2E_ADMIN } from '../support/servers';
import { expect, test, uniqueMember } from '../support/fixtures';

/** `/login/admin` keeps only ROLE_ADMIN sessions; the admin guard protects `/admin`. */
test('the admin login keeps an administrator signed in and refuses a regular member', async ({ page, request, remoteFetches }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\/admin$/); // the guard sends a visitor away after 300 ms
  await expect(page.getByRole('heading', { name: 'ADMIN LOGIN' })).toBeVisible();
  expect(remoteFetches.some((u) => u.includes('/remotes/admin/mf-manifest.json'))).toBe(true);

  const member = uniqueMember('notadmin');
  expect((await request.post('/api/joinProc', { data: member })).status()).toBe(201);
  await page.getByLabel('아이디').fill(member.username);
  await page.getByLabel('비밀번호').fill(member.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText(MSG.auth.adminLoginFailed)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByLabel('아이디').fill(E2E_ADMIN.username);
  await page.getByLabel('비밀번호').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/:\d+\/admin$/); // /admin itself, not /login/admin
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});
