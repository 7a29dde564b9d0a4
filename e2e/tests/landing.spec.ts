import type { APIRequestContext, Page } from '@playwright/test';
import { DAY_MS, seoulDayStart, type PresignResponse } from '@babynews/contracts';
import { expectStatus, siteApi, uploadForm } from '@babynews/testing';
import { e2eKit, signedInContext } from '../support/actors';
import { afterPaint, expect, test } from '../support/fixtures';
import { E2E_ADMIN, E2E_OPERATOR } from '../support/servers';

/**
 * Landing `/` (spec §1, §2, §9; ARCHITECTURE §4.16), the home popup, the legal pages and the
 * header/sidebar, at 360 × 740 (phone) and 1280 × 800 (desktop).
 */

/** A 1 × 1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

async function adminKit(request: APIRequestContext) {
  const kit = e2eKit(request);
  const { token } = await kit.make.admin(E2E_ADMIN);
  return { token, site: siteApi(kit.api) };
}

/** Presigns `requested` as the administrator and POSTs a PNG with the signed form (ARCHITECTURE §4.11) → the stored path. */
async function upload(request: APIRequestContext, token: string, requested: string): Promise<string> {
  const signed = await request.post('/api/s3/getPreSignedUrl', { headers: { authorization: `Bearer ${token}` }, data: { path: requested, size: PNG.length } });
  expect(signed.status()).toBe(200);
  const body = (await signed.json()) as PresignResponse;
  const post = await request.post(body.url, { multipart: uploadForm(body, PNG) });
  expect(post.ok()).toBe(true);
  return body.path;
}

/** The popup reads `page` makes from now on (the landing asks only when the popup may show). */
function popupReadsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/pages/getPopupImageAndTitle')) urls.push(req.url());
  });
  return urls;
}

const dots = (page: Page, group: string) => page.getByRole('group', { name: group }).getByRole('button', { name: /번째 카드/ });
const activeDot = (page: Page, group: string) => dots(page, group).and(page.locator('[aria-current="true"]'));

