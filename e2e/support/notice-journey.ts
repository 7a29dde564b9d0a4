import type { Page } from '@playwright/test';
import { MSG } from '@babynews/contracts';
import { noticeApi } from '@babynews/testing';
import { e2eKit } from './actors';
import { expect } from './fixtures';

/** An 8×8 PNG (the browser converts it to WebP before the upload). */
const PNG_8X8 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGP4v2ALVsQwtCQAMe6UweKwwCUAAAAASUVORK5CYII=', 'base64');

/** `text` as a RegExp source matching it literally (notice titles hold parentheses). */
const literal = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * The notice journey of spec §2 and §4 (ARCHITECTURE §4.14): on `admin` (a page of a context signed in
 * as an administrator, whichever way) the administrator publishes a notice with an image in the
 * rich-text editor, edits its title, and finally deletes it (the 'cannot be recovered' confirmation,
 * back on /notice with the success message); in between, `visitor` (a page of a context without a
 * token, on the same origin) reads it in /notice and its detail (badge, Korean long date, image,
 * markup, no admin buttons) and, after the deletion, gets '공지사항을 찾을 수 없습니다.'. The stored
 * notice is checked through the public API of the admin page's own origin (its context's baseURL).
 * @returns the notice's id (deleted by then).
 */
export async function noticeJourney(admin: Page, visitor: Page): Promise<number> {
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
  await admin.getByRole('link', { name: literal(title) }).click();
  await expect(admin).toHaveURL(/\/notice\/detail\/\d+$/);
  // the tab is named after the notice once it is read (the route's generic title before)
  await expect(admin).toHaveTitle(`${title} | 아기소식`);
  const id = Number(/\/notice\/detail\/(\d+)$/.exec(admin.url())![1]);
  const stored = await noticeApi(e2eKit(admin.context().request).api).get(id);
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
  await expect(admin.getByRole('link', { name: literal(editedTitle) })).toBeVisible();

  // A visitor (no account) reads it: list row, then badge, title, Korean long date, image, content; no admin buttons.
  await visitor.goto('/notice');
  await visitor.getByRole('link', { name: literal(editedTitle) }).click();
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
  await expect(admin.getByRole('link', { name: literal(editedTitle) })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByText(MSG.notice.notFound)).toBeVisible();
  return id;
}
