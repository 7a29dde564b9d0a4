import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { addDays, BIRTH_ENTRY_MSG, BIRTH_MSG, seoulToday, type NewsBirth } from '@babynews/contracts';
import { reserveBody } from '@babynews/testing';
import type { Browser, Page } from '@playwright/test';
import { acceptDialogs, e2eKit, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';
import { mailTo } from '../support/mailbox';

/**
 * The birth announcement in the browser at 360 × 740 (ARCHITECTURE "Birth announcement"): the parent opens
 * '출생 소식 올리기' on my page, fills the day and time, twins with weight and height, a photo and a word,
 * and posts it; my page then offers '출생 소식 수정'; a relative opening the news page (signed out, the
 * link they came with) sees the announcement in place of the countdown — in the server's HTML already — and
 * the relative who asked for it gets the mail.
 */

const PHONE = { width: 360, height: 740 };
const PHOTO = readFileSync(resolve(__dirname, '../../apps/shell/public/og-default.png'));

/** A phone-sized page signed in with `token` (or anonymous), plus its closer. */
async function phone(browser: Browser, baseURL: string, token?: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await signedInContext(browser, baseURL, token, { viewport: PHONE });
  const page = await context.newPage();
  acceptDialogs(page);
  return { page, close: () => context.close() };
}

test('the parent announces the birth from my page; a relative sees the announcement instead of the countdown', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000); // my page, the editor's chunk, an upload with its variant, the news page, the mail
  const { api, make } = e2eKit(request);
  const yesterday = addDays(seoulToday(new Date()), -1);
  const owner = await make.ownerWithNews({ prefix: 'birth', news: { title: '쌍둥이가 찾아왔어요', dueDate: addDays(yesterday, 3) } });
  const wish = await make.wish(owner, { title: '아기 욕조' });
  const aunt = `aunt-birth-${Date.now()}@example.com`;
  expect((await api.reserve(wish.id, reserveBody(owner.code, { receiptEmail: aunt, birthNews: true }))).status).toBe(201);

  // ---- my page: '출생 소식 올리기' opens the editor's own page
  const parent = await phone(browser, baseURL!, owner.token);
  const { page } = parent;
  await page.goto('/user/mypage');
  await expect(page.getByTestId('mypage-countdown')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: BIRTH_ENTRY_MSG.announce }).click();
  await expect(page).toHaveURL(new RegExp(`/event/birth/${owner.code}$`));

  // ---- the editor: day and time, twins with their measures, a photo, a word; the form's own check first
  await expect(page.getByLabel(BIRTH_MSG.dateLabel)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: BIRTH_ENTRY_MSG.announce }).click();
  await expect(page.getByRole('alert')).toHaveText(BIRTH_MSG.bornAtRequired);
  await page.getByLabel(BIRTH_MSG.dateLabel).fill(yesterday);
  await page.getByLabel(BIRTH_MSG.timeLabel).fill('14:30');
  const first = page.getByRole('group', { name: BIRTH_MSG.babyHeading(1) });
  await first.getByLabel(BIRTH_MSG.nameLabel).fill('하늘이');
  await first.getByLabel(BIRTH_MSG.weightLabel).fill('3.2');
  await first.getByLabel(BIRTH_MSG.heightLabel).fill('50');
  await page.getByRole('button', { name: BIRTH_MSG.addBaby }).click();
  const second = page.getByRole('group', { name: BIRTH_MSG.babyHeading(2) });
  await second.getByLabel(BIRTH_MSG.nameLabel).fill('바다');
  await second.getByLabel(BIRTH_MSG.weightLabel).fill('2.9');
  await page.getByLabel(BIRTH_MSG.photoLabel).setInputFiles({ name: '쌍둥이.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('img', { name: '선택한 이미지 미리보기' })).toBeVisible();
  await page.getByLabel(BIRTH_MSG.messageLabel).fill('하늘이와 바다가 건강하게 태어났어요.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/event/birth/${owner.code}`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: BIRTH_ENTRY_MSG.announce }).click();
  const put = await saved;
  expect(put.status()).toBe(200);
  const birth = (await put.json()) as NewsBirth;
  expect(put.request().postDataJSON()).toMatchObject({
    bornAt: `${yesterday}T14:30:00+09:00`,
    babies: [
      { name: '하늘이', weightKg: 3.2, heightCm: 50 },
      { name: '바다', weightKg: 2.9 },
    ],
    photoPath: expect.stringMatching(/^wish\/.+\.webp$/),
  });
  expect(birth.photoUrl).toMatch(/\/covers\/.+\.webp$/);

  // ---- back on my page: the announcement's line instead of the countdown, and '출생 소식 수정'
  await expect(page).toHaveURL(/\/user\/mypage$/);
  await expect(page.getByText(BIRTH_MSG.saved)).toBeVisible();
  await expect(page.getByTestId('mypage-birth')).toContainText('하늘이와 바다가 태어났어요!');
  await expect(page.getByTestId('mypage-countdown')).toHaveCount(0);
  await expect(page.getByRole('link', { name: BIRTH_ENTRY_MSG.edit })).toBeVisible();
  await parent.close();

  // ---- the server's HTML already carries the announcement, and no countdown
  const html = await (await request.get(`/event/${owner.code}`)).text();
  expect(html).toContain('하늘이와 바다가 태어났어요!');
  expect(html).not.toContain('data-testid="due-countdown"');

  // ---- a relative opens the news page with the link they came with: adopted as the server drew it
  const relative = await phone(browser, baseURL!);
  const problems: string[] = [];
  relative.page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  relative.page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await relative.page.goto(`/event/${owner.code}`);
  const announcement = relative.page.getByTestId('birth-announcement');
  await expect(announcement.getByRole('heading', { level: 2, name: '하늘이와 바다가 태어났어요!' })).toBeVisible();
  const [y, m, d] = yesterday.split('-').map(Number);
  await expect(announcement).toContainText(`${y}년 ${m}월 ${d}일 오후 2시 30분`);
  await expect(announcement).toContainText('3.2kg · 50cm');
  await expect(announcement).toContainText('2.9kg');
  await expect(announcement).toContainText('하늘이와 바다가 건강하게 태어났어요.');
  const photo = announcement.getByRole('img', { name: '하늘이와 바다 사진' });
  await expect(photo).toHaveAttribute('src', birth.photoUrl!);
  await expect.poll(() => photo.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
  // polled: the slot swaps the server's markup for React's once its chunk arrives (a new <img>, same file)
  await expect.poll(async () => (await photo.boundingBox())?.width ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(PHONE.width);
  await expect(relative.page.getByTestId('due-countdown')).toHaveCount(0);
  // The wish list and the rest of the page stay.
  await expect(relative.page.getByRole('link', { name: /선물/ }).first()).toBeVisible();
  await expect(relative.page.locator('#news-title')).toHaveText('쌍둥이가 찾아왔어요');
  // live: the page's own buttons answer, and nothing was reported while it hydrated
  await relative.page.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(relative.page.getByRole('dialog', { name: '사이드 메뉴' })).toBeVisible();
  expect(problems).toEqual([]);
  await relative.close();

  // ---- the relative who asked for it gets the announcement by mail
  const mail = await mailTo(aunt, '태어났어요');
  expect(mail.subject).toBe(`[아기소식] ${owner.member.displayName}님 소식: 하늘이와 바다가 태어났어요!`);
  expect(mail.text).toContain(`/event/${owner.code}`);
  expect(mail.text).not.toContain('아기 욕조');
});
