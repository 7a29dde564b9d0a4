import { CONSENT_MSG, MAIL_MSG, MSG } from '@babynews/contracts';
import { acceptDialogs, e2eKit, signedInContext, TEST_ADDRESS } from '../support/actors';
import { expect, test } from '../support/fixtures';
import { mailTo } from '../support/mailbox';

/**
 * The reservation receipt (ARCHITECTURE §4.23) at 360 × 740: a relative reserves with an address for
 * the receipt, the receipt arrives at the SMTP server the suite runs (the API's outbox worker sends
 * it), names the gift and the page but neither the PIN nor the parents' address, and its link opens the
 * reservation in a fresh browser, where the relative who forgot the PIN asks for a reset link
 * ('PIN을 잊으셨나요?'), sets a new PIN from the mailed link and cancels.
 */

const PHONE = { width: 360, height: 740 };
const PIN = '4682';
const NEW_PIN = '7315';

test('a relative reserves with a receipt address, opens the mailed link in a fresh browser, resets the forgotten PIN by mail and cancels', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { make } = e2eKit(page.request);
  const owner = await make.ownerWithNews({ prefix: 'mail' });
  await make.wish(owner, { title: '아기 손수건 세트' });
  const address = `receipt-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  // ---- reserve, asking for the receipt
  const first = await signedInContext(browser, baseURL!, undefined, { viewport: PHONE });
  const relative = await first.newPage();
  await relative.goto(`/event/wishList/${owner.code}`);
  await relative.waitForFunction(() => (window as unknown as { bnHydrated?: boolean }).bnHydrated === true);
  await relative.getByRole('button', { name: '아기 손수건 세트 선물 예약하기' }).click();
  const modal = relative.getByRole('dialog', { name: '선물 예약하기' });
  await modal.getByLabel('이름').fill('김이모');
  await modal.getByLabel('전화번호 또는 이메일').fill('010-5555-1234');
  await modal.getByLabel('확인 비밀번호').fill(PIN);
  await expect(modal.getByText(MAIL_MSG.receiptEmailHint)).toBeVisible();
  await modal.getByLabel(`${MAIL_MSG.receiptEmailLabel} (선택)`).fill(address.toUpperCase());
  await modal.getByLabel(CONSENT_MSG.relativeConsentLabel).check();
  await modal.getByRole('button', { name: '예약하기', exact: true }).click();
  await relative.waitForURL((url) => url.pathname.startsWith('/event/wishReserved/') && url.searchParams.has('reservation'));
  const reservedAt = new URL(relative.url());
  await first.close();

  // ---- the receipt
  const mail = await mailTo(address, '아기 손수건 세트');
  expect(mail.subject).toBe("[아기소식] '아기 손수건 세트' 선물을 예약했어요");
  const link = /https?:\/\/\S+\/event\/wishReserved\/\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const linkUrl = new URL(link!);
  expect(linkUrl.pathname).toBe(reservedAt.pathname);
  expect(linkUrl.searchParams.get('code')).toBe(owner.code);
  expect(linkUrl.searchParams.get('reservation')).toBe(reservedAt.searchParams.get('reservation'));
  for (const secret of [PIN, TEST_ADDRESS.address, TEST_ADDRESS.detailAddress]) expect(`${mail.text}${mail.html}`).not.toContain(secret);

  // ---- a fresh browser opens the link; the PIN is forgotten: a reset link by mail, a new PIN, then cancel
  const second = await signedInContext(browser, baseURL!, undefined, { viewport: PHONE });
  const later = await second.newPage();
  const dialogs = acceptDialogs(later);
  await later.goto(`${linkUrl.pathname}${linkUrl.search}`);
  await expect(later.getByLabel('비밀번호 4자리')).toBeVisible();
  await later.waitForFunction(() => (window as unknown as { bnHydrated?: boolean }).bnHydrated === true);
  await later.getByRole('button', { name: MAIL_MSG.pinForgot }).click();
  await expect(later.getByRole('status').filter({ hasText: MAIL_MSG.pinResetSent })).toBeVisible();

  const resetMail = await mailTo(address, 'PIN을 다시 정해');
  const resetLink = /https?:\/\/\S+\/pin\/reset#t=[A-Za-z0-9_-]{43}/.exec(resetMail.text)?.[0];
  expect(resetLink).toBeDefined();
  const resetUrl = new URL(resetLink!);
  await later.goto(`${resetUrl.pathname}${resetUrl.hash}`);
  await expect(later.getByRole('heading', { name: MAIL_MSG.pinResetTitle })).toBeVisible();
  // the token leaves the address bar once read
  await expect.poll(() => new URL(later.url()).hash).toBe('');
  await later.getByLabel('새 PIN 4자리').fill(NEW_PIN);
  await later.getByRole('button', { name: '새 PIN 저장하기' }).click();
  await expect(later.getByText(MAIL_MSG.pinResetDone)).toBeVisible();
  await later.getByRole('link', { name: '예약 확인하기' }).click();

  await later.getByLabel('비밀번호 4자리').fill(NEW_PIN);
  await later.getByRole('button', { name: '확인' }).click();
  await expect(later.getByRole('heading', { name: '선물 예약이 완료되었어요' })).toBeVisible();
  await expect(later.getByText('아기 손수건 세트').first()).toBeVisible();
  await later.getByRole('button', { name: '예약 취소하기' }).click();
  await later.waitForURL(new RegExp(`/event/${owner.code}$`));
  expect(dialogs).toEqual([MSG.reserve.cancelConfirm, MSG.reserve.cancelled]);

  // the used reset link works no more
  await later.goto(`${resetUrl.pathname}${resetUrl.hash}`);
  await later.getByLabel('새 PIN 4자리').fill('1111');
  await later.getByRole('button', { name: '새 PIN 저장하기' }).click();
  await expect(later.getByRole('alert')).toHaveText(MAIL_MSG.resetLinkInvalid);
  await second.close();
});
