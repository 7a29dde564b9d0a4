import type { Browser, Page } from '@playwright/test';
import { LIMITS } from '@babynews/contracts';
import { noticeApi } from '@babynews/testing';
import { e2eKit, signedInContext } from '../support/actors';
import { expectNoSeriousViolation } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { E2E_ADMIN } from '../support/servers';

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) on the pages of spec §2 with their data in place: no
 * serious or critical violation. Every page also has its own Korean <title>, `lang="ko"` and a
 * main landmark.
 */

/** Runs axe on `page` and fails with a readable list of the serious and critical violations. */
async function expectAccessible(page: Page, what: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('main').first()).toBeAttached();
  const title = await page.title();
  expect(title, `${what}: Korean page title`).toMatch(/[가-힣]/);
  await expectNoSeriousViolation(page, what);
}

/**
 * Waits until nothing on screen is still moving: every item of a scroll-reveal list in the viewport
 * has been shown and every finite CSS animation or transition has finished (infinite ones, such as
 * a spinner, are left running). axe then sees the page as a visitor does once it settles.
 */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const inView = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight * 0.9;
    };
    const waiting = Array.from(document.querySelectorAll('[data-reveal="hidden"]')).some(inView);
    const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    return !waiting && !moving;
  });
}

async function open(browser: Browser, baseURL: string, path: string, token?: string, viewport = { width: 1280, height: 800 }, clock = false) {
  const context = await signedInContext(browser, baseURL, token, { viewport });
  const page = await context.newPage();
  if (clock) await page.clock.install();
  await page.goto(path);
  return { page, close: () => context.close() };
}

test.describe('accessibility (axe: no serious or critical violation)', () => {
  test.describe.configure({ timeout: 180_000 }); // several pages per test, axe on a busy machine
  test('/ at 360 × 740 and 1280 × 800', async ({ browser, baseURL }) => {
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      const { page, close } = await open(browser, baseURL!, '/', undefined, viewport);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, `/ ${viewport.width}px`);
      await close();
    }
  });

  test('/user/login and /user/register', async ({ browser, baseURL }) => {
    const { page, close } = await open(browser, baseURL!, '/user/login');
    await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
    await expectAccessible(page, '/user/login');
    await page.goto('/user/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await expectAccessible(page, '/user/register');
    await close();
  });

  test('/user/mypage of a member with news', async ({ browser, baseURL, request }) => {
    const owner = await e2eKit(request).make.ownerWithNews({ prefix: 'a11y' });
    const { page, close } = await open(browser, baseURL!, '/user/mypage', owner.token);
    await expect(page.getByText(owner.news.title)).toBeVisible();
    await expectAccessible(page, '/user/mypage');
    await close();
  });

  test('/event/{code}, /event/wishList/{code} and /event/wishReserved/{id}', async ({ browser, baseURL, request }) => {
    const { make } = e2eKit(request);
    const owner = await make.ownerWithNews({ prefix: 'a11yev' });
    await make.wish(owner);
    const reserved = await make.reservedWish(owner);
    await make.quiz(owner);

    // The page's clock is Playwright's, so the title popup (gone at 4.5 s) and the confetti (3.5 s)
    // are run to their end at once instead of waited for.
    const { page, close } = await open(browser, baseURL!, `/event/${owner.code}`, undefined, undefined, true);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.clock.runFor(Math.max(LIMITS.titlePopupHideMs, LIMITS.confettiMs) + 100);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('.news__confetti')).toHaveCount(0);
    await settled(page);
    await expectAccessible(page, '/event/{code}');

    await page.goto(`/event/wishList/${owner.code}`);
    await expect(page.getByText(reserved.wish.title).first()).toBeVisible();
    await settled(page); // items fade in on scroll
    await expectAccessible(page, '/event/wishList/{code}');

    await page.goto(`/event/wishReserved/${reserved.wish.id}?code=${owner.code}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, '/event/wishReserved/{id}');
    await close();
  });

  test('/notice, /notice/detail/{id}, /terms-of-use and /privacy-policy', async ({ browser, baseURL, request }) => {
    const kit = e2eKit(request);
    const { token } = await kit.make.admin(E2E_ADMIN);
    const notice = await noticeApi(kit.api).make(token);
    const { page, close } = await open(browser, baseURL!, '/notice');
    await expect(page.getByRole('link', { name: new RegExp(notice.title) })).toBeVisible();
    await expectAccessible(page, '/notice');
    await page.goto(`/notice/detail/${notice.id}`);
    await expect(page.getByRole('heading', { name: notice.title })).toBeVisible();
    await expectAccessible(page, '/notice/detail/{id}');
    await page.goto('/terms-of-use');
    await expect(page.getByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
    await expectAccessible(page, '/terms-of-use');
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: '개인정보처리방침' })).toBeVisible();
    await expectAccessible(page, '/privacy-policy');
    await close();
  });

  test('/admin signed in as the administrator', async ({ browser, baseURL, request }) => {
    const { token } = await e2eKit(request).make.admin(E2E_ADMIN);
    const { page, close } = await open(browser, baseURL!, '/admin', token);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/불러오는 중입니다/)).toHaveCount(0); // statistics and the sign-up chart loaded
    await settled(page);
    await expectAccessible(page, '/admin');
    await close();
  });
});
