import { CIRCLES_MSG, circlesUpdateRoute, CONSENT_MSG, type GiftReserveResponse } from '@babynews/contracts';
import { expectStatus, NEWS_ADDRESS, reserveBody } from '@babynews/testing';
import { e2eKit, ownerWithNews } from '../support/actors';
import { expect, test } from '../support/fixtures';

/**
 * Two circles (ARCHITECTURE "Two circles") on a 360 × 740 phone: a friend reserves through the friends link and
 * the reservation view says '주소는 가족에게만 공개돼요' with the parent's note, never the address nor the family
 * code; a family member's reservation view shows the address.
 */
test.use({ viewport: { width: 360, height: 740 } });

const NOTE = '카카오톡 선물하기로 보내 주세요';
const TITLE = '아기 체온계';

test('a friend reserves through the friends link and sees no address; a family member sees it', async ({ page }) => {
  const { api, make } = e2eKit(page.request);
  const owner = await ownerWithNews(page.request, 'circles');
  const wish = await make.wish({ token: owner.token, code: owner.code }, { title: TITLE, quantity: 2 });
  const opened = expectStatus(
    await api.route(circlesUpdateRoute, { params: { code: owner.code }, body: { friendsOpen: true, addressNote: NOTE } }, owner.token),
    200,
    'open the friends circle',
  );
  const friendsCode = opened.friendsCode;

  // ---- the friend, through the friends link: the list, the reserve modal, the reservation view
  await page.goto(`/event/wishList/${friendsCode}`);
  await page.getByRole('button', { name: `${TITLE} 선물 예약하기` }).click();
  const modal = page.getByRole('dialog', { name: '선물 예약하기' });
  await modal.getByLabel('이름').fill('김친구');
  await modal.getByLabel('전화번호 또는 이메일').fill('010-2222-3333');
  await modal.getByLabel('확인 비밀번호').fill('2468');
  await modal.getByLabel(CONSENT_MSG.relativeConsentLabel).check();
  const reserving = page.waitForResponse((r) => r.url().endsWith(`/api/wish/reserve/${wish.id}`) && r.request().method() === 'POST');
  await modal.getByRole('button', { name: '예약하기', exact: true }).click();
  const reserved = await reserving;
  expect(reserved.status()).toBe(201);
  expect(reserved.request().postDataJSON()).toMatchObject({ eventCode: friendsCode });
  const answer = (await reserved.json()) as GiftReserveResponse;
  await expect(page.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeVisible();
  await expect(page.getByText(CIRCLES_MSG.addressFamilyOnly)).toBeVisible();
  await expect(page.getByText(NOTE)).toBeVisible();
  await expect(page.getByText(NEWS_ADDRESS.address)).toHaveCount(0);
  await expect(page.getByText('우편번호')).toHaveCount(0);
  expect(page.url()).toContain(`code=${friendsCode}`);
  expect(await page.content()).not.toContain(owner.code);
  expect(answer.reservationId).toBeTruthy();

  // ---- a family member, through the family link: the address
  const family = expectStatus(await api.reserve(wish.id, reserveBody(owner.code, { reservedName: '박가족', reservedPassword: '1357' })), 201, 'family reserve');
  await page.goto(`/event/wishReserved/${wish.id}?code=${owner.code}&reservation=${family.reservationId}`);
  await page.getByLabel('비밀번호 4자리').fill('1357');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeVisible();
  await expect(page.getByText(NEWS_ADDRESS.address)).toBeVisible();
  await expect(page.getByText(CIRCLES_MSG.addressFamilyOnly)).toHaveCount(0);
});
