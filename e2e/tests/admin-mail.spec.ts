import { MAIL_MSG } from '@babynews/contracts';
import { e2eKit } from '../support/actors';
import { expect, test } from '../support/fixtures';
import { mailTo } from '../support/mailbox';
import { E2E_ADMIN } from '../support/servers';

/**
 * The administrator's outbox page (ARCHITECTURE §4.23), on SQLite and MariaDB: from the sidebar
 * '메일 발송 현황' shows the counts by status (a receipt just delivered counts as sent) and the latest
 * failed messages or the empty state.
 */
test('an administrator opens the mail outbox from the sidebar and sees the counts by status', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { make } = e2eKit(request);
  const owner = await make.ownerWithNews({ prefix: 'amail' });
  const address = `admin-mail-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await make.reservedWish(owner, { wish: { title: '아기 로션' }, reserve: { receiptEmail: address } });
  await mailTo(address, '아기 로션');

  await page.goto('/login/admin');
  await page.getByLabel('아이디').fill(E2E_ADMIN.username);
  await page.getByLabel('비밀번호').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('link', { name: MAIL_MSG.adminMailTitle }).click();
  await page.waitForURL((url) => url.pathname === '/admin/mail');
  await expect(page.getByRole('heading', { name: MAIL_MSG.adminMailTitle, level: 1 })).toBeVisible();
  const sent = page.getByRole('region', { name: MAIL_MSG.adminMailStatus.sent, exact: true });
  await expect(sent).toBeVisible();
  expect(Number((await sent.locator('.admin-stats__number').textContent())?.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);
  for (const status of ['pending', 'sending', 'failed'] as const)
    await expect(page.getByRole('region', { name: MAIL_MSG.adminMailStatus[status], exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: MAIL_MSG.adminMailFailedTitle })).toBeVisible();
  await expect(page.getByText(MAIL_MSG.adminMailNoFailures).or(page.getByRole('table', { name: MAIL_MSG.adminMailFailedTitle }))).toBeVisible();
});
