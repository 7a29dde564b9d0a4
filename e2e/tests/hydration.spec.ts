import type { Browser, Page } from '@playwright/test';
import { noticeApi } from '@babynews/testing';
import { e2eKit, ownerWithNews, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';
import { E2E_ADMIN } from '../support/servers';

/**
 * The browser adopts the markup the server rendered into #root (`hydrateRoot`, ARCHITECTURE "How a
 * first visit travels"): the same nodes stay, React's handlers come to them, and React reports no
 * mismatch. A phone-sized screen, as a relative's.
 */

const PHONE = { viewport: { width: 360, height: 740 } };

/** Every console error or warning and uncaught error of `page` from now on, as text. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Every stylesheet `page` fetches from now on (paths). A page painted from the HTML carries its styles
 * inline, each with a disabled link the bundles' CSS loaders take as loaded: hydrating it fetches none
 * of those again (`refetchedInline`). A lazy chunk's own stylesheet (a modal's, say) may still come.
 */
function watchStylesheets(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}

/** The stylesheets of `fetched` that the server had inlined into the page (its disabled links). */
async function refetchedInline(page: Page, fetched: string[]): Promise<string[]> {
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet][disabled]')].map((l) => new URL(l.href).pathname),
  );
  expect(inline.length).toBeGreaterThan(0);
  return fetched.filter((path) => inline.includes(path));
}

/** Keeps the server's `<h1>` (before any script runs) to compare with the one React ends up with. */
async function keepServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('#root h1');
    });
  });
}

/** True once React has hydrated the `<h1>` the server sent (the same node, now carrying React's fiber). */
function adoptedHeading(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const kept = (window as unknown as { serverHeading: Element | null }).serverHeading;
    const now = document.querySelector('#root h1');
    return kept !== null && kept === now && Object.keys(now).some((key) => key.startsWith('__reactFiber'));
  });
}

