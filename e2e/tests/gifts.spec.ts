import {
  CONSENT_MSG,
  formatPrice,
  GIFT_MSG,
  maskName,
  MSG,
  type GiftReserveResponse,
  type PledgeResponse,
  type ReservationViewData,
} from '@babynews/contracts';
import type { Browser, Locator, Page } from '@playwright/test';
import { acceptDialogs, e2eKit, ownerWithNews, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';

/**
 * Gifts the way families give, in the browser at 360 × 740 (ARCHITECTURE §4.22), on one news
 * page: two relatives take 1 and 2 units of a quantity-3 wish through the reserve modal's stepper and
 * each opens only their own reservation with their PIN; three friends fund a 90,000원 group gift until
 * its progress bar is full; the owner opens the 축의금 fund on the manage page, a colleague pledges and
 * sees the transfer guide that a stranger (page and raw HTML) never gets; the owner's summary shows the
 * reservations by quantity and every pledge and marks one received. Last, the wish editor warns before
 * the same Coupang product is listed again from another store URL.
 */

const PHONE = { width: 360, height: 740 };
const DIAPERS = '하기스 기저귀 3단계 (박스)';
const STROLLER = '휴대용 유모차';
const AUNT = { name: '김하나', contact: 'aunt-hana@example.com', pin: '1357', units: 1 };
const UNCLE = { name: '박두리', contact: '010-2468-1357', pin: '2468', units: 2 };
const FRIENDS = [
  { name: '정친구', contact: 'friend1@example.com', pin: '1111', amount: 50_000, how: 'pick' },
  { name: '한친구', contact: 'friend2@example.com', pin: '2222', amount: 25_000, how: 'type' },
  { name: '오친구', contact: '010-3333-4444', pin: '3333', amount: 15_000, how: 'rest' },
] as const;
const COLLEAGUE = { name: '이동료', contact: 'colleague@example.com', pin: '8642', amount: 50_000, message: '축하드려요! 건강하게 만나요' };
const ACCOUNT = '국민은행 123-456-789012 김엄마';
const PAY_LINK = 'https://qr.kakaopay.com/Ej7gift016';
const GUIDE = `${ACCOUNT}\n카카오페이: ${PAY_LINK}`;

/** A phone-sized page (360 × 740) signed in with `token` or anonymous, dialogs accepted, plus its closer. */
async function phone(browser: Browser, baseURL: string, token?: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await signedInContext(browser, baseURL, token, { viewport: PHONE });
  const page = await context.newPage();
  acceptDialogs(page);
  return { page, close: () => context.close() };
}

/** State the serial journey hands from one step to the next (one news page per database project). */
const journey = {
  token: '',
  code: '',
  diapersId: 0,
  strollerId: 0,
  reservationUrl: { aunt: '', uncle: '' },
  pledgeUrl: '',
};

test.describe.serial('gifts on one news page (ARCHITECTURE §4.22)', () => {
  // several phone contexts per step on a 2-core machine
  test.describe.configure({ timeout: 120_000 });

  test.beforeAll(async ({ playwright }, testInfo) => {
    test.skip(testInfo.project.name === 'mariadb' && process.env.E2E_SKIP_MARIADB === '1', 'MariaDB unreachable (not CI)');
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const { make } = e2eKit(request);
    const owner = await make.ownerWithNews({ prefix: 'gift' });
    const diapers = await make.wish(owner, { title: DIAPERS, price: 32_000, quantity: 3, link: 'https://www.coupang.com/vp/products/555001' });
    const stroller = await make.wish(owner, { title: STROLLER, price: 90_000, groupGift: true, link: 'https://www.coupang.com/vp/products/555002' });
    expect(diapers).toMatchObject({ quantity: 3, groupGift: false });
    expect(stroller).toMatchObject({ quantity: 1, groupGift: true });
    Object.assign(journey, { token: owner.token, code: owner.code, diapersId: diapers.id, strollerId: stroller.id });
    await request.dispose();
  });

  test('two relatives take 1 and 2 of a quantity-3 wish; each opens only their own reservation with their PIN', async ({ browser, baseURL }) => {
    const { code, diapersId } = journey;
    const aunt = await phone(browser, baseURL!);
    const uncle = await phone(browser, baseURL!);
    const card = (page: Page) => page.getByRole('article', { name: DIAPERS });

    // ---- the aunt: '3개 중 0개 예약됨', the stepper starts at 1 of 3, she keeps 1
    await aunt.page.goto(`/event/wishList/${code}`);
    await expect(card(aunt.page).getByText(GIFT_MSG.reservedOf(0, 3))).toBeVisible();
    const auntAnswer = await reserveThroughModal(aunt.page, diapersId, AUNT, 3);
    journey.reservationUrl.aunt = aunt.page.url();
    await expect(aunt.page.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeVisible();
    await expect(aunt.page.getByText(/^수량/)).toHaveCount(0);
    expect(auntAnswer).toMatchObject({ wishId: diapersId, quantity: 1, reservedQuantity: 1, isReserved: false });

    // ---- the uncle, in his own phone: '3개 중 1개 예약됨', he takes the 2 that remain
    await uncle.page.goto(`/event/wishList/${code}`);
    await expect(card(uncle.page).getByText(GIFT_MSG.reservedOf(1, 3))).toBeVisible();
    await expect(card(uncle.page).getByText('예약 완료')).toHaveCount(0);
    const uncleAnswer = await reserveThroughModal(uncle.page, diapersId, UNCLE, 2);
    journey.reservationUrl.uncle = uncle.page.url();
    await expect(uncle.page.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeVisible();
    await expect(uncle.page.getByText(`${GIFT_MSG.quantityLabel} ${GIFT_MSG.units(2)}`)).toBeVisible();
    expect(uncleAnswer).toMatchObject({ wishId: diapersId, quantity: 2, reservedQuantity: 3, isReserved: true });
    expect(uncleAnswer.reservationId).not.toBe(auntAnswer.reservationId);

    // ---- the list is fully reserved for both of them
    for (const page of [aunt.page, uncle.page]) {
      await page.goto(`/event/wishList/${code}`);
      await expect(card(page).getByText(GIFT_MSG.reservedOf(3, 3))).toBeVisible();
      await expect(card(page).getByText('예약 완료')).toBeVisible();
      await expect(card(page).getByText('이미 예약된 선물이에요')).toBeVisible();
      await expect(page.getByRole('button', { name: `${DIAPERS} 선물 예약하기` })).toHaveCount(0);
      // several reservers: no name on the card, not even masked
      await expect(card(page)).not.toContainText(maskName(AUNT.name));
      await expect(card(page)).not.toContainText(maskName(UNCLE.name));
    }

    // ---- each reservation page (its own reservation= in the URL) is gated by its own PIN
    const auntView = await openWithPin(aunt.page, journey.reservationUrl.aunt, AUNT, auntAnswer.reservationId);
    expect(auntView).toMatchObject({ reservationId: auntAnswer.reservationId, quantity: 1 });
    await expect(aunt.page.getByText(`${GIFT_MSG.quantityLabel} ${GIFT_MSG.units(2)}`)).toHaveCount(0);

    await uncle.page.goto(journey.reservationUrl.uncle);
    const uncleGate = uncle.page.getByRole('heading', { name: `${maskName(UNCLE.name)}님이 예약한 위시리스트` });
    await expect(uncleGate).toBeVisible();
    await expect(uncle.page.locator('body')).not.toContainText(maskName(AUNT.name));
    // the aunt's PIN does not open the uncle's reservation
    await uncle.page.getByLabel('비밀번호 4자리').fill(AUNT.pin);
    await uncle.page.getByRole('button', { name: '확인' }).click();
    await expect(uncle.page.getByRole('alert')).toHaveText(MSG.reserve.wrongPassword);
    await expect(uncle.page.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toHaveCount(0);
    const uncleView = await openWithPin(uncle.page, journey.reservationUrl.uncle, UNCLE, uncleAnswer.reservationId);
    expect(uncleView).toMatchObject({ reservationId: uncleAnswer.reservationId, quantity: 2 });
    await expect(uncle.page.getByText(`${GIFT_MSG.quantityLabel} ${GIFT_MSG.units(2)}`)).toBeVisible();

    // ---- '내 예약 확인' on the list: the link names the reservation this phone made (kept when reserving)
    await uncle.page.goto(`/event/wishList/${code}`);
    // only this browser knows its reservation: the link names it once the page has hydrated (the
    // server's markup links to the page without it, and a link tapped before that works as a plain link)
    await uncle.page.waitForFunction(() => (window as unknown as { bnHydrated?: boolean }).bnHydrated === true);
    await card(uncle.page)
      .getByRole('link', { name: `${DIAPERS} ${GIFT_MSG.myReservation}` })
      .click();
    await uncle.page.waitForURL((url) => url.pathname === `/event/wishReserved/${diapersId}` && url.searchParams.get('code') === code);
    expect(new URL(uncle.page.url()).searchParams.get('reservation')).toBe(uncleAnswer.reservationId);
    await expect(uncle.page.locator('body')).not.toContainText(maskName(AUNT.name));
    await uncle.page.getByLabel('비밀번호 4자리').fill(UNCLE.pin);
    const found = uncle.page.waitForResponse((r) => r.url().endsWith(`/api/event/fetchWishReservedData/${diapersId}`) && r.status() === 200);
    await uncle.page.getByRole('button', { name: '확인' }).click();
    expect(await (await found).json()).toMatchObject({ reservationId: uncleAnswer.reservationId, quantity: 2 });
    await expect(uncle.page.getByText(`${GIFT_MSG.quantityLabel} ${GIFT_MSG.units(2)}`)).toBeVisible();

    // ---- another phone without the link: the gate names nobody and no PIN is tried against both
    // reservations; it says to open the reservation link (RESERVATION_ID_REQUIRED)
    const stranger = await phone(browser, baseURL!);
    await stranger.page.goto(`/event/wishReserved/${diapersId}?code=${code}`);
    await expect(stranger.page.getByRole('heading', { name: '예약한 위시리스트', exact: true })).toBeVisible();
    await stranger.page.getByLabel('비밀번호 4자리').fill(UNCLE.pin);
    await stranger.page.getByRole('button', { name: '확인' }).click();
    await expect(stranger.page.getByRole('alert')).toHaveText(GIFT_MSG.reservationIdRequired);
    await expect(stranger.page.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toHaveCount(0);
    await stranger.close();

    await aunt.close();
    await uncle.close();
  });

  test('three friends pledge to a 90,000원 group gift; the progress bar fills and the pledge button goes', async ({ browser, baseURL }) => {
    const { code, strollerId } = journey;
    let funded = 0;
    for (const [i, friend] of FRIENDS.entries()) {
      const { page, close } = await phone(browser, baseURL!);
      await page.goto(`/event/wishList/${code}`);
      const card = page.getByRole('article', { name: STROLLER });
      const bar = card.getByRole('progressbar');
      await expect(bar).toHaveAttribute('aria-valuemax', '90000');
      await expect(bar).toHaveAttribute('aria-valuenow', String(funded));
      await expect(bar).toHaveAccessibleName(GIFT_MSG.fundedOf(formatPrice(funded), formatPrice(90_000), i));
      if (i === 0) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

      await page.getByRole('button', { name: `${STROLLER} ${GIFT_MSG.groupGiftLabel}` }).click();
      const modal = page.getByRole('dialog', { name: GIFT_MSG.groupGiftLabel });
      await expect(modal).toContainText(`남은 금액은 ${formatPrice(90_000 - funded)}이에요`);
      await modal.getByLabel('이름').fill(friend.name);
      await modal.getByLabel('전화번호 또는 이메일').fill(friend.contact);
      const picks = modal.getByRole('group', { name: '금액 빠르게 고르기' });
      if (friend.how === 'pick') await picks.getByRole('button', { name: formatPrice(friend.amount), exact: true }).click();
      else if (friend.how === 'rest') await picks.getByRole('button', { name: `${GIFT_MSG.pledgeAmountRest} (${formatPrice(friend.amount)})` }).click();
      else await modal.getByLabel(GIFT_MSG.pledgeAmountLabel).fill(String(friend.amount));
      await expect(modal.getByLabel(GIFT_MSG.pledgeAmountLabel)).toHaveValue(friend.amount.toLocaleString('ko-KR'));
      await modal.getByLabel('확인 비밀번호').fill(friend.pin);
      await modal.getByLabel(CONSENT_MSG.relativeConsentLabel).check();
      const pledged = page.waitForResponse((r) => r.url().endsWith(`/api/wish/pledge/${strollerId}`) && r.request().method() === 'POST');
      await modal.getByRole('button', { name: GIFT_MSG.pledgeSubmit }).click();
      const answer = await pledged;
      expect(answer.status()).toBe(201);
      expect(await answer.json()).toMatchObject({ amount: friend.amount, transferGuide: null });
      await expect(modal.getByText(GIFT_MSG.pledgeDone)).toBeVisible();
      await expect(modal.getByText(`${formatPrice(friend.amount)} 마음을 기록했어요.`)).toBeVisible();
      await modal.getByRole('button', { name: '닫기' }).first().click();
      await expect(modal).toHaveCount(0);

      funded += friend.amount;
      await expect(bar).toHaveAttribute('aria-valuenow', String(funded));
      await expect(bar).toHaveAccessibleName(GIFT_MSG.fundedOf(formatPrice(funded), formatPrice(90_000), i + 1));
      await close();
    }

    // ---- a fresh visitor: full bar, '모두 모였어요' message, no pledge button, no names
    const { page, close } = await phone(browser, baseURL!);
    await page.goto(`/event/wishList/${code}`);
    const card = page.getByRole('article', { name: STROLLER });
    const bar = card.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '90000');
    await expect(bar).toHaveAttribute('aria-valuemax', '90000');
    await expect(card.getByText('100%')).toBeVisible();
    await expect(card.getByText(GIFT_MSG.fullyFunded)).toBeVisible();
    await expect(page.getByRole('button', { name: `${STROLLER} ${GIFT_MSG.groupGiftLabel}` })).toHaveCount(0);
    for (const friend of FRIENDS) await expect(page.locator('body')).not.toContainText(friend.name);
    await close();
  });

  test('the owner opens the 축의금 fund; a colleague pledges and sees the transfer guide, a stranger never does', async ({ browser, baseURL, request }) => {
    const { code, token } = journey;

    // ---- the owner opens the fund on the manage page (FundFieldset), with a transfer guide and no goal
    const owner = await phone(browser, baseURL!, token);
    await owner.page.goto(`/event/manage/${code}`);
    const fundToggle = owner.page.getByLabel(new RegExp(`^${GIFT_MSG.fundToggle}`));
    await expect(fundToggle).toBeVisible({ timeout: 30_000 });
    await expect(owner.page.getByLabel(GIFT_MSG.transferGuideTitle)).toHaveCount(0);
    await fundToggle.check();
    await owner.page.getByLabel(GIFT_MSG.transferGuideTitle).fill(GUIDE);
    const saved = owner.page.waitForResponse((r) => r.url().endsWith(`/api/event/update/${code}`) && r.request().method() === 'PUT');
    await owner.page.getByRole('button', { name: '저장하기' }).click();
    const savedAnswer = await saved;
    expect(savedAnswer.status()).toBe(200);
    expect(savedAnswer.request().postDataJSON()).toMatchObject({ fund: { enabled: true, goal: null, transferGuide: GUIDE } });
    await expect(owner.page.getByText(MSG.event.updated)).toBeVisible();
    await owner.close();

    // ---- a colleague on the news page: the fund section, no guide until the pledge is made
    const colleague = await phone(browser, baseURL!);
    const { page } = colleague;
    await page.goto(`/event/${code}`);
    const fund = page.getByRole('region', { name: GIFT_MSG.fundTitle });
    await expect(fund.getByText(GIFT_MSG.fundTotal(formatPrice(0), 0))).toBeVisible();
    await expect(fund.getByText(GIFT_MSG.noPaymentNotice)).toBeVisible();
    await expect(page.locator('body')).not.toContainText(ACCOUNT);
    await fund.getByRole('button', { name: GIFT_MSG.fundPledgeButton }).click();
    const modal = page.getByRole('dialog', { name: GIFT_MSG.fundTitle });
    await modal.getByLabel('이름').fill(COLLEAGUE.name);
    await modal.getByLabel('전화번호 또는 이메일').fill(COLLEAGUE.contact);
    await modal
      .getByRole('group', { name: '금액 빠르게 고르기' })
      .getByRole('button', { name: formatPrice(COLLEAGUE.amount), exact: true })
      .click();
    await modal.getByLabel(GIFT_MSG.pledgeMessageLabel).fill(COLLEAGUE.message);
    await modal.getByLabel('확인 비밀번호').fill(COLLEAGUE.pin);
    await modal.getByLabel(CONSENT_MSG.relativeConsentLabel).check();
    await expect(modal).not.toContainText(ACCOUNT);
    const pledged = page.waitForResponse((r) => r.url().endsWith(`/api/event/pledge/${code}`) && r.request().method() === 'POST');
    await modal.getByRole('button', { name: GIFT_MSG.pledgeSubmit }).click();
    const answer = await pledged;
    expect(answer.status()).toBe(201);
    const pledge = (await answer.json()) as PledgeResponse;
    expect(pledge).toMatchObject({ amount: COLLEAGUE.amount, transferGuide: GUIDE });

    // the transfer guide, right after pledging: the account as text, the 송금 link as a link
    await expect(modal.getByText(GIFT_MSG.pledgeDone)).toBeVisible();
    const guide = modal.getByRole('region', { name: GIFT_MSG.transferGuideTitle });
    await expect(guide).toContainText(ACCOUNT);
    await expect(guide.getByRole('link', { name: PAY_LINK })).toHaveAttribute('href', PAY_LINK);
    await expect(modal.getByRole('link', { name: GIFT_MSG.pledgeViewLink })).toHaveAttribute('href', `/event/pledge/${pledge.pledgeId}?code=${code}`);
    journey.pledgeUrl = `/event/pledge/${pledge.pledgeId}?code=${code}`;
    await modal.getByRole('button', { name: '닫기' }).first().click();
    await expect(fund.getByText(GIFT_MSG.fundTotal(formatPrice(COLLEAGUE.amount), 1))).toBeVisible();
    await expect(page.locator('body')).not.toContainText(ACCOUNT);

    // ...and in the colleague's PIN view of the pledge
    await page.goto(journey.pledgeUrl);
    await expect(page.getByRole('heading', { name: GIFT_MSG.pledgeGateTitle })).toBeVisible();
    await page.getByLabel('비밀번호 4자리').fill(COLLEAGUE.pin);
    await page.getByRole('button', { name: '확인' }).click();
    await expect(page.getByRole('heading', { name: GIFT_MSG.pledgeTitle })).toBeVisible();
    await expect(page.getByRole('region', { name: GIFT_MSG.transferGuideTitle })).toContainText(ACCOUNT);
    await expect(page.getByText(GIFT_MSG.pledgeNotReceived)).toBeVisible();
    await colleague.close();

    // ---- a stranger's view of the same page: totals, never the guide (page, raw HTML, public read)
    const stranger = await phone(browser, baseURL!);
    await stranger.page.goto(`/event/${code}`);
    const strangerFund = stranger.page.getByRole('region', { name: GIFT_MSG.fundTitle });
    await expect(strangerFund.getByText(GIFT_MSG.fundTotal(formatPrice(COLLEAGUE.amount), 1))).toBeVisible();
    await expect(strangerFund.getByRole('button', { name: GIFT_MSG.fundPledgeButton })).toBeVisible();
    const body = stranger.page.locator('body');
    await expect(body).not.toContainText(ACCOUNT);
    await expect(body).not.toContainText(PAY_LINK);
    await expect(body).not.toContainText(COLLEAGUE.name);
    expect(await stranger.page.content()).not.toContain('123-456-789012');
    await stranger.close();

    const html = await request.get(`/event/${code}`);
    expect(html.status()).toBe(200);
    const text = await html.text();
    expect(text).toContain(code);
    expect(text).toContain('"pledgedAmount":50000');
    for (const secret of ['123-456-789012', 'qr.kakaopay.com', 'transferGuide', COLLEAGUE.name, COLLEAGUE.contact]) expect(text).not.toContain(secret);
    const read = await request.get(`/api/event/fetchInfoByCode/${code}`);
    expect(read.status()).toBe(200);
    const readText = await read.text();
    expect(JSON.parse(readText)).toMatchObject({ fund: { enabled: true, goal: null, pledgedAmount: COLLEAGUE.amount, giverCount: 1 } });
    for (const secret of ['123-456-789012', 'qr.kakaopay.com', 'transferGuide', COLLEAGUE.name, COLLEAGUE.contact]) expect(readText).not.toContain(secret);
  });

  test("the owner's summary shows reservations by quantity and every pledge, and marks a pledge received", async ({ browser, baseURL }) => {
    const { code, token } = journey;
    const owner = await phone(browser, baseURL!, token);
    const { page } = owner;
    await page.goto(`/event/summary/${code}`);

    // ---- reservations: one row per relative with their units
    const reservations = page.getByRole('list', { name: '예약 목록' });
    await expect(reservations).toBeVisible({ timeout: 30_000 });
    await expect(reservations.getByRole('listitem')).toHaveCount(2);
    for (const relative of [AUNT, UNCLE]) {
      const row = reservations.getByRole('listitem').filter({ hasText: relative.name });
      await expect(row.getByRole('heading', { name: DIAPERS })).toBeVisible();
      await expect(row.getByText(relative.contact)).toBeVisible();
      await expect(row.getByText(GIFT_MSG.units(relative.units), { exact: true })).toBeVisible();
    }

    // ---- pledges: three to the group gift, one to the fund (with its message)
    const pledges = page.getByRole('list', { name: '참여 목록' });
    await expect(pledges.getByRole('listitem')).toHaveCount(4);
    for (const friend of FRIENDS) {
      const row = pledges.getByRole('listitem').filter({ hasText: friend.name });
      await expect(row.getByRole('heading')).toHaveText(`${GIFT_MSG.pledgeKind.GROUP_GIFT} ${STROLLER}`);
      await expect(row.getByText(formatPrice(friend.amount), { exact: true })).toBeVisible();
    }
    const fundRow = pledges.getByRole('listitem').filter({ hasText: COLLEAGUE.name });
    await expect(fundRow.getByRole('heading')).toHaveText(GIFT_MSG.pledgeKind.FUND);
    await expect(fundRow.getByText(formatPrice(COLLEAGUE.amount), { exact: true })).toBeVisible();
    await expect(fundRow.getByText(COLLEAGUE.message)).toBeVisible();
    await expect(page.getByText(GIFT_MSG.fundSoFar(1, formatPrice(COLLEAGUE.amount)))).toBeVisible();

    // ---- totals in 원, then the fund pledge marked received
    const total = (label: string): Locator =>
      page
        .locator('.summary__total')
        .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
        .locator('dd');
    await expect(total(GIFT_MSG.totalPledged)).toHaveText(formatPrice(90_000 + COLLEAGUE.amount));
    await expect(total(GIFT_MSG.totalFund)).toHaveText(formatPrice(COLLEAGUE.amount));
    await expect(total(GIFT_MSG.totalReceived)).toHaveText(formatPrice(0));
    const received = fundRow.getByRole('checkbox', { name: new RegExp(GIFT_MSG.pledgeReceivedLabel) });
    await expect(received).not.toBeChecked();
    const put = page.waitForResponse((r) => /\/api\/pledge\/[^/]+\/received$/.test(r.url()) && r.request().method() === 'PUT');
    await received.check();
    const answer = await put;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ received: true });
    await expect(total(GIFT_MSG.totalReceived)).toHaveText(formatPrice(COLLEAGUE.amount));
    await page.reload();
    await expect(total(GIFT_MSG.totalReceived)).toHaveText(formatPrice(COLLEAGUE.amount), { timeout: 30_000 });
    await expect(page.getByRole('list', { name: '참여 목록' }).getByRole('listitem').filter({ hasText: COLLEAGUE.name }).getByRole('checkbox')).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await owner.close();

    // ---- the colleague's pledge page now says it arrived, and it can no longer be cancelled
    const colleague = await phone(browser, baseURL!);
    await colleague.page.goto(journey.pledgeUrl);
    await colleague.page.getByLabel('비밀번호 4자리').fill(COLLEAGUE.pin);
    await colleague.page.getByRole('button', { name: '확인' }).click();
    await expect(colleague.page.getByText(GIFT_MSG.pledgeReceived)).toBeVisible();
    await expect(colleague.page.getByRole('button', { name: GIFT_MSG.pledgeCancelButton })).toHaveCount(0);
    await colleague.close();
  });
});

test('the wish editor warns before the same Coupang product is added from another store URL; 그래도 저장 saves it', async ({ browser, baseURL, request }) => {
  const { token, code } = await ownerWithNews(request, 'dupe');
  const existing = await e2eKit(request).make.wish(
    { token, code },
    { title: '하기스 네이처메이드 기저귀', link: 'https://www.coupang.com/vp/products/7335597976?itemId=1' },
  );
  const NEW_TITLE = '밤기저귀 특가 (모바일에서 찾음)';
  const NEW_LINK = 'https://m.coupang.com/vm/products/7335597976?vendorItemId=9';
  const owner = await phone(browser, baseURL!, token);
  const { page } = owner;
  const creates: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/wish/create/${code}`)) creates.push(r.url());
  });

  await page.goto(`/event/editWishList/${code}`);
  await expect(page.getByRole('article', { name: existing.title })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '위시리스트 추가' }).click();
  const form = page.getByRole('form', { name: '위시리스트 추가' });
  await form.getByLabel('제목').fill(NEW_TITLE);
  await form.getByLabel('상품 링크').fill(NEW_LINK);

  // ---- the check answers the existing wish; the warning names it and why; 취소 saves nothing
  const checked = page.waitForResponse((r) => r.url().includes(`/api/wish/similar/${code}?`) && r.request().method() === 'GET');
  await form.getByRole('button', { name: '추가하기' }).click();
  const similar = await checked;
  expect(similar.status()).toBe(200);
  expect(await similar.json()).toMatchObject({ candidates: [expect.objectContaining({ wishId: existing.id, reason: 'SAME_PRODUCT' })] });
  const dialog = page.getByRole('dialog', { name: GIFT_MSG.similarTitle });
  const listed = dialog.getByRole('list', { name: '비슷한 선물' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(existing.title);
  await expect(listed).toContainText(GIFT_MSG.similarReason.SAME_PRODUCT);
  await dialog.getByRole('button', { name: GIFT_MSG.similarCancel }).click();
  await expect(dialog).toHaveCount(0);
  await expect(form.getByLabel('상품 링크')).toHaveValue(NEW_LINK);
  expect(creates).toHaveLength(0);

  // ---- again, and 그래도 저장: the wish is saved next to the existing one
  await form.getByRole('button', { name: '추가하기' }).click();
  await expect(dialog.getByText(existing.title)).toBeVisible();
  const created = page.waitForResponse((r) => r.url().endsWith(`/api/wish/create/${code}`) && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: GIFT_MSG.similarSaveAnyway }).click();
  expect((await created).status()).toBe(201);
  expect(creates).toHaveLength(1);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('article', { name: NEW_TITLE })).toBeVisible();
  await expect(page.getByRole('article', { name: existing.title })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: NEW_TITLE })).toBeVisible({ timeout: 30_000 });
  await owner.close();
});

/**
 * Reserves `units` of wish `wishId` through its card's reserve modal on `page` (the wish list), checking
 * the stepper (starts at 1, '{remaining}개 남음', '+' stops at what remains), then waits for the
 * reservation page whose URL carries the share code and the answer's `reservationId`.
 */
async function reserveThroughModal(
  page: Page,
  wishId: number,
  who: { name: string; contact: string; pin: string; units: number },
  remaining: number,
): Promise<GiftReserveResponse> {
  await page.getByRole('button', { name: `${DIAPERS} 선물 예약하기` }).click();
  const modal = page.getByRole('dialog', { name: '선물 예약하기' });
  const stepper = modal.getByRole('group', { name: GIFT_MSG.quantityLabel });
  const value = stepper.locator('output');
  const more = stepper.getByRole('button', { name: GIFT_MSG.quantityIncrease });
  await expect(stepper.getByText(GIFT_MSG.remainingUnits(remaining))).toBeVisible();
  await expect(value).toHaveText(GIFT_MSG.units(1));
  await expect(stepper.getByRole('button', { name: GIFT_MSG.quantityDecrease })).toBeDisabled();
  for (let n = 1; n < who.units; n += 1) await more.click();
  await expect(value).toHaveText(GIFT_MSG.units(who.units));
  if (who.units === remaining) await expect(more).toBeDisabled();
  else await expect(more).toBeEnabled();
  await modal.getByLabel('이름').fill(who.name);
  await modal.getByLabel('전화번호 또는 이메일').fill(who.contact);
  await modal.getByLabel('확인 비밀번호').fill(who.pin);
  await modal.getByLabel(CONSENT_MSG.relativeConsentLabel).check();
  const reserved = page.waitForResponse((r) => r.url().endsWith(`/api/wish/reserve/${wishId}`) && r.request().method() === 'POST');
  await modal.getByRole('button', { name: '예약하기', exact: true }).click();
  const response = await reserved;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ quantity: who.units, reservedName: who.name, privacyConsent: true });
  const answer = (await response.json()) as GiftReserveResponse;
  expect(answer.reservationId).toMatch(/^[\w-]{16,64}$/);
  await page.waitForURL(
    (url) =>
      url.pathname === `/event/wishReserved/${wishId}` &&
      url.searchParams.get('code') === journey.code &&
      url.searchParams.get('reservation') === answer.reservationId,
  );
  return answer;
}

/**
 * Opens `url` (a reservation page with `reservation=`) on `page` afresh: the gate names `who` (masked),
 * `who.pin` unlocks it; returns the view the API answered (the call carried `reservationId`).
 */
async function openWithPin(page: Page, url: string, who: { name: string; pin: string }, reservationId: string): Promise<ReservationViewData> {
  if (page.url() !== new URL(url, page.url()).toString()) await page.goto(url);
  await expect(page.getByRole('heading', { name: `${maskName(who.name)}님이 예약한 위시리스트` })).toBeVisible();
  await page.getByLabel('비밀번호 4자리').fill(who.pin);
  const viewed = page.waitForResponse((r) => /\/api\/event\/fetchWishReservedData\/\d+$/.test(r.url()) && r.status() === 200);
  await page.getByRole('button', { name: '확인' }).click();
  const response = await viewed;
  expect(response.request().postDataJSON()).toMatchObject({ reservationId, password: who.pin });
  await expect(page.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeVisible();
  return (await response.json()) as ReservationViewData;
}
