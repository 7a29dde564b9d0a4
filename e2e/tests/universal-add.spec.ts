import { LINK_PREVIEW_MSG } from '@babynews/contracts';
import { acceptDialogs, ownerWithNews, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';
import { productPageUrl } from '../support/product-pages';

/**
 * '링크로 채우기' in the browser at 360 × 740 (ARCHITECTURE "Universal add"): the parent pastes the link of
 * a saved product page (served on 127.0.0.1, reachable through LINK_FETCH_ALLOW), taps '링크로 채우기',
 * and the form fills the title, the price and the picture (the server's WebP, shown and loaded); the
 * parent edits the title and adds the wish, which the list then shows with that price and picture.
 */

const PHONE = { width: 360, height: 740 };

test('adding a wish from a saved product page fills title, price and picture', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000); // the editor's chunk, a page fetch and a picture re-encoded on the server
  const { token, code } = await ownerWithNews(request, 'uadd');
  const context = await signedInContext(browser, baseURL!, token, { viewport: PHONE });
  const page = await context.newPage();
  acceptDialogs(page);

  await page.goto(`/event/editWishList/${code}`);
  await page.getByRole('button', { name: '위시리스트 추가' }).click();
  const form = page.getByRole('form', { name: '위시리스트 추가' });
  const link = productPageUrl('coupang-like.html');
  await form.getByLabel('상품 링크').fill(link);

  const answered = page.waitForResponse((r) => r.url().endsWith('/api/wish/linkPreview') && r.request().method() === 'POST');
  await form.getByRole('button', { name: LINK_PREVIEW_MSG.action }).click();
  expect((await answered).status()).toBe(200);
  await expect(form.getByText(LINK_PREVIEW_MSG.filled)).toBeVisible();
  await expect(form.getByLabel('제목')).toHaveValue('스와들업 오리지널 M 사이즈 & 속싸개');
  await expect(form.getByLabel('가격 (원)')).toHaveValue('39,900');
  const preview = form.getByRole('img');
  await expect(preview).toHaveAttribute('src', /\/wish\/\d+-\d{13}-[0-9a-f]{12}\.webp$/);
  await expect.poll(() => preview.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBe(2000);

  // Each field stays editable: the parent shortens the title before adding.
  await form.getByLabel('제목').fill('스와들업 M');
  const created = page.waitForResponse((r) => r.url().endsWith(`/api/wish/create/${code}`));
  await form.getByRole('button', { name: '추가하기' }).click();
  const wish = (await (await created).json()) as { title: string; price: number; link: string; imagePath: string; imageUrl: string };
  expect(wish).toMatchObject({ title: '스와들업 M', price: 39900, link });
  expect(wish.imagePath).toMatch(/^wish\/\d+-\d{13}-[0-9a-f]{12}\.webp$/);

  const item = page.getByRole('listitem').filter({ hasText: '스와들업 M' });
  await expect(item).toBeVisible();
  await expect(item.getByText('39,900원')).toBeVisible();
  const thumb = item.getByRole('img', { name: '스와들업 M 이미지' });
  await expect(thumb).toHaveAttribute('src', wish.imageUrl);
  await expect.poll(() => thumb.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
  await context.close();
});
