import { CONSENT_MSG, LIMITS_CONSENT } from '@babynews/contracts';
import { e2eKit, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolation } from '../support/axe';

/**
 * The relatives' notice on the reserve form (ARCHITECTURE §4.24; PIPA Art. 15, 17) on a phone (360 × 740):
 * the notice names the items, the purpose, the parent as the recipient, the retention and the right to
 * refuse, tied to one required box; the policy opens in a new tab and the form keeps what was typed; the
 * form sends nothing without the box; ticked, the reservation goes with `privacyConsent: true`. axe finds
 * no serious or critical violation on the open modal with the notice.
 */

const PHONE = { width: 360, height: 740 };
const RELATIVE = { name: '한고모', contact: '010-3141-5926', pin: '3141' };

test('relative consent: the reserve modal shows the notice, refuses without the box, and reserves with it', async ({ browser, baseURL, request }) => {
  const { make } = e2eKit(request);
  const owner = await make.ownerWithNews({ prefix: 'consent' });
  const wish = await make.wish(owner, { title: '아기 모자' });
  const context = await signedInContext(browser, baseURL!, undefined, { viewport: PHONE });
  const page = await context.newPage();
  await page.goto(`/event/wishList/${owner.code}`);
  await page.waitForFunction(() => (window as unknown as { bnHydrated?: boolean }).bnHydrated === true);
  await page.getByRole('button', { name: '아기 모자 선물 예약하기' }).click();
  const modal = page.getByRole('dialog', { name: '선물 예약하기' });

  // The notice, described-by the one required box.
  const box = modal.getByRole('checkbox', { name: CONSENT_MSG.relativeConsentLabel });
  await expect(box).not.toBeChecked();
  await expect(box).toHaveAttribute('required', '');
  const notice = page.locator(`[id="${await box.getAttribute('aria-describedby')}"]`);
  for (const line of [
    CONSENT_MSG.relativeNotice.items,
    CONSENT_MSG.relativeNotice.purpose,
    CONSENT_MSG.relativeNotice.recipient,
    CONSENT_MSG.relativeNotice.retention(LIMITS_CONSENT.retentionDefaultDays),
    CONSENT_MSG.relativeNotice.refuse,
  ]) {
    await expect(notice).toContainText(line);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await modal.getByLabel('이름').fill(RELATIVE.name);
  await modal.getByLabel('전화번호 또는 이메일').fill(RELATIVE.contact);
  await modal.getByLabel('확인 비밀번호').fill(RELATIVE.pin);

  // The privacy policy opens in a new tab; the form keeps what was typed.
  const [policy] = await Promise.all([
    page.waitForEvent('popup'),
    modal.getByRole('link', { name: new RegExp(CONSENT_MSG.relativeNotice.policyLink) }).click(),
  ]);
  await policy.waitForLoadState();
  expect(new URL(policy.url()).pathname).toBe('/privacy-policy');
  await expect(policy.getByRole('heading', { level: 1 })).toContainText('개인정보');
  await policy.close();
  await expect(modal.getByLabel('이름')).toHaveValue(RELATIVE.name);

  // Without the box: the Korean message, and no request.
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/wish/reserve/${wish.id}`)) sent++;
  });
  await modal.getByRole('button', { name: '예약하기', exact: true }).click();
  await expect(modal.getByRole('alert')).toHaveText(CONSENT_MSG.missing.relative);
  expect(sent).toBe(0);

  // axe on the open modal with its notice (the error line shown too).
  await expectNoSeriousViolation(page, 'reserve modal with the notice');

  // Ticked: the reservation goes with privacyConsent.
  await box.check();
  const reserved = page.waitForResponse((r) => r.url().endsWith(`/api/wish/reserve/${wish.id}`) && r.request().method() === 'POST');
  await modal.getByRole('button', { name: '예약하기', exact: true }).click();
  const response = await reserved;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ reservedName: RELATIVE.name, privacyConsent: true });
  await page.waitForURL((url) => url.pathname === `/event/wishReserved/${wish.id}`);
  await context.close();
});
