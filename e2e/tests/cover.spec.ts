import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { COVER_MSG, MSG, type SavedEventSummary } from '@babynews/contracts';
import { acceptDialogs, ownerWithNews, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';

/**
 * The cover photo and the link card in the browser at 360 × 740 (ARCHITECTURE "Cover photo and link
 * card"): the parent picks a cover in the manage page's news form, it is uploaded through the signed form
 * and saved; the news page shows the server's variant at the top of the card with its width and height
 * (in the server's HTML already); the page's og:image names its own card, a PNG of 1200 × 630 that loads;
 * removing the cover takes it off the page.
 */

const PHONE = { width: 360, height: 740 };
const PHOTO = readFileSync(resolve(__dirname, '../../apps/shell/public/og-default.png'));
const TITLE = '봄이가 찾아왔어요';

test('cover photo: the parent adds it in the manage page, the news page shows it with its size, and og:image is a PNG that loads', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000); // the manage page, an upload with its variant, the news page and its card
  const { token, code } = await ownerWithNews(request, 'cover', { title: TITLE });
  const context = await signedInContext(browser, baseURL!, token, { viewport: PHONE });
  const page = await context.newPage();
  acceptDialogs(page);

  // ---- the parent picks a cover in '소식 정보 수정' and saves: signed upload, then the update with coverPath
  await page.goto(`/event/manage/${code}`);
  const picker = page.getByLabel(COVER_MSG.label);
  await expect(picker).toBeAttached({ timeout: 30_000 });
  await picker.setInputFiles({ name: '초음파 사진.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('img', { name: '선택한 이미지 미리보기' })).toBeVisible();
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/uploads/local') && r.request().method() === 'POST');
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/event/update/${code}`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: '저장하기' }).click();
  const stored = (await (await uploaded).json()) as { path: string };
  expect(stored.path).toMatch(/^wish\/.+\.webp$/);
  const update = await saved;
  expect(update.request().postDataJSON()).toMatchObject({ coverPath: stored.path });
  expect(update.status()).toBe(200);
  const cover = ((await update.json()) as SavedEventSummary).coverImage!;
  expect(cover.width).toBeLessThanOrEqual(800);
  await expect(page.getByText(MSG.event.updated)).toBeVisible();
  // The form now shows the saved variant.
  await expect(page.getByRole('img', { name: '선택한 이미지 미리보기' })).toHaveAttribute('src', cover.url);

  // ---- the news page: the variant at the top of the card, with its size, loaded
  const html = await (await request.get(`/event/${code}`)).text();
  expect(html).toContain(`<figure class="news__cover"><img src="${cover.url}" width="${cover.width}" height="${cover.height}"`);
  await page.goto(`/event/${code}`);
  const img = page.getByRole('img', { name: `${TITLE} 표지 사진` });
  await expect(img).toBeVisible();
  await expect(img).toHaveAttribute('width', String(cover.width));
  await expect(img).toHaveAttribute('height', String(cover.height));
  await expect(img).not.toHaveAttribute('loading', /.*/);
  expect(await img.evaluate((el: HTMLImageElement) => el.fetchPriority)).toBe('high');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBe(cover.width);
  const box = (await img.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(PHONE.width);
  const title = (await page.locator('#news-title').boundingBox())!;
  expect(title.y).toBeGreaterThan(box.y); // the photo sits above the title, which stays on the first screen
  expect(title.y + title.height).toBeLessThanOrEqual(PHONE.height);

  // ---- og:image names the page's own card: a 1200 × 630 PNG that loads
  const og = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(og).toMatch(new RegExp(`/api/event/card/${code}\\.png\\?v=[0-9a-f]{16}$`));
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', COVER_MSG.cardAlt(TITLE));
  const card = await request.get(og!);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
  expect(card.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const png = await card.body();
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  // The browser decodes it too.
  const decoded = await page.evaluate(async (url) => {
    const picture = new Image();
    picture.src = url;
    await picture.decode();
    return [picture.naturalWidth, picture.naturalHeight];
  }, og!);
  expect(decoded).toEqual([1200, 630]);

  // ---- the parent removes the cover: the news page has none, and its card is another
  await page.goto(`/event/manage/${code}`);
  await expect(page.getByRole('img', { name: '선택한 이미지 미리보기' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '이미지 삭제' }).click();
  const removed = page.waitForResponse((r) => r.url().endsWith(`/api/event/update/${code}`) && r.request().method() === 'PUT');
  await page.getByRole('button', { name: '저장하기' }).click();
  expect(((await (await removed).json()) as SavedEventSummary).coverImage).toBeNull();
  await page.goto(`/event/${code}`);
  await expect(page.locator('#news-title')).toBeVisible();
  await expect(page.locator('.news__cover')).toHaveCount(0);
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).not.toBe(og);

  await context.close();
});
