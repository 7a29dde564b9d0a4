import { readFileSync } from 'node:fs';
import { ACCOUNT_MSG, EXPORT_MSG, type MemberExport } from '@babynews/contracts';
import { e2eKit, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';

/**
 * The member's data rights on '내 정보' (ARCHITECTURE §4.24) at 360 × 740 on each database: '내 정보
 * 내려받기' asks for the password (a wrong one is refused in Korean) and downloads a JSON file that holds
 * the member's news page; the withdrawal dialog names what goes with the member's counts.
 */
test.use({ viewport: { width: 360, height: 740 } });

test('a member downloads their data as JSON, and the withdrawal dialog lists what goes with counts', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const { make, api } = e2eKit(request);
  const owner = await make.ownerWithNews({ prefix: 'exporter' });
  await make.reservedWish(owner, { reserve: { reservedName: '김이모' } });
  await make.wish(owner, { title: '손수건' });
  const quiz = await make.quiz(owner);
  const answer = { eventCode: owner.code, selectedOptionId: quiz.options[0]!.id, name: '박삼촌', contactInfo: '010-2222-3333', privacyConsent: true as const };
  expect((await api.submitQuiz(quiz.id, answer)).status).toBe(201);
  const fan = await make.member({ prefix: 'fan' });
  expect((await api.follow(fan.token, owner.code)).status).toBeLessThan(300);

  const context = await signedInContext(browser, baseURL!, owner.token, { viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  try {
    await page.goto('/user/account');
    await expect(page.getByRole('heading', { name: EXPORT_MSG.title })).toBeVisible();
    const password = page.getByLabel(EXPORT_MSG.passwordLabel, { exact: true });

    // A wrong password: the Korean message under the field, no file.
    await password.fill('not-my-password-9');
    await page.getByRole('button', { name: EXPORT_MSG.submit }).click();
    await expect(page.getByText('비밀번호가 일치하지 않습니다.')).toBeVisible();

    await password.fill(owner.member.password);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: EXPORT_MSG.submit }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^babynews-내정보-\d{8}\.json$/);
    const exported = JSON.parse(readFileSync((await file.path())!, 'utf8')) as MemberExport;
    expect(exported.account.username).toBe(owner.username);
    expect(exported.newsPages[0]!.page.title).toBe(owner.news.title);
    expect(exported.newsPages[0]!.reservations.flatMap((w) => w.reservations.map((r) => r.reservedName))).toContain('김이모');
    await expect(page.getByText(EXPORT_MSG.done)).toBeVisible();
    // Nothing horizontal to scroll at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The withdrawal dialog: every item with the member's count, and the note on the relatives' mail.
    await page.getByRole('button', { name: ACCOUNT_MSG.withdrawTitle }).click();
    const dialog = page.getByRole('dialog', { name: ACCOUNT_MSG.withdrawConfirmTitle });
    const L = EXPORT_MSG.withdrawList;
    const losses = dialog.getByRole('list', { name: L.label });
    await expect(losses).toContainText(`${L.newsPage} (1개)`);
    await expect(losses).toContainText(`${L.wishes} (2개)`);
    await expect(losses).toContainText(`${L.gifts} (1개)`);
    await expect(losses).toContainText(`${L.quizzes} (퀴즈 1개 · 답변 1개)`);
    await expect(losses).toContainText(`${L.followers} (1명)`);
    await expect(losses).toContainText(`${L.uploads} (0개)`);
    await expect(dialog.getByText(L.relativesNotice)).toBeVisible();
    await dialog.getByRole('button', { name: ACCOUNT_MSG.withdrawCancel }).click();
    await expect(dialog).toBeHidden();
    expect((await api.myPage(owner.token)).status).toBe(200);
  } finally {
    await context.close();
  }
});
