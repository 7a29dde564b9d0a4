import { MAIL_MSG } from '@babynews/contracts';
import { e2eKit } from '../support/actors';
import { expect, test } from '../support/fixtures';
import { mailsTo, mailTo } from '../support/mailbox';

/**
 * One-click unsubscribe (ARCHITECTURE §4.23) at 360 × 740, on SQLite and MariaDB: a relative who
 * reserved with a receipt address opens the receipt's unsubscribe link, sees what stops and confirms;
 * their next reservation goes through without a receipt. That no receipt came is read after a later
 * receipt to another address arrived (the worker delivers in order), not after a fixed wait.
 */

const PHONE = { width: 360, height: 740 };
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test('a relative unsubscribes from receipts through the mailed link; the next reservation sends no receipt', async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  const { make } = e2eKit(request);
  const owner = await make.ownerWithNews({ prefix: 'unsub' });
  const address = unique('unsub');

  await make.reservedWish(owner, { wish: { title: '아기 양말' }, reserve: { receiptEmail: address } });
  const receipt = await mailTo(address, '아기 양말');
  const link = /https?:\/\/\S+\/mail\/unsubscribe#t=[A-Za-z0-9._-]+/.exec(receipt.text)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);

  await page.goto(`${url.pathname}${url.hash}`);
  await expect(page.getByRole('heading', { name: MAIL_MSG.unsubscribeTitle })).toBeVisible();
  await expect(page.getByText(MAIL_MSG.unsubscribeGroupReceipt)).toBeVisible();
  await page.getByRole('button', { name: MAIL_MSG.unsubscribeButton }).click();
  await expect(page.getByRole('status').filter({ hasText: MAIL_MSG.unsubscribeDone })).toBeVisible();
  // The link works again, with the same answer (a second click from the mail).
  await page.reload();
  await page.getByRole('button', { name: MAIL_MSG.unsubscribeButton }).click();
  await expect(page.getByRole('status').filter({ hasText: MAIL_MSG.unsubscribeDone })).toBeVisible();

  // The next reservation stands, without a receipt; a later one to another address gets its receipt.
  await make.reservedWish(owner, { wish: { title: '아기 모자' }, reserve: { receiptEmail: address } });
  const other = unique('other');
  await make.reservedWish(owner, { wish: { title: '아기 장갑' }, reserve: { receiptEmail: other } });
  await mailTo(other, '아기 장갑');
  expect((await mailsTo(address)).map((m) => m.subject)).toEqual([receipt.subject]);
});

test('a forged unsubscribe link says so in Korean', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const part = 'A'.repeat(43);
  await page.goto(`/mail/unsubscribe#t=receipt.${part}.${part}`);
  await page.getByRole('button', { name: MAIL_MSG.unsubscribeButton }).click();
  await expect(page.getByText(MAIL_MSG.unsubscribeLinkInvalid)).toBeVisible();
  await page.goto('/mail/unsubscribe');
  await expect(page.getByText(MAIL_MSG.unsubscribeLinkInvalid)).toBeVisible();
});
