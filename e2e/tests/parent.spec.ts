import { readFileSync } from 'node:fs';
import { addDays, CONSENT_MSG, koreanDate, MSG, seoulToday, stageHeading } from '@babynews/contracts';
import type { Browser, Page } from '@playwright/test';
import { acceptDialogs, e2eKit, ownerWithNews, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';

/**
 * The parent's side in the browser at 360 × 740 (ARCHITECTURE §4.20): the due date and its countdown,
 * what is needed first on the public list, surprise mode (the relative is told, the owner sees
 * '비공개'), the wrap-up summary with the thank-you tracker and its CSV, and turning the mode off.
 */

const PHONE = { width: 360, height: 740 };
const RELATIVE = { name: '최서프라이즈', contact: 'aunt-surprise@example.com', pin: '7410' };

/** `YYYY-MM-DD` `days` after today in Asia/Seoul. */
function seoulDayIn(days: number): string {
  return addDays(seoulToday(new Date()), days);
}

/** A phone-sized page signed in with `token` (or anonymous), plus its closer. */
async function phone(browser: Browser, baseURL: string, token?: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await signedInContext(browser, baseURL, token, { viewport: PHONE, acceptDownloads: true });
  const page = await context.newPage();
  acceptDialogs(page);
  return { page, close: () => context.close() };
}

/** Opens the manage page of `code`, lets `change` edit the news form, saves and waits for the toast. */
async function editNews(page: Page, code: string, change: (page: Page) => Promise<void>) {
  await page.goto(`/event/manage/${code}`);
  await expect(page.getByLabel('출산 예정일', { exact: true })).toBeVisible({ timeout: 30_000 });
  await change(page);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/event/update/${code}`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: '저장하기' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(MSG.event.updated)).toBeVisible();
}

test("due date countdown on the news page and my page, hidden at the owner's word; most wanted and stages order the public list", async ({
  browser,
  baseURL,
  request,
}) => {
  const { token, code } = await ownerWithNews(request, 'due');
  const { make } = e2eKit(request);
  await make.wish({ token, code }, { title: '기저귀' });
  await make.wish({ token, code }, { title: '카시트' });
  await make.wish({ token, code }, { title: '속싸개', neededBy: 'NEWBORN' });
  const dueDate = seoulDayIn(45);
  const owner = await phone(browser, baseURL!, token);
  const { page } = owner;

  // ---- the owner sets the due date; the news page and my page count down
  await editNews(page, code, (p) => p.getByLabel('출산 예정일', { exact: true }).fill(dueDate));
  await page.goto(`/event/${code}`);
  await expect(page.getByTestId('due-countdown')).toContainText('D-45');
  await expect(page.getByTestId('due-countdown')).toContainText(koreanDate(dueDate));
  await page.goto('/user/mypage');
  await expect(page.getByTestId('mypage-countdown')).toHaveText('D-45');

  // ---- the owner hides the countdown: neither page shows it, the due date stays in the form
  await editNews(page, code, (p) => p.getByLabel(MSG.parent.hideCountdown).check());
  await expect(page.getByLabel('출산 예정일', { exact: true })).toHaveValue(dueDate);
  await page.goto(`/event/${code}`);
  await expect(page.locator('#news-title')).toBeVisible();
  await expect(page.getByTestId('due-countdown')).toHaveCount(0);
  await page.goto('/user/mypage');
  await expect(page.getByRole('heading', { level: 2, name: /./ }).first()).toBeVisible();
  await expect(page.getByTestId('mypage-countdown')).toHaveCount(0);

  // ---- the owner marks 카시트 most wanted with a stage in the editor
  await page.goto(`/event/editWishList/${code}`);
  await page.getByRole('button', { name: '카시트 수정' }).click();
  const form = page.getByRole('form', { name: '위시리스트 수정' });
  await form.getByLabel('필요한 시기').selectOption('MONTH_6_12');
  await form.getByLabel(/꼭 필요해요/).check();
  const updated = page.waitForResponse((r) => r.url().includes('/api/wish/update/') && r.request().method() === 'PUT');
  await form.getByRole('button', { name: '저장하기' }).click();
  expect(await (await updated).json()).toMatchObject({ neededBy: 'MONTH_6_12', mostWanted: true });

  // ---- the public list: most wanted first with its mark, then the stage (expected month), then the rest
  const visitor = await phone(browser, baseURL!);
  await visitor.page.goto(`/event/wishList/${code}`);
  const groups = visitor.page.locator('.wishlist__group-title');
  await expect(groups).toHaveText([MSG.parent.mostWantedMark, stageHeading('NEWBORN', dueDate), MSG.parent.unstaged]);
  await expect(visitor.page.locator('.wish-card__title')).toHaveText(['카시트', '속싸개', '기저귀']);
  await expect(visitor.page.getByRole('article', { name: '카시트' }).getByText(MSG.parent.mostWantedMark)).toBeVisible();
  await visitor.close();
  await owner.close();
});

test('surprise mode hides the reserver from the owner; summary, thanks and CSV; turning it off shows the name', async ({ browser, baseURL, request }) => {
  const { token, code } = await ownerWithNews(request, 'surp');
  const { make } = e2eKit(request);
  const gift = await make.wish({ token, code }, { title: '아기띠', price: 89000 });
  await make.wish({ token, code }, { title: '젖병 세트' });
  const dueDate = seoulDayIn(60);
  const owner = await phone(browser, baseURL!, token);
  const { page } = owner;

  // ---- the owner turns surprise mode on (reveal day left empty: the due date)
  await editNews(page, code, async (p) => {
    await p.getByLabel('출산 예정일', { exact: true }).fill(dueDate);
    await p.getByLabel(/^깜짝 모드/).check();
    await expect(p.getByLabel('공개일', { exact: true })).toBeVisible();
  });

  // ---- a relative reserves and is told when the parent will see the name
  const relative = await phone(browser, baseURL!);
  await relative.page.goto(`/event/wishList/${code}`);
  await relative.page.getByRole('button', { name: '아기띠 선물 예약하기' }).click();
  const modal = relative.page.getByRole('dialog', { name: '선물 예약하기' });
  await expect(modal.getByRole('note')).toHaveText(MSG.parent.surpriseNotice(koreanDate(dueDate)));
  await modal.getByLabel('이름').fill(RELATIVE.name);
  await modal.getByLabel('전화번호 또는 이메일').fill(RELATIVE.contact);
  await modal.getByLabel('확인 비밀번호').fill(RELATIVE.pin);
  await modal.getByLabel(CONSENT_MSG.relativeConsentLabel).check();
  await modal.getByRole('button', { name: '예약하기', exact: true }).click();
  await relative.page.waitForURL((url) => url.pathname === `/event/wishReserved/${gift.id}`);
  await relative.close();

  // ---- the owner's reservation view: reserved, status shown, no name or contact
  await page.goto(`/event/wishReservation/${gift.id}`);
  await expect(page.getByText('예약된 선물')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('배송 준비중')).toBeVisible();
  await expect(page.getByText(MSG.parent.hiddenName).first()).toBeVisible();
  await expect(page.locator('body')).not.toContainText(RELATIVE.name);
  await expect(page.locator('body')).not.toContainText(RELATIVE.contact);

  // ---- my page → the summary: hidden name, thanks ticked and kept
  await page.goto('/user/mypage');
  await page.getByRole('link', { name: MSG.parent.summaryTitle }).click();
  await page.waitForURL(`**/event/summary/${code}`);
  await expect(page.getByText(MSG.parent.thankedProgress(0, 1))).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('body')).not.toContainText(RELATIVE.name);
  const thanked = page.waitForResponse((r) => r.url().endsWith(`/api/wish/reservation/${gift.id}/thanked`) && r.request().method() === 'PUT');
  await page.getByRole('checkbox', { name: /감사 인사 완료/ }).check();
  expect((await thanked).status()).toBe(200);
  await expect(page.getByText(MSG.parent.thankedProgress(1, 1))).toBeVisible();
  await page.reload();
  await expect(page.getByText(MSG.parent.thankedProgress(1, 1))).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('checkbox', { name: /감사 인사 완료/ })).toBeChecked();

  // ---- readable at 360 px (nothing wider than the screen) and printable without the shell's chrome
  const rows = page.getByRole('list', { name: '예약 목록' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expect(page.locator('.shell-header')).toBeVisible();
  await expect(page.locator('.shell-footer')).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.shell-header')).toBeHidden();
  await expect(page.locator('.shell-footer')).toBeHidden();
  await expect(page.getByRole('button', { name: MSG.parent.csvDownload })).toBeHidden();
  await expect(rows).toBeVisible();
  await expect(rows).toContainText('아기띠');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('.shell-header')).toBeVisible();

  // ---- the CSV: BOM, header, one row, the name hidden
  const hiddenCsv = await downloadCsv(page);
  expect(hiddenCsv.startsWith('\uFEFF')).toBe(true);
  const lines = hiddenCsv.slice(1).trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toBe('선물,가격(원),예약자,연락처,주문 상태,예약 일시,감사 인사');
  expect(lines[1]).toMatch(/^아기띠,89000,비공개,비공개,배송 준비중,\d{4}-\d{2}-\d{2} \d{2}:\d{2},O$/);

  // ---- surprise mode off: the name appears on the summary, in the CSV and on the reservation view
  await editNews(page, code, (p) => p.getByLabel(/^깜짝 모드/).uncheck());
  await page.goto(`/event/summary/${code}`);
  await expect(page.getByText(RELATIVE.name)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(RELATIVE.contact)).toBeVisible();
  expect(await downloadCsv(page)).toContain(`아기띠,89000,${RELATIVE.name},${RELATIVE.contact},`);
  await page.goto(`/event/wishReservation/${gift.id}`);
  await expect(page.getByText(RELATIVE.name)).toBeVisible({ timeout: 30_000 });
  await owner.close();
});

/** Presses 'CSV 내려받기' on the summary page and returns the downloaded file's text. */
async function downloadCsv(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: MSG.parent.csvDownload }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^babynews-summary-[a-z0-9]+\.csv$/);
  return readFileSync(await file.path(), 'utf8');
}
