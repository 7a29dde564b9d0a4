import type { Page } from '@playwright/test';
import { CONSENT_MSG, LEGAL_DOCUMENTS } from '@babynews/contracts';
import { joinMember, signedInContext } from '../support/actors';
import { expectNoSeriousViolation } from '../support/axe';
import { fillRegisterForm } from '../support/register';
import { expect, test, uniqueMember } from '../support/fixtures';

/**
 * The sign-up consent step (ARCHITECTURE §4.24) at 360 × 740 on each database: four separate unticked
 * boxes; '전체 동의' ticks them all; ticked one by one, the form names the first required box left
 * before sending; the member's consents are stored with the current versions; no serious or critical
 * axe violation on the step, with and without its error showing. The renewal page: a member route's 403
 * CONSENT_REQUIRED sends the browser there and, once agreed, back.
 */

test.use({ viewport: { width: 360, height: 740 } });

/** The signed-in page's member consents, read through the API with the stored token. */
async function storedConsents(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get('/api/member/consents', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { consents: { document: string; version: string }[]; pending: string[]; marketing: { agreed: boolean } };
}

const box = (page: Page, label: string) => page.getByRole('checkbox', { name: label, exact: true });

test("signing up with '전체 동의' stores every consent, marketing included", async ({ page }) => {
  const mom = uniqueMember('allok');
  await fillRegisterForm(page, mom);
  for (const label of Object.values(CONSENT_MSG.label)) await expect(box(page, label)).not.toBeChecked();
  await expect(page.getByText(CONSENT_MSG.signupPrivacySummary)).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(CONSENT_MSG.termsLink) })).toHaveAttribute('href', '/terms-of-use');
  await expect(page.getByRole('link', { name: new RegExp(CONSENT_MSG.privacyLink) })).toHaveAttribute('href', '/privacy-policy');

  await box(page, CONSENT_MSG.allAgree).check();
  for (const label of Object.values(CONSENT_MSG.label)) await expect(box(page, label)).toBeChecked();
  await page.getByRole('button', { name: '회원가입 완료' }).click();
  await expect(page).toHaveURL(/\/user\/mypage$/);

  const stored = await storedConsents(page);
  expect(stored.pending).toEqual([]);
  expect(stored.marketing.agreed).toBe(true);
  expect(stored.consents.map((c) => [c.document, c.version])).toEqual(
    (['terms', 'privacy', 'age14', 'marketing'] as const).map((d) => [d, LEGAL_DOCUMENTS[d].version]),
  );
});

test('signing up with the boxes one by one: the form names each required box left, then sends', async ({ page }) => {
  const mom = uniqueMember('onebyone');
  await fillRegisterForm(page, mom);
  await expectNoSeriousViolation(page, 'the consent step');

  await page.getByRole('button', { name: '회원가입 완료' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CONSENT_MSG.missing.terms })).toBeVisible();
  await expect(box(page, CONSENT_MSG.label.terms)).toBeFocused();
  await expectNoSeriousViolation(page, 'the consent step with its error');

  await box(page, CONSENT_MSG.label.terms).check();
  await box(page, CONSENT_MSG.label.privacy).check();
  await page.getByRole('button', { name: '회원가입 완료' }).click();
  await expect(page.getByRole('alert').filter({ hasText: CONSENT_MSG.missing.age14 })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/register$/);

  await box(page, CONSENT_MSG.label.age14).check();
  await expect(box(page, CONSENT_MSG.allAgree)).not.toBeChecked(); // marketing stays unticked
  await page.getByRole('button', { name: '회원가입 완료' }).click();
  await expect(page).toHaveURL(/\/user\/mypage$/);

  const stored = await storedConsents(page);
  expect(stored.pending).toEqual([]);
  expect(stored.marketing.agreed).toBe(false);
  expect(stored.consents.map((c) => c.document)).toEqual(['terms', 'privacy', 'age14']);
});

test('a 403 CONSENT_REQUIRED sends the member to the renewal page, and agreeing brings them back', async ({ browser, baseURL, request }) => {
  const { member, token } = await joinMember(request, 'renew');
  const context = await signedInContext(browser, baseURL!, token, { viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  // The server has nothing pending for a new member: a new version of the terms is played by the two
  // answers a member who agreed to an earlier one gets (the API's own gate is proven in consent.int.spec).
  let gate = true;
  await page.route('**/api/member/getMyPageData', (route) =>
    gate
      ? route.fulfill({ status: 403, json: { statusCode: 403, code: 'CONSENT_REQUIRED', message: CONSENT_MSG.renewal, error: 'Forbidden' } })
      : route.fallback(),
  );
  await page.route('**/api/member/consents', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...(await answer.json()), pending: ['terms', 'age14'] } });
  });

  await page.goto('/user/mypage');
  await expect(page).toHaveURL(/\/user\/consent\?next=%2Fuser%2Fmypage$/);
  await expect(page.getByText(CONSENT_MSG.renewal)).toBeVisible();
  await expect(box(page, CONSENT_MSG.label.terms)).toBeVisible();
  await expect(box(page, CONSENT_MSG.label.age14)).toBeVisible();
  await expect(box(page, CONSENT_MSG.label.privacy)).toHaveCount(0);
  await expectNoSeriousViolation(page, '/user/consent');

  await box(page, CONSENT_MSG.label.terms).check();
  await page.getByRole('button', { name: CONSENT_MSG.renewalSubmit }).click();
  await expect(page.getByRole('alert').filter({ hasText: CONSENT_MSG.missing.age14 })).toBeVisible();
  await box(page, CONSENT_MSG.label.age14).check();
  gate = false;
  const agreed = page.waitForResponse((res) => res.url().endsWith('/api/member/consents') && res.request().method() === 'POST');
  await page.getByRole('button', { name: CONSENT_MSG.renewalSubmit }).click();
  expect((await agreed).status()).toBe(200);
  await expect(page).toHaveURL(/\/user\/mypage$/);
  await expect(page.getByText(`${member.displayName}님`).first()).toBeVisible();
  await context.close();
});
