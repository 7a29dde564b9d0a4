import type { Browser, Page } from '@playwright/test';
import { CONSENT_MSG } from '@babynews/contracts';
import { acceptDialogs, ownerWithNews, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';

/**
 * The congratulations guestbook at 360 × 740 (ARCHITECTURE "Guestbook"): a relative writes on the news page
 * (consent box, PIN), sees the entry first, and deletes it with the PIN; a hostile message stays text; the
 * owner hides an entry from the manage page and the relatives no longer see it.
 */
const PHONE = { width: 360, height: 740 };

async function phone(browser: Browser, baseURL: string, token?: string) {
  const context = await signedInContext(browser, baseURL, token, { viewport: PHONE });
  const page = await context.newPage();
  acceptDialogs(page);
  return { context, page };
}

/** Opens the guestbook: by its button when the section is on screen with the page, else by scrolling to it. */
async function openGuestbook(page: Page) {
  await page.getByRole('heading', { name: '축하 방명록' }).scrollIntoViewIfNeeded();
  // scrolled to from below it opens by itself; on screen with the page it waits for its button, which a
  // tap opens only once the page has hydrated (on a slow machine the first tap came too early): tap until it is gone
  const button = page.getByRole('button', { name: '방명록 열기' });
  await expect(async () => {
    if (await button.isVisible()) await button.click({ timeout: 2000 });
    await expect(button).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

async function write(page: Page, name: string, message: string, pin: string) {
  const form = page.getByRole('form', { name: '축하 남기기' });
  await form.getByLabel('이름').fill(name);
  await form.getByLabel('축하 메시지').fill(message);
  await form.getByLabel('삭제 비밀번호').fill(pin);
  await form.getByLabel(CONSENT_MSG.relativeConsentLabel).check();
  await form.getByRole('button', { name: '남기기' }).click();
}

test('a relative writes in the guestbook and deletes the entry with its PIN; the owner hides one', async ({ browser, baseURL, request }) => {
  const owner = await ownerWithNews(request, 'gbook');
  const aunt = await phone(browser, baseURL!);
  await aunt.page.goto(`/event/${owner.code}`);
  await openGuestbook(aunt.page);
  await expect(aunt.page.getByText('첫 번째 축하를 남겨 주세요.')).toBeVisible({ timeout: 15_000 });

  await write(aunt.page, '김이모', '<img src=x onerror=alert(1)> 순산하세요!', '4821');
  const entries = aunt.page.getByRole('list', { name: '방명록' });
  await expect(entries.getByRole('listitem').first()).toContainText('<img src=x onerror=alert(1)> 순산하세요!');
  await write(aunt.page, '박삼촌', '건강하게 만나요', '7395');
  await expect(entries.getByRole('listitem').first()).toContainText('건강하게 만나요');

  // a reload reads them from the server, newest first
  await aunt.page.reload();
  await openGuestbook(aunt.page);
  await expect(aunt.page.getByRole('list', { name: '방명록' }).getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  await expect(aunt.page.getByRole('list', { name: '방명록' }).getByRole('listitem').first()).toContainText('박삼촌');

  // delete with the wrong PIN, then the right one
  await aunt.page.getByRole('button', { name: '삭제 (김이모님의 글)' }).click();
  const pinForm = aunt.page.getByRole('form', { name: '김이모님의 글 삭제' });
  await pinForm.getByLabel('삭제 비밀번호').fill('1111');
  await pinForm.getByRole('button', { name: '삭제하기' }).click();
  await expect(pinForm.getByRole('alert')).toBeVisible();
  await pinForm.getByLabel('삭제 비밀번호').fill('4821');
  await pinForm.getByRole('button', { name: '삭제하기' }).click();
  await expect(aunt.page.getByRole('list', { name: '방명록' }).getByRole('listitem')).toHaveCount(1);
  await expect(aunt.page.getByText('순산하세요!')).toHaveCount(0);

  // the owner hides the other entry; the relative's next visit does not show it
  const host = await phone(browser, baseURL!, owner.token);
  await host.page.goto(`/event/manage/${owner.code}`);
  await host.page.getByRole('button', { name: '숨기기 (박삼촌님의 글)' }).click();
  await expect(host.page.getByRole('button', { name: '다시 보이기 (박삼촌님의 글)' })).toBeVisible();
  await aunt.page.reload();
  await openGuestbook(aunt.page);
  await expect(aunt.page.getByText('첫 번째 축하를 남겨 주세요.')).toBeVisible({ timeout: 15_000 });
  await aunt.context.close();
  await host.context.close();
});
