import AxeBuilder from '@axe-core/playwright';
import { MSG } from '@babynews/contracts';
import { NOTICE_XSS_CORPUS, noticeApi } from '@babynews/testing';
import { e2eKit, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';
import { E2E_ADMIN } from '../support/servers';

/**
 * Notices end to end (spec §2 notice screens, §4 notice flows, ARCHITECTURE §4.14), on SQLite and MariaDB:
 * an administrator publishes a notice with an image in the rich-text editor, edits it, a visitor reads
 * it in /notice and its detail, the administrator deletes it and is back on the list with the success
 * message; a stored payload corpus runs nothing in a visitor's browser.
 */

/** An 8×8 PNG (the browser converts it to WebP before the upload). */
const PNG_8X8 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGP4v2ALVsQwtCQAMe6UweKwwCUAAAAASUVORK5CYII=', 'base64');

test('an administrator publishes, edits and deletes a notice; a visitor reads it', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const { token } = await e2eKit(request).make.admin(E2E_ADMIN);
  const adminContext = await signedInContext(browser, baseURL!, token);
  const visitorContext = await signedInContext(browser, baseURL!);
  const admin = await adminContext.newPage();
  const visitor = await visitorContext.newPage();
  const stamp = Date.now().toString(36);
  const title = `설 연휴 배송 안내 ${stamp}`;
  const editedTitle = `설 연휴 배송 안내 (수정) ${stamp}`;

  // Publish: title, image, rich text (a heading and a bold word through the toolbar).
  await admin.goto('/admin/notice/create');
  await expect(admin.getByRole('heading', { name: '공지사항 등록' })).toBeVisible({ timeout: 30_000 });
  await admin.getByLabel('제목', { exact: true }).fill(title);
  await expect(admin.getByText(`${title.length}/200`)).toBeVisible();
  await admin.getByLabel('이미지 (선택)').setInputFiles({ name: '공지 사진 (1).png', mimeType: 'image/png', buffer: PNG_8X8 });
  await expect(admin.getByRole('img', { name: '공지 이미지 미리보기' })).toBeVisible();
  const editor = admin.getByRole('textbox', { name: '내용' });
  await editor.click();
  await editor.pressSequentially('배송 일정');
  await admin.getByRole('button', { name: '큰 제목' }).click();
  await editor.press('End');
  await editor.press('Enter');
  await admin.getByRole('button', { name: '굵게' }).click();
  await editor.pressSequentially('연휴에는 배송이 늦어요');
  await admin.getByRole('button', { name: '등록하기' }).click();
  await expect(admin.getByText(MSG.notice.created)).toBeVisible();
  await expect(admin).toHaveURL(/\/notice$/);

  // The list opens the detail; the server kept the heading, the bold text and the image.
  await admin.getByRole('link', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }).click();
  await expect(admin).toHaveURL(/\/notice\/detail\/\d+$/);
  const id = Number(/\/notice\/detail\/(\d+)$/.exec(admin.url())![1]);
  const stored = await noticeApi(e2eKit(request).api).get(id);
  expect(stored.body).toMatchObject({ title, imagePath: expect.stringMatching(/^notices\/\d+-\d{13}-[0-9a-f]{12}\.webp$/) });
  expect(stored.body.content).toMatch(/^<h2>배송 일정<\/h2><p><strong>연휴에는 배송이 늦어요<\/strong><\/p>/);

  // Edit: the stored image shows; a new title is saved and the list shows it.
  await admin.getByRole('link', { name: '수정' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/editNotice/${id}$`));
  await expect(admin.getByLabel('제목', { exact: true })).toHaveValue(title, { timeout: 30_000 });
  await expect(admin.getByRole('img', { name: '공지 이미지 미리보기' })).toBeVisible();
  await admin.getByLabel('제목', { exact: true }).fill(editedTitle);
  await admin.getByRole('button', { name: '수정하기' }).click();
  await expect(admin.getByText(MSG.notice.edited)).toBeVisible();
  await expect(admin).toHaveURL(/\/notice$/);
  await expect(admin.getByRole('link', { name: new RegExp(editedTitle.replace(/[()]/g, '\\$&')) })).toBeVisible();

  // A visitor (no account) reads it: list row, then badge, title, Korean long date, image, content; no admin buttons.
  await visitor.goto('/notice');
  await visitor.getByRole('link', { name: new RegExp(editedTitle.replace(/[()]/g, '\\$&')) }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: editedTitle })).toBeVisible();
  await expect(visitor.getByText(MSG.notice.badge, { exact: true })).toBeVisible();
  await expect(visitor.getByText(/^\d{4}년 \d{1,2}월 \d{1,2}일$/)).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: '배송 일정' })).toBeVisible();
  await expect(visitor.locator('.notice-content strong')).toHaveText('연휴에는 배송이 늦어요');
  const image = visitor.getByRole('img', { name: editedTitle });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(visitor.getByRole('button', { name: '삭제' })).toHaveCount(0);

  // Delete: the confirmation says it cannot be recovered; back on the list with the success message.
  await admin.goto(`/notice/detail/${id}`);
  await admin.getByRole('button', { name: '삭제' }).click();
  const dialog = admin.getByRole('dialog', { name: '공지사항 삭제' });
  await expect(dialog).toContainText('복구할 수 없습니다');
  await dialog.getByRole('button', { name: '삭제하기' }).click();
  await expect(admin).toHaveURL(/\/notice$/);
  await expect(admin.getByText(MSG.notice.deleted)).toBeVisible();
  await expect(admin.getByRole('link', { name: new RegExp(editedTitle.replace(/[()]/g, '\\$&')) })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByText(MSG.notice.notFound)).toBeVisible();
  await adminContext.close();
  await visitorContext.close();
});

test('a stored payload corpus runs nothing in a visitor browser', async ({ browser, baseURL, request }) => {
  const { api, make } = e2eKit(request);
  const { token } = await make.admin(E2E_ADMIN);
  const notice = await noticeApi(api).make(token, { content: NOTICE_XSS_CORPUS.join('') });
  const context = await signedInContext(browser, baseURL!);
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/notice/detail/${notice.id}`);
  await expect(page.getByRole('heading', { level: 1, name: notice.title })).toBeVisible({ timeout: 30_000 });
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  const unsafe = await page.locator('.notice-content').evaluate((root) =>
    Array.from(root.querySelectorAll('*')).flatMap((el) => [
      ...(['script', 'iframe', 'svg', 'style', 'meta', 'object', 'embed', 'form', 'base', 'link'].includes(el.tagName.toLowerCase()) ? [el.tagName] : []),
      ...Array.from(el.attributes)
        .filter((a) => /^on|^style$|^srcdoc$/i.test(a.name) || (/^(href|src)$/.test(a.name) && !/^https?:\/\//i.test(a.value)))
        .map((a) => `${el.tagName} ${a.name}`),
    ]),
  );
  expect(unsafe).toEqual([]);
  await context.close();
});

test('the notice pages have no serious or critical axe violation (list, detail, create and edit forms with the editor)', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { api, make } = e2eKit(request);
  const { token } = await make.admin(E2E_ADMIN);
  const notice = await noticeApi(api).make(token);
  const context = await signedInContext(browser, baseURL!, token);
  const page = await context.newPage();
  /** axe (WCAG 2.0/2.1 A and AA) on the page's main content: the notice feature's own markup. */
  const violations = async () =>
    (await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

  await page.goto('/notice');
  await expect(page.getByRole('link', { name: new RegExp(notice.title) })).toBeVisible({ timeout: 30_000 });
  expect(await violations()).toEqual([]);
  await page.goto(`/notice/detail/${notice.id}`);
  await expect(page.getByRole('button', { name: '삭제' })).toBeVisible({ timeout: 30_000 });
  expect(await violations()).toEqual([]);
  await page.goto('/admin/notice/create');
  await expect(page.getByRole('textbox', { name: '내용' })).toBeVisible({ timeout: 30_000 });
  expect(await violations()).toEqual([]);
  await page.goto(`/admin/editNotice/${notice.id}`);
  await expect(page.getByRole('textbox', { name: '내용' })).toBeVisible({ timeout: 30_000 });
  expect(await violations()).toEqual([]);
  await context.close();
});
