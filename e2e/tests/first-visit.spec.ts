import type { BrowserContext, Page } from '@playwright/test';
import { reserveBody } from '@babynews/testing';
import { e2eKit, ownerWithNews, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';

/**
 * A relative's first visit (ARCHITECTURE §1 "first visit"): the news page's words are in the HTML
 * (a crawler or a phone without scripts reads them, escaped), React adopts the page without moving
 * anything, and the inline data the HTML carried gives way to the live read.
 */

/** Records, from the page's first paint on, every layout shift not caused by input (read with layoutShiftTotal). */
async function recordLayoutShifts(visit: Page): Promise<void> {
  await visit.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts recordLayoutShifts saw (the page's CLS so far). */
function layoutShiftTotal(visit: Page): Promise<number> {
  return visit.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, v) => sum + v, 0));
}

test('first visit: without JavaScript the news page shows its title, host and description as escaped text', async ({ browser, baseURL, page }) => {
  const title = '<script>alert("콩이")</script> 우리 아기';
  const description = '<b>봄</b>에 만나요';
  const { member, code } = await ownerWithNews(page.request, 'fvc', { title, description });
  const crawler = await signedInContext(browser, baseURL!, undefined, { javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const visit = await crawler.newPage();
  await visit.goto(`/event/${code}`);
  await expect(visit.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visit.getByText(`${member.displayName}님의 소식`)).toBeVisible();
  await expect(visit.getByText(description)).toBeVisible();
  await crawler.close();
});

test('first visit: React adopts the news page in place — nothing shifts', async ({ browser, baseURL, page }) => {
  const { code } = await ownerWithNews(page.request, 'fvs', { title: '콩이가 찾아왔어요' });
  const context = await signedInContext(browser, baseURL!, undefined, { viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  const visit = await context.newPage();
  await recordLayoutShifts(visit);
  await visit.goto(`/event/${code}`);
  // the page is React's (its card carries React's fiber once hydrated) and the server's words stay put
  await expect(visit.getByRole('link', { name: /선물 리스트/ }).first()).toBeVisible();
  await expect.poll(() => visit.locator('#root .news__card').evaluate((card) => Object.keys(card).some((key) => key.startsWith('__reactFiber')))).toBe(true);
  await expect(visit.getByRole('heading', { level: 1, name: '콩이가 찾아왔어요' })).toBeVisible();
  // the title the server sent (named after the news page) stays once React has taken over
  await expect(visit).toHaveTitle('콩이가 찾아왔어요 | 아기소식');
  expect(await layoutShiftTotal(visit)).toBeLessThanOrEqual(0.05);
  // the scripts were only asked for once the page's words were on screen
  const { paint, entry } = await visit.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    entry: performance.getEntriesByType('resource').find((r) => /\/main\.[0-9a-f]+\.js$/.test(r.name))?.startTime,
  }));
  expect(paint).toBeGreaterThan(0);
  expect(entry).toBeGreaterThan(paint!);
  await context.close();
});

test('first visit: my page is rendered on the server for its member only, and hydrates without a shift', async ({ browser, baseURL, page }) => {
  const title = '<b>콩이</b> 소식';
  const { member, token } = await ownerWithNews(page.request, 'fvm', { title });
  // the session cookie as the browser keeps it: set by the sign-in answer itself (HttpOnly, no script writes it)
  const signIn = async (context: BrowserContext) => {
    const res = await context.request.post('/api/loginProc', { form: { username: member.username, password: member.password } });
    expect(res.status()).toBe(200);
    const cookie = (await context.cookies()).find((c) => c.name === 'token');
    expect(cookie).toMatchObject({ value: ((await res.json()) as { accessToken: string }).accessToken, httpOnly: true, sameSite: 'Lax', path: '/' });
  };
  const greeting = `${member.displayName}님, 안녕하세요`;

  const noScript = await signedInContext(browser, baseURL!, undefined, { javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  await signIn(noScript);
  const painted = await noScript.newPage();
  const response = await painted.goto('/user/mypage');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(painted.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
  await expect(painted.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(painted.getByRole('img', { name: '초대 링크 QR 코드' })).toBeVisible();
  await noScript.close();

  // without the member's cookie nothing of theirs is in the page
  const stranger = await signedInContext(browser, baseURL!, undefined, { javaScriptEnabled: false });
  const plain = await (await stranger.newPage()).goto('/user/mypage');
  const body = await plain!.text();
  expect(body).not.toContain(member.displayName);
  expect(body).not.toContain('콩이');
  await stranger.close();

  const context = await signedInContext(browser, baseURL!, token, { viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });
  await signIn(context);
  const visit = await context.newPage();
  await recordLayoutShifts(visit);
  await visit.goto('/user/mypage');
  // the page as rendered on the server, the QR code made there included, then live without a shift
  await expect(visit.getByRole('button', { name: '로그아웃' })).toBeVisible();
  await expect(visit.getByRole('img', { name: '초대 링크 QR 코드' })).toBeVisible();
  await expect(visit.getByRole('link', { name: 'QR 코드 이미지 저장' })).toHaveAttribute('href', /^data:image\/png;base64,/);
  expect(await layoutShiftTotal(visit)).toBeLessThanOrEqual(0.05);
  await context.close();
});

test('first visit: a wish reserved after the HTML was sent shows as reserved after the live refresh', async ({ page }) => {
  const { token, code } = await ownerWithNews(page.request, 'fvr');
  const kit = e2eKit(page.request);
  const { id } = await kit.make.wish({ token, code }, { title: '아기 손수건' });
  let staleHtml = '';
  await page.route(`**/event/wishList/${code}`, async (route) => {
    staleHtml = await (await route.fetch()).text();
    // a relative reserves between the HTML leaving the server and the page's own read
    expect((await kit.api.reserve(id, reserveBody(code))).status).toBe(201);
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: staleHtml });
  });
  await page.goto(`/event/wishList/${code}`);
  expect(staleHtml).toContain('"isReserved":false');
  const card = page.getByRole('article', { name: '아기 손수건' });
  await expect(card.getByText('예약 완료')).toBeVisible();
  await expect(card.getByRole('button', { name: '아기 손수건 선물 예약하기' })).toHaveCount(0);
});
