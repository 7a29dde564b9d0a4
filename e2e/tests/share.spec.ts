import type { Browser } from '@playwright/test';
import { MSG } from '@babynews/contracts';
import { ownerWithNews, signedInContext } from '../support/actors';
import { expect, readClipboard, test } from '../support/fixtures';
import { E2E_KAKAO, serveKakaoStub } from '../support/kakao';

/**
 * KakaoTalk share in the browser at 360 × 740 (ARCHITECTURE "KakaoTalk share"): with the suite's test key
 * the news page's '카카오톡으로 공유' loads the (stub) SDK only on interaction, never with the page, and
 * sends a feed card naming the page's title, its card image and its link; a server without a key (the
 * page's inline config without `kakaoShare`) shows '공유하기', which opens the share sheet or copies the link.
 */
const PHONE = { width: 360, height: 740 };

async function relative(browser: Browser, baseURL: string) {
  const context = await signedInContext(browser, baseURL, undefined, { viewport: PHONE, permissions: ['clipboard-read', 'clipboard-write'] });
  return { context, fetched: await serveKakaoStub(context), page: await context.newPage() };
}

test('with a key: the SDK waits for the tap, then KakaoTalk gets the title, the card and the link', async ({ browser, baseURL, request }) => {
  const title = '콩이가 찾아왔어요 카톡';
  const { code } = await ownerWithNews(request, 'kshare', { title });
  const { context, fetched, page } = await relative(browser, baseURL!);
  await page.goto(`/event/${code}`);
  await page.waitForLoadState('load');
  const button = page.getByRole('button', { name: '카카오톡으로 공유' });
  await expect(button).toBeVisible();
  await page.waitForTimeout(500);
  expect(fetched, 'the SDK is never fetched with the page').toHaveLength(0);

  await button.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __kakaoShared?: unknown[] }).__kakaoShared?.length ?? 0)).toBe(1);
  expect(fetched).toHaveLength(1);
  const [shared] = await page.evaluate(
    () =>
      (
        window as unknown as {
          __kakaoShared: Array<{
            key: string;
            message: { content: { title: string; imageUrl: string; link: { webUrl: string } }; buttons: Array<{ title: string }> };
          }>;
        }
      ).__kakaoShared,
  );
  expect(shared!.key).toBe(E2E_KAKAO.jsKey);
  expect(shared!.message.content.title).toBe(title);
  expect(shared!.message.content.link.webUrl).toBe(`${baseURL}/event/${code}`);
  expect(shared!.message.buttons[0]!.title).toBe('소식 보기');
  const image = shared!.message.content.imageUrl;
  expect(image).toMatch(/^https?:\/\//);
  // the card the message shows is an image the server answers
  const card = await request.get(image);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toMatch(/^image\//);
  await context.close();
});

test('with a key, my page keeps to a 360 px screen: the invite card wraps its buttons', async ({ browser, baseURL, request }) => {
  const owner = await ownerWithNews(request, 'kmine');
  const context = await signedInContext(browser, baseURL!, owner.token, { viewport: PHONE });
  await serveKakaoStub(context);
  const page = await context.newPage();
  await page.goto('/user/mypage');
  await expect(page.getByRole('button', { name: '카카오톡으로 공유' })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});

test('without a key: 공유하기 opens the share sheet, else copies the link', async ({ browser, baseURL, request }) => {
  const { code } = await ownerWithNews(request, 'nshare');
  const { context, fetched, page } = await relative(browser, baseURL!);
  // a server without KAKAO_JS_KEY: the same page with `kakaoShare: null` in its inline config
  await page.route(`**/event/${code}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/"kakaoShare":\{[^}]*\}/, '"kakaoShare":null');
    await route.fulfill({ response, body });
  });
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { __shared: unknown[] }).__shared = shared;
    Object.defineProperty(navigator, 'share', { configurable: true, value: (data: unknown) => (shared.push(data), Promise.resolve()) });
  });
  await page.goto(`/event/${code}`);
  await page.getByRole('button', { name: '공유하기' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: Array<{ url: string }> }).__shared.map((s) => s.url)))
    .toEqual([`${baseURL}/event/${code}`]);

  // no share sheet: the link is copied
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
  await page.getByRole('button', { name: '공유하기' }).click();
  await expect(page.getByText(MSG.event.linkCopied)).toBeVisible();
  expect(await readClipboard(page)).toBe(`${baseURL}/event/${code}`);
  expect(fetched).toHaveLength(0);
  await context.close();
});