for (const path of ['/', '/about', '/terms-of-use', '/privacy-policy', '/notice']) {
  test(`hydration: ${path} is adopted as the server rendered it, without a console error or warning`, async ({ browser, baseURL }) => {
    const context = await signedInContext(browser, baseURL!, undefined, PHONE);
    const visit = await context.newPage();
    const problems = watchConsole(visit);
    const stylesheets = watchStylesheets(visit);
    await keepServerHeading(visit);
    await visit.goto(path);
    await expect.poll(() => adoptedHeading(visit)).toBe(true);
    expect(await refetchedInline(visit, stylesheets)).toEqual([]);
    // the header is React's: its menu opens the side menu
    await visit.getByRole('button', { name: '메뉴 열기' }).click();
    await expect(visit.getByRole('dialog')).toBeVisible();
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('hydration: a notice is rendered on the server and adopted as it is; its links then carry the browser pass', async ({ browser, baseURL, request }) => {
  const { api, make } = e2eKit(request);
  const { token } = await make.admin(E2E_ADMIN);
  const notice = await noticeApi(api).make(token, {
    title: '연휴 배송 안내',
    content: '<p>자세한 내용은 <a href="https://example.com/a">안내 글</a>을 보세요.</p>',
  });
  const context = await signedInContext(browser, baseURL!, undefined, PHONE);
  const visit = await context.newPage();
  const problems = watchConsole(visit);
  await keepServerHeading(visit);
  await visit.goto(`/notice/detail/${notice.id}`);
  await expect.poll(() => adoptedHeading(visit)).toBe(true);
  await expect(visit).toHaveTitle('연휴 배송 안내 | 아기소식');
  await expect(visit.getByRole('link', { name: '안내 글' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await visit.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(visit.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('hydration: a signed-in member’s landing is adopted as a visitor’s, then shows their header', async ({ browser, baseURL, page }) => {
  const { token } = await ownerWithNews(page.request, 'hyd');
  const context = await signedInContext(browser, baseURL!, token, PHONE);
  const visit = await context.newPage();
  const problems = watchConsole(visit);
  await keepServerHeading(visit);
  await visit.goto('/');
  await expect(visit.getByRole('link', { name: 'MYPAGE' })).toBeVisible();
  await expect(visit.getByRole('link', { name: 'LOGIN' })).toHaveCount(0);
  await expect.poll(() => adoptedHeading(visit)).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});

test('hydration: my page is rendered on the server for its member and adopted as it is, without a console error or warning', async ({
  browser,
  baseURL,
  page,
}) => {
  const { token } = await ownerWithNews(page.request, 'hydm', { title: '콩이가 찾아왔어요' });
  const context = await signedInContext(browser, baseURL!, token, PHONE);
  // the session cookie the sign-in answer sets (HttpOnly): the server renders my page for its member
  await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);
  const visit = await context.newPage();
  const problems = watchConsole(visit);
  await keepServerHeading(visit);
  await visit.goto('/user/mypage');
  // in the HTML already: the member's header and news, before any script has run
  const served = await visit.evaluate(() => (window as unknown as { serverHeading: Element | null }).serverHeading?.textContent);
  expect(served).toMatch(/님, 안녕하세요$/);
  await expect(visit.getByRole('heading', { level: 2, name: '콩이가 찾아왔어요' })).toBeVisible();
  await expect.poll(() => adoptedHeading(visit)).toBe(true);
  await expect(visit.getByRole('link', { name: 'MYPAGE' })).toBeVisible();
  await visit.getByRole('button', { name: '메뉴 열기' }).click();
  await expect(visit.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

/** A news page with a quiz and two wishes, one reserved: what a relative opens from the link. */
async function newsWithGiftsAndQuiz(page: Page) {
  const owner = await ownerWithNews(page.request, 'hydn', { title: '콩이가 찾아왔어요', description: '봄에 만나요' });
  const kit = e2eKit(page.request);
  await kit.make.quiz(owner);
  await kit.make.wish(owner, { title: '아기 손수건' });
  await kit.make.reservedWish(owner, { wish: { title: '딸랑이 세트' } });
  return owner;
}

for (const [name, path, heading] of [
  ['the news page', (code: string) => `/event/${code}`, '콩이가 찾아왔어요'],
  ['the wish list', (code: string) => `/event/wishList/${code}`, '출산 준비물 선물 리스트'],
] as const) {
  test(`hydration: ${name} is adopted as the server rendered it, without a console error or warning`, async ({ browser, baseURL, page }) => {
    const { code } = await newsWithGiftsAndQuiz(page);
    const context = await signedInContext(browser, baseURL!, undefined, { ...PHONE, reducedMotion: 'reduce' });
    const visit = await context.newPage();
    const problems = watchConsole(visit);
    const stylesheets = watchStylesheets(visit);
    await keepServerHeading(visit);
    await visit.goto(path(code));
    await expect(visit.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect.poll(() => adoptedHeading(visit)).toBe(true);
    expect(await refetchedInline(visit, stylesheets)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
}

/**
 * Holds back every file of the guest remote (its manifest, entry and the page's chunks) until the
 * returned function is called, so the page's markup is on screen without its handlers.
 */
async function holdGuestRemote(visit: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await visit.route('**/remotes/guest/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A relative's phone opening `path(code)` of a fresh news page (`newsWithGiftsAndQuiz`) while the guest
 * remote's files are held back (`holdGuestRemote`): the page's markup is on screen without its handlers
 * until `release()`. With `keepHeading`, the server's `<h1>` is kept to compare (`keepServerHeading`).
 */
async function openWhileHeld(browser: Browser, baseURL: string, page: Page, path: (code: string) => string, { keepHeading = false } = {}) {
  const { code } = await newsWithGiftsAndQuiz(page);
  const context = await signedInContext(browser, baseURL, undefined, { ...PHONE, reducedMotion: 'reduce' });
  const visit = await context.newPage();
  if (keepHeading) await keepServerHeading(visit);
  const release = await holdGuestRemote(visit);
  await visit.goto(path(code));
  return { code, context, visit, release };
}

test('hydration: a tap on ‘선물 예약하기’ made before the page’s chunk arrived opens the reservation once the page hydrates', async ({
  browser,
  baseURL,
  page,
}) => {
  const { context, visit, release } = await openWhileHeld(browser, baseURL!, page, (code) => `/event/wishList/${code}`);
  await visit.getByRole('button', { name: '아기 손수건 선물 예약하기' }).click();
  await expect(visit.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(visit.getByRole('dialog', { name: '선물 예약하기' })).toBeVisible();
  await context.close();
});

test('hydration: a tap on ‘선물 리스트 보기’ made before the page’s chunk arrived opens the wish list', async ({ browser, baseURL, page }) => {
  const { code, context, visit, release } = await openWhileHeld(browser, baseURL!, page, (code) => `/event/${code}`);
  // a link works as a plain link while nothing listens: the browser loads the wish list's HTML
  await visit.getByRole('link', { name: '선물 리스트 보기' }).click();
  await expect(visit).toHaveURL(new RegExp(`/event/wishList/${code}$`));
  await expect(visit.getByRole('heading', { level: 1, name: '출산 준비물 선물 리스트' })).toBeVisible();
  release();
  await expect(visit.getByRole('button', { name: '아기 손수건 선물 예약하기' })).toBeVisible();
  await context.close();
});

test('hydration: a relative who scrolled down before the page hydrated stays where they are', async ({ browser, baseURL, page }) => {
  const { context, visit, release } = await openWhileHeld(browser, baseURL!, page, (code) => `/event/wishList/${code}`);
  await visit.getByRole('button', { name: '아기 손수건 선물 예약하기' }).scrollIntoViewIfNeeded();
  await visit.mouse.wheel(0, 400);
  await expect.poll(() => visit.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await visit.evaluate(() => window.scrollY);
  release();
  await visit.waitForFunction(() => (window as unknown as { bnHydrated?: boolean }).bnHydrated === true);
  // the layout scrolls to the top on a new path, never on the page the visitor is already reading
  expect(await visit.evaluate(() => window.scrollY)).toBe(scrolled);
  await context.close();
});

test('hydration: a quiz option chosen before the page’s chunk arrived stays chosen once the page hydrates', async ({ browser, baseURL, page }) => {
  const { context, visit, release } = await openWhileHeld(browser, baseURL!, page, (code) => `/event/${code}`, { keepHeading: true });
  await visit.getByText('복덩이').click();
  release();
  await expect.poll(() => adoptedHeading(visit)).toBe(true);
  await expect(visit.getByRole('radio', { name: '복덩이' })).toBeChecked();
  // the page itself knows the answer: it moves on to the contact step
  await visit.getByRole('button', { name: '다음' }).click();
  await expect(visit.getByRole('button', { name: '제출하기' })).toBeVisible();
  await context.close();
});

test('hydration: a returning relative’s page is adopted as a newcomer’s, then shows what this browser remembers', async ({ browser, baseURL, page }) => {
  const owner = await newsWithGiftsAndQuiz(page);
  const { wish } = await e2eKit(page.request).make.reservedWish(owner, { wish: { title: '아기 모빌' } });
  const reservationId = 'r-kept-by-this-browser';
  const context = await signedInContext(browser, baseURL!, undefined, { ...PHONE, reducedMotion: 'reduce' });
  // what this browser kept from earlier visits: the quiz was sent, and a reservation's id
  await context.addInitScript(
    ({ code, wishId, id }) => {
      localStorage.setItem(`quiz_submitted_${code}`, 'true');
      localStorage.setItem(`my_reservations_${code}`, JSON.stringify({ [wishId]: [id] }));
    },
    { code: owner.code, wishId: wish.id, id: reservationId },
  );
  const visit = await context.newPage();
  const problems = watchConsole(visit);
  await visit.goto(`/event/${owner.code}`);
  await expect(visit.getByRole('heading', { name: '퀴즈 제출 완료' })).toBeVisible();
  await visit.goto(`/event/wishList/${owner.code}`);
  await expect(visit.getByRole('link', { name: '아기 모빌 예약 확인하기' })).toHaveAttribute('href', new RegExp(`reservation=${reservationId}$`));
  expect(problems).toEqual([]);
  await context.close();
});
