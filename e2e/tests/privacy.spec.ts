import type { APIRequestContext, Page } from '@playwright/test';
import { apiError } from '@babynews/testing';
import { CONSENT_MSG, MSG } from '@babynews/contracts';
import { acceptDialogs, e2eKit, ownerWithNews, signedInContext, TEST_ADDRESS } from '../support/actors';
import { expect, test } from '../support/fixtures';

/**
 * Privacy of the anonymous wish routes in the browser (ARCHITECTURE §4.7): the reservation page's URL
 * carries the news page's share code (`/event/wishReserved/{id}?code=`), a fresh browser opens the
 * same link and passes the PIN gate, the page without `?code=` explains how to get back and calls
 * nothing, the public list shows the reserver's name masked, the owner sees cancelled
 * reservations, and the owner unlocks a wish locked by wrong PINs.
 */

const RESERVER = { name: '김하늘', masked: '김*늘', contact: '010-2468-1357', pin: '2580' };

/** Reserves the wish titled `title` through the reserve modal of the public list of news page `code`. */
async function reserveFromList(page: Page, code: string, title: string) {
  await page.goto(`/event/wishList/${code}`);
  await page.getByRole('button', { name: `${title} 선물 예약하기` }).click();
  const modal = page.getByRole('dialog', { name: '선물 예약하기' });
  await modal.getByLabel('이름').fill(RESERVER.name);
  await modal.getByLabel('전화번호 또는 이메일').fill(RESERVER.contact);
  await modal.getByLabel('확인 비밀번호').fill(RESERVER.pin);
  await modal.getByLabel(CONSENT_MSG.relativeConsentLabel).check();
  await modal.getByRole('button', { name: '예약하기', exact: true }).click();
}

/** Sends wrong PINs to `fetchWishReservedData` until the wish's short lock answers; returns the codes seen. */
async function lockWithWrongPins(request: APIRequestContext, wishId: number, code: string): Promise<string[]> {
  const { api } = e2eKit(request);
  const codes: string[] = [];
  for (let i = 0; i < 6 && codes.at(-1) !== 'RESERVATION_LOCKED'; i++) {
    codes.push(apiError(await api.reservationView(wishId, { eventCode: code, password: '0000' })).code);
  }
  return codes;
}

