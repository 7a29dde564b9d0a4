import { CONSENT_MSG, NOTIFICATION_MSG, seoulDayStartAt } from '@babynews/contracts';
import { e2eKit, signedInContext } from '../support/actors';
import { expect, test } from '../support/fixtures';
import { mailTo } from '../support/mailbox';

/**
 * The parent's daily digest (ARCHITECTURE §4.23): a parent with a verified address turns the daily
 * digest on at '내 정보', a relative reserves a gift on the parent's page, the test moves the server's
 * clock to the next 20:00 Asia/Seoul through the test-only control (`POST /api/test/clock`, which
 * production does not have), and the digest arrives at the SMTP server the suite runs, naming the gift
 * and the relative and linking the page's summary.
 */

const PHONE = { width: 360, height: 740 };

test('a parent turns the daily digest on, a relative reserves, and at 20:00 Asia/Seoul the digest arrives', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const { make } = e2eKit(page.request);
  const owner = await make.ownerWithNews({ prefix: 'notify' });
  await make.wish(owner, { title: '아기 욕조' });
  const email = owner.member.email.toLowerCase();

  // ---- the parent verifies the address with the mailed link's token (only a verified address gets notifications)
  const verifyMail = await mailTo(email, '이메일 주소를 확인');
  const token = /#t=([A-Za-z0-9_-]{43})/.exec(verifyMail.text)?.[1];
  expect(token).toBeDefined();
  expect((await page.request.post('/api/member/verifyEmail', { data: { token } })).status()).toBe(200);

  // ---- '내 정보': the daily digest
  const parentContext = await signedInContext(browser, baseURL!, owner.token, { viewport: PHONE });
  const parent = await parentContext.newPage();
  await parent.goto('/user/account');
  await expect(parent.getByRole('heading', { name: NOTIFICATION_MSG.title })).toBeVisible();
  await parent.getByRole('radio', { name: NOTIFICATION_MSG.modeOff }).check();
  await parent.getByRole('button', { name: NOTIFICATION_MSG.save }).click();
  await expect(parent.getByRole('status').filter({ hasText: NOTIFICATION_MSG.saved })).toBeVisible();
  await parent.getByRole('radio', { name: NOTIFICATION_MSG.modeDaily }).check();
  await parent.getByRole('button', { name: NOTIFICATION_MSG.save }).click();
  await expect(parent.getByRole('status').filter({ hasText: NOTIFICATION_MSG.saved })).toBeVisible();
  await parentContext.close();
  expect((await page.request.get('/api/member/notificationSettings', { headers: { authorization: `Bearer ${owner.token}` } })).ok()).toBe(true);

  // ---- a relative reserves
  const relativeContext = await signedInContext(browser, baseURL!, undefined, { viewport: PHONE });
  const relative = await relativeContext.newPage();
  await relative.goto(`/event/wishList/${owner.code}`);
  await relative.waitForFunction(() => (window as unknown as { bnHydrated?: boolean }).bnHydrated === true);
  await relative.getByRole('button', { name: '아기 욕조 선물 예약하기' }).click();
  const modal = relative.getByRole('dialog', { name: '선물 예약하기' });
  await modal.getByLabel('이름').fill('김이모');
  await modal.getByLabel('전화번호 또는 이메일').fill('010-5555-1234');
  await modal.getByLabel('확인 비밀번호').fill('4682');
  await modal.getByLabel(CONSENT_MSG.relativeConsentLabel).check();
  await modal.getByRole('button', { name: '예약하기', exact: true }).click();
  await relative.waitForURL((url) => url.pathname.startsWith('/event/wishReserved/'));
  await relativeContext.close();

  // ---- the server's clock at the next 20:00 Asia/Seoul: the digest goes out
  const eight = new Date(seoulDayStartAt(new Date(), 20).getTime() + 24 * 60 * 60 * 1000);
  try {
    const moved = await page.request.post('/api/test/clock', { data: { now: eight.toISOString() } });
    expect(moved.status()).toBe(200);
    const digest = await mailTo(email, '소식 알림', 30_000);
    expect(digest.subject).toMatch(/^\[아기소식\] \d+월 \d+일 소식 알림 1건$/);
    expect(digest.text).toContain('김이모님이 아기 욕조를 예약했어요');
    expect(digest.text).toContain(`/event/summary/${owner.code}`);
    expect(`${digest.text}${digest.html}`).not.toContain('010-5555-1234');
  } finally {
    await page.request.post('/api/test/clock', { data: { now: null } });
  }
});
