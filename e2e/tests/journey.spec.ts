import { CONSENT_MSG, MEMBER_MAIL_MSG, MSG } from '@babynews/contracts';
import { expect, readClipboard, test, uniqueMember } from '../support/fixtures';
import { fillRegisterForm } from '../support/register';

/**
 * The first journey, on each database: a parent signs up, publishes news, copies the invite
 * link on my page, and a relative opens it in a fresh browser context without signing in.
 */
test('a parent signs up, publishes news, and a relative opens the invite link', async ({ page, browser, baseURL, remoteFetches, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const mom = uniqueMember();

  await fillRegisterForm(page, mom);
  await page.getByRole('checkbox', { name: CONSENT_MSG.allAgree }).check(); // the consent step (ARCHITECTURE §4.24)
  await page.getByRole('button', { name: '회원가입 완료' }).click();

  await expect(page).toHaveURL(/\/user\/mypage$/);
  await expect(page.getByText(`${mom.displayName}님`).first()).toBeVisible();
  // the verification link went to the address just given (ARCHITECTURE §4.23)
  await expect(page.getByText(MEMBER_MAIL_MSG.signupVerifySent)).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: '소식 만들기' }).click();
  await expect(page).toHaveURL(/\/event\/create$/);
  const submit = page.getByRole('button', { name: '소식 만들기' });
  await page.getByLabel('소식 제목').fill('우리 가족에게 콩이가 찾아왔어요');
  await expect(submit).toBeDisabled(); // no address yet
  await page.getByLabel('소식 내용').fill('내년 봄에 만나요!');
  await page.getByRole('button', { name: /직접 입력/ }).click();
  await page.getByLabel('우편번호').fill('06236');
  await page.getByLabel('주소', { exact: true }).fill('서울 강남구 테헤란로 152');
  await page.getByLabel('상세 주소').fill('101동 1001호');
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/user\/mypage$/);
  await expect(page.getByText('우리 가족에게 콩이가 찾아왔어요')).toBeVisible();
  const inviteUrl = await page.getByLabel('초대 링크').inputValue();
  expect(inviteUrl).toMatch(new RegExp(`^${baseURL}/event/[A-Za-z0-9_-]{10,}$`));

  const copy = page.getByRole('button', { name: '초대 링크 복사' });
  await copy.click();
  await expect(page.getByRole('button', { name: /복사됨/ })).toBeVisible();
  expect(await readClipboard(page)).toBe(inviteUrl);
  await expect(page.getByRole('button', { name: '초대 링크 복사' })).toBeVisible({ timeout: 4500 }); // label resets after 3 s

  // The shell learned the remotes' locations at run time and fetched their entries.
  expect(remoteFetches.some((u) => u.includes('/remotes/host/mf-manifest.json'))).toBe(true);
  expect(remoteFetches.some((u) => /\/remotes\/host\/remoteEntry(\.[a-f0-9]+)?\.js/.test(u))).toBe(true);

  // A relative, in a fresh context, without signing in.
  const relativeContext = await browser.newContext();
  const relative = await relativeContext.newPage();
  const relativeFetches: string[] = [];
  relative.on('request', (r) => relativeFetches.push(r.url()));
  await relative.goto(inviteUrl);
  await expect(relative.getByRole('heading', { level: 1, name: '우리 가족에게 콩이가 찾아왔어요' })).toBeVisible();
  await expect(relative.getByText(`${mom.displayName}님의 소식`)).toBeVisible();
  await expect(relative.getByText('내년 봄에 만나요!')).toBeVisible();
  await expect(relative.getByText('서울 강남구 테헤란로 152')).toHaveCount(0); // the address is never public
  // the words came with the HTML; the guest remote, located at run time, then hydrates the page
  await expect.poll(() => relativeFetches.some((u) => u.includes('/remotes/guest/mf-manifest.json'))).toBe(true);
  expect(await relative.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await relativeContext.close();
});

test('a second news page is refused and my page keeps the first', async ({ page, request }) => {
  const mom = uniqueMember('twice');
  const join = await request.post('/api/joinProc', { data: mom });
  expect(join.status()).toBe(201);
  const { accessToken } = await join.json();
  const headers = { authorization: `Bearer ${accessToken}` };
  const body = { title: '첫 소식', description: '', postCode: '06236', address: '서울', detailAddress: '' };
  expect((await request.post('/api/event/create', { data: body, headers })).status()).toBe(201);
  const second = await request.post('/api/event/create', { data: { ...body, title: '두 번째' }, headers });
  expect(second.status()).toBe(409);
  expect((await second.json()).message).toBe(MSG.event.alreadyExists);

  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), accessToken);
  await page.goto('/user/mypage');
  await expect(page.getByText('첫 소식')).toBeVisible();
});

test('unknown paths and unknown news codes show Korean not-found states', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByText(MSG.common.pageNotFound).first()).toBeVisible();
  await page.goto('/event/NoSuchCode123');
  await expect(page.getByText(MSG.event.notFound)).toBeVisible();
});

test('a remote that cannot load shows a Korean retry panel, and retry recovers', async ({ page }) => {
  let block = true;
  await page.route('**/remotes/guest/**', (route) => (block ? route.abort() : route.continue()));
  await page.goto('/event/NoSuchCode123');
  await expect(page.getByText(MSG.common.remoteLoadFailed)).toBeVisible();
  block = false;
  await page.getByRole('button', { name: '다시 시도' }).click();
  await expect(page.getByText(MSG.event.notFound)).toBeVisible();
});

test('my page sends a visitor who is not signed in to the login page', async ({ page }) => {
  await page.goto('/user/mypage');
  await expect(page).toHaveURL(/\/user\/login/);
  await expect(page.getByRole('heading', { name: 'LOGIN' })).toBeVisible();
});
