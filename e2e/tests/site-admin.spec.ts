import type { APIRequestContext } from '@playwright/test';
import { MSG } from '@babynews/contracts';
import { expectStatus, siteApi } from '@babynews/testing';
import { e2eKit, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';
import { E2E_ADMIN } from '../support/servers';

/**
 * Site content administration (spec §2 "Admin asset group edit", "Admin popup management"; ARCHITECTURE §4.16)
 * in the browser, on SQLite and MariaDB: an administrator edits an asset group's title and images and
 * toggles the home popup, which the landing page then shows. Each test puts the content back as it found it
 * (other specs read the landing on the same server).
 */

/** A 4 × 4 PNG (decodable by the browser's canvas, so the page's image processing runs for real). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEElEQVR4nGP43+AARwzEcQDiohvxgB7+wgAAAABJRU5ErkJggg==', 'base64');
const file = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

// Uploads and reloads take a while on a machine shared by several suites.
test.describe.configure({ timeout: 120_000 });

async function admin(request: APIRequestContext) {
  const kit = e2eKit(request);
  const { token } = await kit.make.admin(E2E_ADMIN);
  return { token, site: siteApi(kit.api) };
}

test('an administrator edits an asset group: title, main image and a prioritised image persist', async ({ browser, baseURL, request }) => {
  const { token, site } = await admin(request);
  const before = expectStatus(await site.assetGroup('landing-features'), 200, 'getAssetGroupByCode');
  const context = await signedInContext(browser, baseURL!, token);
  const page = await context.newPage();
  try {
    await page.goto('/admin/asset/editAsset/landing-features');
    await expect(page.getByRole('heading', { name: '에셋 그룹 편집' })).toBeVisible();
    await expect(page.getByLabel('코드')).toHaveValue('landing-features');
    await expect(page.getByLabel('코드')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('제목', { exact: true })).toHaveValue(before.title);

    const title = `E2E 기능 ${Date.now().toString(36)}`;
    await page.getByLabel('제목', { exact: true }).fill(title);
    await page.getByLabel('메인 이미지 선택').setInputFiles(file('main.png'));
    await expect(page.getByAltText('메인 이미지 미리보기')).toBeVisible();
    await page.getByLabel('에셋 이미지 추가').setInputFiles(file('first.png'));
    await page.getByLabel('에셋 이미지 1 우선순위').fill('7');
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByText(MSG.site.assetSaved)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('제목', { exact: true })).toHaveValue(title);
    await expect(page.getByLabel('에셋 이미지 1 우선순위')).toHaveValue('7');
    await expect(page.getByAltText('에셋 이미지 1')).toHaveAttribute('src', /\/api\/uploads\/files\/assets\/\d+-\d{13}-[0-9a-f]{12}\.(webp|png)$/);
    await expect(page.getByAltText('메인 이미지 미리보기')).toHaveAttribute('src', /\/api\/uploads\/files\/assets\//);
    const stored = expectStatus(await site.assetGroup('landing-features'), 200, 'getAssetGroupByCode');
    expect(stored).toMatchObject({ code: 'landing-features', title, assetImages: [{ priority: 7 }] });
    expect((await request.get(stored.assetImages[0]!.imageUrl)).status()).toBe(200);

    // A negative priority is refused in the page, before anything is sent.
    await page.getByLabel('에셋 이미지 1 우선순위').fill('-1');
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByText(MSG.site.priorityInvalid)).toBeVisible();
    expect(expectStatus(await site.assetGroup('landing-features'), 200, 'getAssetGroupByCode').assetImages[0]!.priority).toBe(7);
  } finally {
    await context.close();
    expectStatus(await site.editAssetGroup(token, 'landing-features', { title: before.title, mainImagePath: null }), 200, 'editAssetGroup (restore)');
  }
});

test('an administrator turns the home popup on with an image, the landing shows it, then turns it off', async ({ browser, baseURL, request }) => {
  const { token, site } = await admin(request);
  // Start from no popup at all (the page offers '팝업 이미지 선택' only when there is no image yet).
  expectStatus(await site.updatePopup(token, { mainImagePath: null, title: 'false' }), 200, 'updatePopupModal (start)');
  const context = await signedInContext(browser, baseURL!, token);
  const page = await context.newPage();
  try {
    await page.goto('/admin/managePopupModal');
    await expect(page.getByRole('heading', { name: '홈 팝업 관리' })).toBeVisible();
    const toggle = page.getByRole('switch', { name: '홈 화면에 팝업 표시' });
    await expect(toggle).not.toBeChecked();
    await page.getByLabel('팝업 이미지 선택').setInputFiles(file('popup.png'));
    await toggle.check();
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByText(MSG.site.popupSaved)).toBeVisible();
    const on = expectStatus(await site.popup(), 200, 'getPopupImageAndTitle');
    expect(on).toMatchObject({ title: 'true', mainImagePath: expect.stringMatching(/^popup-modal-\d+-\d{13}-[0-9a-f]{12}\.(webp|png)$/) });

    // A visitor's home page shows it.
    const visitor = await browser.newContext({ baseURL });
    const home = await visitor.newPage();
    await home.goto('/');
    await expect(home.getByRole('dialog').getByRole('img')).toHaveAttribute('src', on.mainImageUrl!);
    await visitor.close();

    await page.reload();
    await expect(page.getByRole('switch', { name: '홈 화면에 팝업 표시' })).toBeChecked();
    await page.getByRole('switch', { name: '홈 화면에 팝업 표시' }).uncheck();
    await page.getByRole('button', { name: '저장하기' }).click();
    await expect(page.getByText(MSG.site.popupSaved)).toBeVisible();
    expect(expectStatus(await site.popup(), 200, 'getPopupImageAndTitle')).toEqual({ ...on, title: 'false' });
    await page.reload();
    await expect(page.getByRole('switch', { name: '홈 화면에 팝업 표시' })).not.toBeChecked();
    await expect(page.getByAltText('팝업 이미지 미리보기')).toBeVisible();
  } finally {
    await context.close();
    expectStatus(await site.updatePopup(token, { mainImagePath: null, title: 'false' }), 200, 'updatePopupModal (restore)');
  }
});