test('privacy: the reservation link carries the share code; a fresh browser passes the PIN gate; no code → guidance', async ({ page, browser, baseURL }) => {
  const { member, token, code } = await ownerWithNews(page.request, 'priv');
  const { id: wishId } = await e2eKit(page.request).make.wish({ token, code }, { title: '아기 체온계' });
  acceptDialogs(page);

  // ---- a relative reserves from the wish list and lands on the link with ?code=
  const reserving = page.waitForRequest((r) => r.url().endsWith(`/api/wish/reserve/${wishId}`) && r.method() === 'POST');
  await reserveFromList(page, code, '아기 체온계');
  expect((await reserving).postDataJSON()).toMatchObject({ eventCode: code, reservedName: RESERVER.name });
  await page.waitForURL((url) => url.pathname === `/event/wishReserved/${wishId}` && url.searchParams.get('code') === code);
  await expect(page.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeVisible();
  await expect(page.getByText(TEST_ADDRESS.address)).toBeVisible();
  const link = page.url();
  // the reservation's own unguessable id travels with the link (ARCHITECTURE §4.22)
  const reservationId = new URL(link).searchParams.get('reservation');
  expect(reservationId).toMatch(/^[A-Za-z0-9_-]{16,}$/);

  // ---- the public list shows the name masked, and its '예약 확인하기' link carries the code and, in the
  // browser that reserved, the reservation's id (a PIN is compared with that one reservation only)
  await page.goto(`/event/wishList/${code}`);
  const card = page.getByRole('article', { name: '아기 체온계' });
  await expect(card.getByText(`${RESERVER.masked}님이 예약했어요`)).toBeVisible();
  await expect(page.getByText(RESERVER.name)).toHaveCount(0);
  await expect(card.getByRole('link', { name: '아기 체온계 예약 확인하기' })).toHaveAttribute(
    'href',
    `/event/wishReserved/${wishId}?code=${code}&reservation=${reservationId}`,
  );

  // ---- a fresh browser context opens the same link: masked name on the gate, the PIN opens it
  const fresh = await browser.newContext({ baseURL });
  const other = await fresh.newPage();
  const nameCall = other.waitForRequest((r) => r.url().includes(`/api/event/fetchWishReserverName/${wishId}`));
  await other.goto(link);
  expect(new URL((await nameCall).url()).searchParams.get('eventCode')).toBe(code);
  await expect(other.getByRole('heading', { name: `${RESERVER.masked}님이 예약한 위시리스트` })).toBeVisible();
  await expect(other.getByText(RESERVER.name)).toHaveCount(0);
  const unlocking = other.waitForRequest((r) => r.url().endsWith(`/api/event/fetchWishReservedData/${wishId}`));
  await other.getByLabel('비밀번호 4자리').fill(RESERVER.pin);
  await other.getByRole('button', { name: '확인' }).click();
  expect((await unlocking).postDataJSON()).toEqual({ eventCode: code, password: RESERVER.pin, reservationId });
  await expect(other.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeVisible();
  await expect(other.getByText(member.displayName)).toBeVisible();
  await expect(other.getByText(TEST_ADDRESS.detailAddress)).toBeVisible();

  // ---- the same page without ?code=: guidance and a way home, and no API call at all
  const apiCalls: string[] = [];
  other.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  await other.goto(`/event/wishReserved/${wishId}`);
  await expect(other.getByText(MSG.reserve.linkMissingCode)).toBeVisible();
  await expect(other.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  expect(apiCalls.filter((url) => /wish/i.test(url))).toEqual([]);

  // ---- another page's code answers like an unknown wish
  const stranger = await ownerWithNews(page.request, 'priv');
  await other.goto(`/event/wishReserved/${wishId}?code=${stranger.code}`);
  await expect(other.getByText(MSG.reserve.notReserved)).toBeVisible();
  await expect(other.getByText(RESERVER.masked)).toHaveCount(0);

  await fresh.close();
});

test('privacy: the relative cancels; the owner sees the cancelled reservation in the history and the editor', async ({ page, browser, baseURL }) => {
  const { token, code } = await ownerWithNews(page.request, 'priv');
  const { id: wishId } = await e2eKit(page.request).make.wish({ token, code }, { title: '아기 손수건 세트' });
  const dialogs = acceptDialogs(page);

  await reserveFromList(page, code, '아기 손수건 세트');
  await page.waitForURL((url) => url.pathname === `/event/wishReserved/${wishId}` && url.searchParams.get('code') === code);
  const reservationId = new URL(page.url()).searchParams.get('reservation');
  expect(reservationId).toBeTruthy();
  const cancelling = page.waitForRequest((r) => r.url().endsWith(`/api/wish/unreserve/${wishId}`));
  await page.getByRole('button', { name: '예약 취소하기' }).click();
  expect((await cancelling).postDataJSON()).toEqual({ eventCode: code, password: RESERVER.pin, reservationId });
  await page.waitForURL(new RegExp(`/event/${code}$`));
  expect(dialogs).toEqual([MSG.reserve.cancelConfirm, MSG.reserve.cancelled]);

  const ownerContext = await signedInContext(browser, baseURL!, token);
  const owner = await ownerContext.newPage();
  await owner.goto(`/event/editWishList/${code}`);
  const item = owner.getByRole('article', { name: '아기 손수건 세트' });
  // the first look at a freshly opened remote waits longer: the machine may be busy loading it
  await expect(item.getByText('취소된 예약 1건')).toBeVisible({ timeout: 30_000 });
  await expect(item.getByText('예약됨')).toHaveCount(0);
  await item.getByRole('link', { name: /예약 기록 보기/ }).click();
  await expect(owner).toHaveURL(new RegExp(`/event/wishReservation/${wishId}$`));
  await expect(owner.getByText('지금은 예약한 사람이 없어요.')).toBeVisible();
  const history = owner.getByRole('list', { name: /취소된 예약/ });
  const entry = history.getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(RESERVER.name);
  await expect(entry).toContainText(/010-?2468-?1357/);
  // both times in Asia/Seoul, e.g. '예약 2026. 11. 23. 오후 3:04 · 취소 2026. 11. 23. 오후 3:04'
  await expect(entry).toContainText(/예약 \d{4}\. \d{2}\. \d{2}\. (오전|오후) \d{1,2}:\d{2} · 취소 \d{4}\. \d{2}\. \d{2}\. (오전|오후) \d{1,2}:\d{2}/);

  await ownerContext.close();
});

test('privacy: wrong PINs lock the wish; the relative is told; the owner unlocks it and the right PIN opens it again', async ({ page, browser, baseURL }) => {
  const { token, code } = await ownerWithNews(page.request, 'priv');
  const { wish } = await e2eKit(page.request).make.reservedWish(
    { token, code },
    { wish: { title: '아기 욕조' }, reserve: { reservedName: RESERVER.name, reservedEmail: RESERVER.contact, reservedPassword: RESERVER.pin } },
  );
  const wishId = wish.id;

  const codes = await lockWithWrongPins(page.request, wishId, code);
  expect(codes.slice(0, -1).every((c) => c === 'RESERVATION_PIN_WRONG')).toBe(true);
  expect(codes.at(-1)).toBe('RESERVATION_LOCKED');

  // the relative, even with the right PIN, is told the wish is locked (the server's message)
  const relativeContext = await browser.newContext({ baseURL });
  const relative = await relativeContext.newPage();
  await relative.goto(`/event/wishReserved/${wishId}?code=${code}`);
  await relative.getByLabel('비밀번호 4자리').fill(RESERVER.pin);
  await relative.getByRole('button', { name: '확인' }).click();
  await expect(relative.getByRole('alert')).toHaveText(MSG.reserve.locked);
  await expect(relative.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toHaveCount(0);

  // the owner sees the lock in the editor and the view, and unlocks it
  const ownerContext = await signedInContext(browser, baseURL!, token);
  const owner = await ownerContext.newPage();
  const ownerDialogs = acceptDialogs(owner);
  await owner.goto(`/event/editWishList/${code}`);
  const item = owner.getByRole('article', { name: '아기 욕조' });
  await expect(item.getByText('누군가 비밀번호를 여러 번 틀려 잠겼어요')).toBeVisible({ timeout: 30_000 });
  await item.getByRole('link', { name: /예약자 정보 보기/ }).click();
  await expect(owner.getByText(RESERVER.name)).toBeVisible();
  await expect(owner.getByText(/누군가 비밀번호를 여러 번 틀려 .*잠겼어요\./)).toBeVisible();
  await expect(owner.getByText(/최근 24시간 동안 틀린 비밀번호 [5-9]회/)).toBeVisible();
  await owner.getByRole('button', { name: '잠금 해제하기' }).click();
  await expect(owner.getByRole('status').filter({ hasText: MSG.reserve.unlocked })).toBeVisible();
  // the unlock also clears the wrong-PIN count, so the lock card goes away
  await expect(owner.getByRole('button', { name: '잠금 해제하기' })).toHaveCount(0);
  await expect(owner.getByText(/누군가 비밀번호를/)).toHaveCount(0);
  expect(ownerDialogs).toEqual([MSG.reserve.unlockConfirm]);

  // the right PIN opens the reservation again
  await relative.reload();
  await relative.getByLabel('비밀번호 4자리').fill(RESERVER.pin);
  await relative.getByRole('button', { name: '확인' }).click();
  await expect(relative.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeVisible();

  await relativeContext.close();
  await ownerContext.close();
});
