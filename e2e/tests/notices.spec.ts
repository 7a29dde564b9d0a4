import AxeBuilder from '@axe-core/playwright';
import { NOTICE_XSS_CORPUS, noticeApi } from '@babynews/testing';
import { e2eKit, signedInContext } from '../support/actors';
import { afterPaint, expect, test } from '../support/fixtures';
import { noticeJourney } from '../support/notice-journey';
import { E2E_ADMIN } from '../support/servers';

/**
 * Notices end to end (spec §2 notice screens, §4 notice flows, ARCHITECTURE §4.14), on SQLite and MariaDB:
 * an administrator publishes a notice with an image in the rich-text editor, edits it, a visitor reads
 * it in /notice and its detail, the administrator deletes it and is back on the list with the success
 * message (the journey is `noticeJourney`, also run with the admin remote on a second origin by
 * admin.spec.ts); a stored payload corpus runs nothing in a visitor's browser.
 */

test('an administrator publishes, edits and deletes a notice; a visitor reads it', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const { token } = await e2eKit(request).make.admin(E2E_ADMIN);
  const adminContext = await signedInContext(browser, baseURL!, token);
  const visitorContext = await signedInContext(browser, baseURL!);
  try {
    await noticeJourney(await adminContext.newPage(), await visitorContext.newPage());
  } finally {
    await adminContext.close();
    await visitorContext.close();
  }
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
  // Every image of the content has loaded or failed (an onerror payload would have run by now).
  await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLImageElement>('.notice-content img')).every((img) => img.complete));
  await afterPaint(page);
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
