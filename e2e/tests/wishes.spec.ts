import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator } from '@playwright/test';
import { CONSENT_MSG, MSG } from '@babynews/contracts';
import { acceptDialogs, e2eKit, ownerWithNews, signedInContext, TEST_ADDRESS } from '../support/actors';
import { expect, test } from '../support/fixtures';

/**
 * The wish list journey (spec §2 "Edit wish list", "Public wish list", "Reservation view",
 * owner-side view; ARCHITECTURE §4.7, §4.8, §4.11): the owner adds two wishes (one with an image uploaded
 * through the signed URL and shown back on the public list); a relative in another browser context
 * reserves one through the modal after trying each invalid input, lands on the reservation view,
 * re-opens it with the password and cancels it; the owner sees the reserver while it is reserved.
 */

const IMAGE = readFileSync(resolve(__dirname, '../../apps/shell/public/og-default.png'));
const RESERVER = { name: '김하늘', masked: '김*늘', contact: '010-1234-5678', password: '2580' };

async function expectLoadedImage(img: Locator) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0))).toBeGreaterThan(0);
}

test('wish list: owner adds wishes, a relative reserves, re-opens and cancels, the owner sees the reserver', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000); // two browser contexts through the whole editor and reservation journey
  const { member, token, code } = await ownerWithNews(page.request, 'wish');
  const ownerContext = await signedInContext(browser, baseURL!, token);
  const owner = await ownerContext.newPage();
  const ownerDialogs = acceptDialogs(owner);

  // ---- the owner's editor: empty state, validation, two wishes (one with an image)
  await owner.goto(`/event/editWishList/${code}`);
  await expect(owner.getByRole('heading', { name: '위시리스트 관리' })).toBeVisible();
  await expect(owner.getByText(MSG.wish.empty)).toBeVisible();

  await owner.getByRole('button', { name: '위시리스트 추가' }).click();
  const addForm = owner.getByRole('form', { name: '위시리스트 추가' });
  await addForm.getByRole('button', { name: '추가하기' }).click();
  await expect(addForm.getByRole('alert')).toHaveText(MSG.wish.titleRequired);

  await addForm.getByLabel('제목').fill('아기 바운서');
  await addForm.getByLabel('설명').fill('베이지 색이면 좋아요');
  await addForm.getByLabel('상품 링크').fill('https://www.coupang.com/vp/products/1');
  await addForm.getByLabel('가격 (원)').fill('129000');
  await addForm.getByLabel('상품 이미지').setInputFiles({ name: 'bad.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(addForm.getByText(MSG.wish.notImage)).toBeVisible();
  await addForm.getByLabel('상품 이미지').setInputFiles({ name: '바운서 사진 (1).png', mimeType: 'image/png', buffer: IMAGE });
  await expect(addForm.getByRole('img', { name: '선택한 이미지 미리보기' })).toBeVisible();

  const signing = owner.waitForRequest((r) => r.url().endsWith('/api/s3/getPreSignedUrl') && r.method() === 'POST');
  const upload = owner.waitForRequest((r) => r.url().endsWith('/api/uploads/local') && r.method() === 'POST');
  await addForm.getByRole('button', { name: '추가하기' }).click();
  const signed = (await signing).postDataJSON() as { path: string; size: number };
  expect(signed.path).toMatch(/^wish\/\d+-바운서_사진_1\.webp$/);
  expect(signed.size).toBeGreaterThan(0);
  // The signed form (ARCHITECTURE §4.11): multipart with the signed fields, then the file.
  const post = await upload;
  expect(await post.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  // (Chromium does not expose a multipart body with a file to Playwright: the answer shows what was stored.)
  const uploaded = await post.response();
  expect(uploaded?.ok()).toBe(true);
  expect(await uploaded!.json()).toEqual({ path: expect.stringMatching(/^wish\/.+\.webp$/) });

  const bouncer = owner.getByRole('article', { name: '아기 바운서' });
  await expect(bouncer).toBeVisible();
  await expect(bouncer.getByText('129,000원')).toBeVisible();
  await expectLoadedImage(bouncer.getByRole('img', { name: '아기 바운서 이미지' }));

  await owner.getByRole('button', { name: '위시리스트 추가' }).click();
  await addForm.getByLabel('제목').fill('신생아 배냇저고리');
  await addForm.getByLabel('가격 (원)').fill('35000');
  await addForm.getByRole('button', { name: '추가하기' }).click();
  await expect(owner.getByRole('article', { name: '신생아 배냇저고리' })).toBeVisible();
  await expect(owner.getByText('예약됨')).toHaveCount(0);

  // ---- a relative, in another browser context, on the public list
  const relativeContext = await browser.newContext({ baseURL });
  const relative = await relativeContext.newPage();
  const relativeDialogs = acceptDialogs(relative);
  await relative.goto(`/event/wishList/${code}`);
  await expect(relative.getByRole('heading', { name: '출산 준비물 선물 리스트' })).toBeVisible();
  await expect(relative.getByRole('heading', { name: '아기가 보내는 편지' })).toBeVisible();
  const publicBouncer = relative.getByRole('article', { name: '아기 바운서' });
  await expect(publicBouncer.getByText('129,000원')).toBeVisible();
  await expect(publicBouncer.getByRole('link', { name: /상품 보기/ })).toHaveAttribute('href', 'https://www.coupang.com/vp/products/1');
  const publicImage = publicBouncer.getByRole('img', { name: '아기 바운서' });
  await expectLoadedImage(publicImage);
  const imageUrl = await publicImage.getAttribute('src');
  const stored = await relative.request.get(imageUrl!);
  expect(stored.ok()).toBe(true);
  const bytes = await stored.body();
  expect(bytes.subarray(0, 4).toString('latin1') + bytes.subarray(8, 12).toString('latin1')).toBe('RIFFWEBP');
  await expect(relative.getByRole('article', { name: '신생아 배냇저고리' }).getByText('35,000원')).toBeVisible();

  // the reserve modal: every check of spec §5 in order, then success
  await relative.getByRole('button', { name: '아기 바운서 선물 예약하기' }).click();
  const modal = relative.getByRole('dialog', { name: '선물 예약하기' });
  const reserve = modal.getByRole('button', { name: '예약하기', exact: true });
  const modalError = modal.getByRole('alert');
  await modal.getByLabel('이름').fill('   ');
  await reserve.click();
  await expect(modalError).toHaveText(MSG.reserve.nameRequired);
  await modal.getByLabel('이름').fill(RESERVER.name);
  await reserve.click();
  await expect(modalError).toHaveText(MSG.reserve.contactRequired);
  await modal.getByLabel('전화번호 또는 이메일').fill(RESERVER.contact);
  await reserve.click();
  await expect(modalError).toHaveText(MSG.reserve.passwordRequired);
  await modal.getByLabel('확인 비밀번호').fill('123');
  await reserve.click();
  await expect(modalError).toHaveText(MSG.reserve.passwordLength);
  // the PIN field keeps digits only (spec §5), so '12a4' becomes '124'
  await modal.getByLabel('확인 비밀번호').fill('12a4');
  await expect(modal.getByLabel('확인 비밀번호')).toHaveValue('124');
  await reserve.click();
  await expect(modalError).toHaveText(MSG.reserve.passwordLength);
  await modal.getByLabel('확인 비밀번호').fill(RESERVER.password);
  // the relatives' notice (ARCHITECTURE §4.24): nothing is sent before its box is ticked
  await reserve.click();
  await expect(modalError).toHaveText(CONSENT_MSG.missing.relative);
  await modal.getByLabel(CONSENT_MSG.relativeConsentLabel).check();
  await reserve.click();

  // confetti, then the reservation view (opened with the password just chosen)
  // the reservation page's link carries the share code (ARCHITECTURE §4.7)
  await relative.waitForURL((url) => /^\/event\/wishReserved\/\d+$/.test(url.pathname) && url.searchParams.get('code') === code);
  const wishId = new URL(relative.url()).pathname.split('/').pop()!;
  await expect(relative.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeVisible();
  await expect(relative.getByText(member.displayName)).toBeVisible();
  await expect(relative.getByText(TEST_ADDRESS.address)).toBeVisible();
  await expect(relative.getByText(TEST_ADDRESS.detailAddress)).toBeVisible();
  await expect(relative.getByText('배송 준비중')).toBeVisible();

  // ---- the owner sees the reserver while it is reserved
  await owner.reload();
  const reservedItem = owner.getByRole('article', { name: '아기 바운서' });
  await expect(reservedItem.getByText('예약됨')).toBeVisible();
  await expect(reservedItem.getByText('배송 준비중')).toBeVisible();
  await reservedItem.getByRole('link', { name: /예약자 정보 보기/ }).click();
  await expect(owner).toHaveURL(new RegExp(`/event/wishReservation/${wishId}$`));
  await expect(owner.getByRole('heading', { name: '아기 바운서' })).toBeVisible();
  await expect(owner.getByText(RESERVER.name)).toBeVisible();
  await expect(owner.getByText(/^010-?1234-?5678$/)).toBeVisible();
  await expect(owner.getByText('배송 준비중')).toBeVisible();

  // ---- the public list now shows it as taken
  await relative.goto(`/event/wishList/${code}`);
  await expect(publicBouncer.getByText('예약 완료')).toBeVisible();
  await expect(publicBouncer.getByText('이미 예약된 선물이에요')).toBeVisible();
  await expect(publicBouncer.getByText(`${RESERVER.masked}님이 예약했어요`)).toBeVisible();
  await expect(relative.getByRole('button', { name: '아기 바운서 선물 예약하기' })).toHaveCount(0);

  // ---- re-open with the password: gate titled with the name, digits only, cleared on error
  // (the link names this browser's reservation once the list has hydrated: the server's markup cannot)
  await relative.waitForFunction(() => (window as unknown as { bnHydrated?: boolean }).bnHydrated === true);
  await publicBouncer.getByRole('link', { name: '아기 바운서 예약 확인하기' }).click();
  // the browser that reserved remembers its reservation id and sends it along (ARCHITECTURE §4.22)
  await expect(relative).toHaveURL(new RegExp(`/event/wishReserved/${wishId}\\?code=${code}&reservation=[A-Za-z0-9_-]{16,}$`));
  await expect(relative.getByRole('heading', { name: `${RESERVER.masked}님이 예약한 위시리스트` })).toBeVisible();
  const gatePassword = relative.getByLabel('비밀번호 4자리');
  await gatePassword.pressSequentially('a1b2');
  await expect(gatePassword).toHaveValue('12');
  await relative.getByRole('button', { name: '확인' }).click();
  await expect(relative.getByRole('alert')).toHaveText(MSG.reserve.gatePassword);
  await gatePassword.fill('1111');
  await relative.getByRole('button', { name: '확인' }).click();
  await expect(relative.getByRole('alert')).toHaveText(MSG.reserve.wrongPassword);
  await expect(gatePassword).toHaveValue('');
  await gatePassword.fill(RESERVER.password);
  await relative.getByRole('button', { name: '확인' }).click();
  await expect(relative.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeVisible();

  // ---- the reserver marks it as shipping (ARCHITECTURE §4.8); the owner sees the new status
  await relative.getByRole('button', { name: '배송을 시작했어요' }).click();
  await expect(relative.getByText('배송중', { exact: true })).toBeVisible();
  await expect(relative.getByRole('button', { name: '배송을 시작했어요' })).toHaveCount(0);
  await owner.reload();
  await expect(owner.getByText('배송중', { exact: true })).toBeVisible();

  // ---- cancel: confirmation, alert '예약이 취소되었습니다.', back on the news page
  await relative.getByRole('button', { name: '예약 취소하기' }).click();
  await relative.waitForURL(new RegExp(`/event/${code}$`));
  expect(relativeDialogs).toEqual([MSG.reserve.cancelConfirm, MSG.reserve.cancelled]);

  await relative.goto(`/event/wishList/${code}`);
  await expect(relative.getByRole('button', { name: '아기 바운서 선물 예약하기' })).toBeVisible();
  await relative.goto(`/event/wishReserved/${wishId}?code=${code}`);
  await expect(relative.getByText(MSG.reserve.notReserved)).toBeVisible();

  await owner.goto(`/event/editWishList/${code}`);
  await expect(owner.getByRole('article', { name: '아기 바운서' }).getByText('예약됨')).toHaveCount(0);
  expect(ownerDialogs).toEqual([]);

  await relativeContext.close();
  await ownerContext.close();
});

test('wish list: image limits, edit, delivered and delete by the owner; another member cannot open the editor', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000); // an 11 MB upload refused, the editor through three changes, a second member
  const { token, code } = await ownerWithNews(page.request, 'wish');
  const ownerContext = await signedInContext(browser, baseURL!, token);
  const owner = await ownerContext.newPage();
  const dialogs = acceptDialogs(owner);

  await owner.goto(`/event/editWishList/${code}`);
  await owner.getByRole('button', { name: '위시리스트 추가' }).click();
  const addForm = owner.getByRole('form', { name: '위시리스트 추가' });
  await addForm.getByLabel('제목').fill('젖병 소독기');
  // originals over 5 MB are refused in the add form (inline message, no alert)
  await addForm.getByLabel('상품 이미지').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) });
  await expect(addForm.getByText(MSG.wish.imageTooLarge)).toBeVisible();
  await addForm.getByLabel('상품 링크').fill('ftp://example.com/x');
  await addForm.getByRole('button', { name: '추가하기' }).click();
  await expect(addForm.getByRole('alert').filter({ hasText: MSG.wish.linkInvalid })).toBeVisible();
  await addForm.getByLabel('상품 링크').fill('https://www.ssg.com/item/1');
  await addForm.getByRole('button', { name: '추가하기' }).click();
  const item = owner.getByRole('article', { name: '젖병 소독기' });
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: '젖병 소독기 수정' }).click();
  const editForm = owner.getByRole('form', { name: '위시리스트 수정' });
  // the edit-one-item form allows 10 MB and says so in an alert
  await editForm.getByLabel('상품 이미지').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024) });
  await expect(editForm.getByText(MSG.wish.imageTooLargeEdit)).toBeVisible();
  await editForm.getByLabel('제목').fill('UV 젖병 소독기');
  await editForm.getByLabel('가격 (원)').fill('89000');
  await editForm.getByRole('button', { name: '저장하기' }).click();
  const edited = owner.getByRole('article', { name: 'UV 젖병 소독기' });
  await expect(edited.getByText('89,000원')).toBeVisible();

  // a relative reserves it (API); the owner opens the reservation and marks it delivered
  const { api } = e2eKit(page.request);
  const info = (await api.fetchInfoByCode(code)).body;
  const reserved = await api.reserve(info.wishList[0]!.id, {
    eventCode: code,
    reservedName: '이모',
    reservedEmail: 'aunt@example.com',
    reservedPassword: '4321',
    privacyConsent: true,
  });
  expect(reserved.status).toBe(201);
  await owner.reload();
  await expect(edited.getByText('예약됨')).toBeVisible();
  await edited.getByRole('link', { name: /예약자 정보 보기/ }).click();
  await expect(owner.getByText('aunt@example.com')).toBeVisible();
  await owner.getByRole('button', { name: /배송 완료/ }).click();
  await expect(owner.getByText('배송 완료', { exact: true })).toBeVisible();
  await expect(owner.getByRole('button', { name: /배송 완료/ })).toHaveCount(0);
  await owner.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(edited.getByText('배송 완료', { exact: true })).toBeVisible();

  await edited.getByRole('button', { name: 'UV 젖병 소독기 삭제' }).click();
  await expect(owner.getByText(MSG.wish.empty)).toBeVisible();
  expect(dialogs).toEqual([MSG.wish.imageTooLargeEdit, MSG.wish.deleteConfirm]);

  // a second member is refused: alert '권한이 없습니다.' and back to '/'
  const other = await ownerWithNews(page.request, 'wish');
  const otherContext = await signedInContext(browser, baseURL!, other.token);
  const intruder = await otherContext.newPage();
  const intruderDialogs = acceptDialogs(intruder);
  await intruder.goto(`/event/editWishList/${code}`);
  await intruder.waitForURL((url) => url.pathname === '/');
  expect(intruderDialogs).toEqual([MSG.event.notOwner]);

  await otherContext.close();
  await ownerContext.close();
});