test.describe('landing cards from the asset groups', () => {
  test('a title and images changed through the API show on the landing, at 1280 × 800 and 360 × 740', async ({ page, request }) => {
    const { token, site } = await adminKit(request);
    const title = `E2E 혜택 ${Date.now().toString(36)}`;
    const [a, b, c] = [
      await upload(request, token, 'assets/a.png'),
      await upload(request, token, 'assets/b.png'),
      await upload(request, token, 'assets/c.png'),
    ];
    expectStatus(
      await site.editAssetGroup(token, 'landing-benefits', {
        title,
        mainImagePath: null,
        originalAssetImagePaths: [],
        assetImagePriorities: [],
        newAssetImagePaths: [a, b, c],
        newAssetImagePriorities: [20, 10, 30],
      }),
      200,
      'editAssetGroup',
    );
    try {
      await page.setViewportSize(DESKTOP);
      await page.goto('/');
      await expect(page).toHaveTitle('아기소식 - 우리의 행복한 소식을 함께 나눠요');
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      const images = page.getByRole('group', { name: '아기소식의 장점' }).locator('img');
      await expect(images).toHaveCount(3);
      const sources = (await images.evaluateAll((list) => list.map((img) => (img as HTMLImageElement).src))).map(decodeURIComponent);
      [b, a, c].forEach((path, i) => expect(sources[i]).toContain(path)); // priorities 10, 20, 30
      await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7); // 3 benefit + 4 feature cards
      await expect(page.getByRole('group', { name: '아기소식의 기능' }).locator('img')).toHaveCount(0); // empty group: built-in icons

      await page.setViewportSize(PHONE);
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(dots(page, '아기소식의 장점')).toHaveCount(3);
      await expect(dots(page, '아기소식의 기능')).toHaveCount(4);
    } finally {
      await site.editAssetGroup(token, 'landing-benefits', { title: '아기소식이 특별한 이유', mainImagePath: null, originalAssetImagePaths: [] });
    }
  });

  test('the built-in copy stays when the groups cannot be read', async ({ page }) => {
    await page.route('**/api/pages/getAssetGroupByCode/**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.setViewportSize(DESKTOP);
    await page.goto('/about');
    await expect(page).toHaveTitle('서비스 소개 | 아기소식');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/우리의 행복한 소식,\s*함께 나눠요/);
    await expect(page.getByRole('heading', { level: 2, name: '아기소식이 특별한 이유' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(7);
  });
});

test.describe('phone sliders (spec §9: 3000 ms)', () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test('the active card advances after 3 s, stops on a touch, and stays still under reduced motion', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const group = '아기소식의 기능';
    await expect(activeDot(page, group)).toHaveAttribute('aria-label', /^1번째 카드/);
    await page.clock.runFor(2900);
    await expect(activeDot(page, group)).toHaveAttribute('aria-label', /^1번째 카드/);
    await page.clock.runFor(200);
    await expect(activeDot(page, group)).toHaveAttribute('aria-label', /^2번째 카드/);
    await page.clock.runFor(3000);
    await expect(activeDot(page, group)).toHaveAttribute('aria-label', /^3번째 카드/);

    const viewport = page.getByRole('group', { name: group }).locator('.landing-slider__viewport');
    await viewport.scrollIntoViewIfNeeded();
    const box = (await viewport.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.runFor(9000);
    await expect(activeDot(page, group)).toHaveAttribute('aria-label', /^3번째 카드/);
    await expect(page.getByRole('button', { name: `${group} 자동 넘김 재생` })).toBeVisible();

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(activeDot(page, group)).toHaveAttribute('aria-label', /^1번째 카드/);
    await page.clock.runFor(9000);
    await expect(activeDot(page, group)).toHaveAttribute('aria-label', /^1번째 카드/);
    // nothing advances by itself, so there is nothing to pause
    await expect(page.getByRole('button', { name: /자동 넘김/ })).toHaveCount(0);
  });

  test('on a wide screen the cards stand side by side, without dots or a pause button', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const group = page.getByRole('group', { name: '아기소식의 기능' });
    await expect(group.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(group.getByRole('button')).toHaveCount(0);
  });
});

test.describe('home popup', () => {
  test("shows when switched on, once per visit, and stays away after 'don't show again today' (also after a reload)", async ({ browser, baseURL, request }) => {
    const { token, site } = await adminKit(request);
    const image = await upload(request, token, 'popup-modal-e2e.png');
    expectStatus(await site.updatePopup(token, { mainImagePath: image, title: 'true' }), 200, 'updatePopupModal');
    try {
      for (const viewport of [PHONE, DESKTOP]) {
        const context = await signedInContext(browser, baseURL!, undefined, { viewport });
        const page = await context.newPage();
        await page.goto('/');
        const dialog = page.getByRole('dialog', { name: '아기소식 알림' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('img', { name: '아기소식 안내 이미지' })).toBeVisible();
        await expect(dialog.getByRole('button', { name: '닫기' }).first()).toBeFocused();
        // close: not again in this visit
        await dialog.getByRole('button', { name: '닫기' }).last().click();
        await expect(dialog).toBeHidden();
        const popupReads = popupReadsOf(page);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await afterPaint(page);
        expect(popupReads, 'no popup read in a visit that has seen it').toEqual([]);
        await expect(dialog).toHaveCount(0);

        // a new visit (new tab): shown again; 'don't show again today' keeps it away, also after reloads and in new tabs
        const second = await context.newPage();
        await second.goto('/');
        const again = second.getByRole('dialog', { name: '아기소식 알림' });
        await expect(again).toBeVisible();
        await again.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
        await expect(again).toBeHidden();
        const until = Number(await second.evaluate(() => window.localStorage.getItem('home_popup_hide_until')));
        expect(seoulDayStart(new Date(until)).getTime()).toBe(until); // a midnight in Asia/Seoul
        expect(until - Date.now()).toBeLessThanOrEqual(DAY_MS);
        const secondReads = popupReadsOf(second);
        await second.reload();
        const third = await context.newPage();
        const thirdReads = popupReadsOf(third);
        await third.goto('/');
        await expect(second.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(third.getByRole('heading', { level: 1 })).toBeVisible();
        await afterPaint(second);
        await afterPaint(third);
        expect([...secondReads, ...thirdReads], 'no popup read while hidden for today').toEqual([]);
        await expect(second.getByRole('dialog')).toHaveCount(0);
        await expect(third.getByRole('dialog')).toHaveCount(0);
        await context.close();
      }
    } finally {
      // Back as every spec expects to find it: switched off, no image.
      expectStatus(await site.updatePopup(token, { mainImagePath: null, title: 'false' }), 200, 'updatePopupModal');
    }
  });

  test('stays away when switched off', async ({ page }) => {
    const popupRead = page.waitForResponse((res) => res.url().endsWith('/api/pages/getPopupImageAndTitle'));
    await page.goto('/');
    const read = await popupRead;
    expect(read.status()).toBe(200);
    expect((await read.json()).title).toBe('false');
    await read.finished();
    await afterPaint(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('legal pages (spec §1, §9)', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`terms show 24 articles with a working table of contents; the privacy policy its retention figures (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      // the footer's links navigate inside the app once the page has hydrated (a tap on a link while it
      // hydrates is not replayed: see ARCHITECTURE "How a first visit travels")
      await page.waitForFunction(() => (window as unknown as { bnHydrated?: boolean }).bnHydrated === true);
      await page.getByRole('contentinfo').getByRole('link', { name: '이용약관' }).click();
      await expect(page).toHaveURL(/\/terms-of-use$/);
      await expect(page).toHaveTitle('이용약관 | 아기소식');
      await expect(page.getByRole('heading', { level: 2, name: /^제\d+조 / })).toHaveCount(24);
      await expect(page.getByRole('heading', { level: 2, name: '제24조 (분쟁의 해결과 재판관할)' })).toBeVisible();
      await expect(page.getByText(/^시행일: \d{4}년 \d{1,2}월 \d{1,2}일 \(버전 \d{4}-\d{2}-\d{2}\)$/)).toBeVisible();
      // the operator the server is configured with, and the earlier versions
      await expect(page.getByRole('region', { name: '제3조 (약관의 명시와 개정)' })).toContainText(E2E_OPERATOR.name);
      await expect(page.getByRole('region', { name: '이전 버전' }).getByRole('listitem').first()).toHaveText(
        /^\d{4}년 \d{1,2}월 \d{1,2}일 시행 \(버전 \d{4}-\d{2}-\d{2}\)$/,
      );
      await page.getByRole('navigation', { name: '목차' }).getByRole('link', { name: '제17조 (청약철회와 환불)' }).click();
      await expect(page).toHaveURL(/#article-17$/);
      await expect(page.getByRole('heading', { name: '제17조 (청약철회와 환불)' })).toBeInViewport();
      await expect(page.locator('#article-17')).toContainText('7일');
      await expect(page.locator('#article-17')).toContainText('3영업일');

      await page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' }).click();
      await expect(page).toHaveURL(/\/privacy-policy$/);
      await expect(page).toHaveTitle('개인정보처리방침 | 아기소식');
      const retention = page.getByRole('table', { name: '법령에 따른 보관 기간' });
      await expect(retention.locator('tbody tr td:last-child')).toHaveText(['5년', '5년', '3년', '3개월']);
      for (const who of ['선물 예약자(방문자)', '함께 선물하기·축의금 참여자(방문자)', '퀴즈 참여자(방문자)', '회원(일반 가입)']) {
        await expect(page.getByRole('table', { name: '이용자별 수집 항목' }).getByRole('rowheader', { name: who })).toBeVisible();
      }
      const officer = page.getByRole('region', { name: '제12조 (개인정보 보호책임자)' });
      await expect(officer).toContainText(E2E_OPERATOR.privacyOfficer);
      await expect(officer.getByRole('link', { name: E2E_OPERATOR.contactEmail })).toHaveAttribute('href', `mailto:${E2E_OPERATOR.contactEmail}`);
      await expect(page.getByText('운영자가 아직 입력하지 않았어요')).toHaveCount(0);
    });
  }
});

test.describe('header and sidebar (spec §2)', () => {
  test('the header is hidden on /user/login, /login/admin and admin paths', async ({ page }) => {
    await page.goto('/notice');
    await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
    for (const path of ['/user/login', '/login/admin', '/admin']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toHaveCount(0);
    }
  });

  test('the sidebar is a dialog: focus inside, Escape and an outside click close it (360 × 740)', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/notice');
    const toggle = page.getByRole('button', { name: '메뉴 열기' });
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: '사이드 메뉴' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: '메뉴 닫기' })).toBeFocused();
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(20, 400); // on the dimmed page left of the panel
    await expect(dialog).toBeHidden();
  });
});
