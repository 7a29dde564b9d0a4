import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { listPages, MSG } from '@babynews/contracts';
import { joinMember, signedInContext } from '../support/actors';
import { expect, test, uniqueMember } from '../support/fixtures';
import { createDatabase } from '../support/mariadb';
import { noticeJourney } from '../support/notice-journey';
import { E2E_ADMIN, SERVERS, startServer, type RunningServer } from '../support/servers';

/**
 * The admin console in the browser, on SQLite and MariaDB (spec §2, §4, §6; ARCHITECTURE §1, §4.12–4.13):
 * `/login/admin` keeps only administrators; an administrator sees the statistics, pages through the
 * members and opens one; a member (or a visitor) opening any admin page is sent to /login/admin; and the
 * same journeys (this one, then notices.spec.ts's `noticeJourney`) work with the admin remote served from
 * a second origin (ADMIN_REMOTE_URL).
 */
test.describe.configure({ timeout: 180_000 });

const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3101);

/** Every guarded administrator page of the tables (`"frame": "admin"`) with its parameters filled in. */
const ADMIN_PATHS = listPages()
  .filter((page) => page.frame === 'admin')
  .map((page) => page.path.replace(':code', 'landing-hero').replace(/:[a-zA-Z]+/g, '1'));

async function memberCount(request: APIRequestContext, baseURL: string, token: string): Promise<number> {
  const res = await request.get(`${baseURL}/api/admin/fetchMemberList/0/15`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()).page.totalElements as number;
}

async function adminToken(request: APIRequestContext, baseURL: string): Promise<string> {
  const res = await request.post(`${baseURL}/api/loginProc`, { form: E2E_ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()).accessToken as string;
}

/** At least 16 members exist on the server at `baseURL` (so the list has a second page); returns one made here. */
async function enoughMembers(request: APIRequestContext, baseURL: string): Promise<{ username: string; displayName: string }> {
  const token = await adminToken(request, baseURL);
  const missing = Math.max(1, 16 - (await memberCount(request, baseURL, token)));
  let last = { username: '', displayName: '' };
  for (let i = 0; i < missing; i++) {
    const body = uniqueMember('adm');
    const res = await request.post(`${baseURL}/api/joinProc`, { data: body });
    expect(res.status()).toBe(201);
    last = { username: body.username, displayName: body.displayName };
  }
  return last;
}

/** The administrator's journey: sign in, statistics, paging, a member's detail, the name search. */
async function adminJourney(page: Page, newest: { username: string; displayName: string }) {
  await page.goto('/login/admin');
  await expect(page.getByRole('heading', { name: 'ADMIN LOGIN' })).toBeVisible();
  await page.getByLabel('아이디').fill(E2E_ADMIN.username);
  await page.getByLabel('비밀번호').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/:\d+\/admin$/);

  await expect(page.getByRole('heading', { name: '관리자 홈' })).toBeVisible({ timeout: 30_000 });
  const today = page.getByRole('region', { name: '오늘 가입' });
  await expect(today.getByText('일반 가입')).toBeVisible();
  await expect(today.getByText('소셜 가입')).toBeVisible();
  // The members made for this test signed up just now: today's total is at least one.
  await expect(today.locator('.admin-stats__number')).not.toHaveText('0');
  await expect(page.getByRole('img', { name: /최근 30일 일별 가입자 수 막대 그래프/ })).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: '관리자 사이드바' });
  await sidebar.getByRole('link', { name: '회원 목록' }).click();
  await expect(page).toHaveURL(/\/admin\/member\/stats$/);
  await expect(page.getByRole('heading', { name: '회원 목록' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^page 1 of ([2-9]|\d{2,})$/)).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(16); // header + 15
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByText(/^page 2 of \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'PREV' }).click();
  await expect(page.getByText(/^page 1 of \d+$/)).toBeVisible();

  // Newest first: the member made last is on the first page; open it.
  await page.getByRole('link', { name: newest.username, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/member\/stats\/details\/\d+$/);
  await expect(page.getByRole('heading', { name: '회원 상세 정보' })).toBeVisible({ timeout: 30_000 });
  const detail = page.getByRole('region', { name: `${newest.displayName} 회원 정보` });
  await expect(detail.getByText(newest.username, { exact: true })).toBeVisible();
  await expect(detail.getByText('일반 회원', { exact: true })).toBeVisible();
  await expect(detail.getByText(/^\d{4}\. \d{1,2}\. \d{1,2}\.$/).first()).toBeVisible();

  await page.getByRole('link', { name: '← 회원 목록으로' }).click();
  await page.getByRole('checkbox', { name: '이름·전화번호로 찾기' }).check();
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page.getByText(MSG.admin.nameOrPhoneRequired)).toBeVisible();
  await page.getByLabel('이름', { exact: true }).fill(newest.displayName);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page.getByText('page 1 of 1')).toBeVisible();
  await expect(page.getByRole('link', { name: newest.username, exact: true })).toBeVisible();
}

test('the admin login keeps an administrator signed in and refuses a regular member', async ({ page, request, remoteFetches }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\/admin$/); // the guard sends a visitor away after 300 ms
  await expect(page.getByRole('heading', { name: 'ADMIN LOGIN' })).toBeVisible();
  expect(remoteFetches.some((u) => u.includes('/remotes/admin/mf-manifest.json'))).toBe(true);

  const member = uniqueMember('notadmin');
  expect((await request.post('/api/joinProc', { data: member })).status()).toBe(201);
  await page.getByLabel('아이디').fill(member.username);
  await page.getByLabel('비밀번호').fill(member.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText(MSG.auth.adminLoginFailed)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an administrator sees the statistics, pages through the members and opens one', async ({ page, request, baseURL }) => {
  const newest = await enoughMembers(request, baseURL!);
  await adminJourney(page, newest);
});

test('a member or a visitor opening any admin page is sent to /login/admin', async ({ browser, baseURL, request }) => {
  expect(ADMIN_PATHS).toEqual(expect.arrayContaining(['/admin', '/admin/member/stats', '/admin/member/stats/details/1', '/admin/notice/create']));
  const { token } = await joinMember(request, 'nosy');
  for (const who of ['member', 'visitor'] as const) {
    const context = await signedInContext(browser, baseURL!, who === 'member' ? token : undefined);
    const page = await context.newPage();
    try {
      for (const path of ADMIN_PATHS) {
        await page.goto(path);
        await expect(page, `${who} at ${path}`).toHaveURL(/\/login\/admin$/, { timeout: 20_000 });
        await expect(page.getByRole('navigation', { name: '관리자 사이드바' })).toHaveCount(0);
      }
    } finally {
      await context.close();
    }
  }
});

/** Serves dist/apps/admin on `port` with CORS for exactly `allowOrigin` (a CDN or a second host of the admin remote). */
function serveAdminBuild(port: number, allowOrigin: string): Promise<Server> {
  const root = resolve(__dirname, '../../dist/apps/admin');
  const types: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.html': 'text/html' };
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(root, path);
    if (req.headers.origin === allowOrigin) res.setHeader('access-control-allow-origin', allowOrigin);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

test('the same journeys work with the admin remote on a second origin', async ({ browser, request }, testInfo) => {
  test.setTimeout(300_000);
  const index = SERVERS.findIndex((s) => s.name === testInfo.project.name);
  const apiPort = PORT_BASE + 20 + index * 2;
  const remotePort = apiPort + 1;
  const shellOrigin = `http://127.0.0.1:${apiPort}`;
  const remoteOrigin = `http://127.0.0.1:${remotePort}`;
  const cdn = await serveAdminBuild(remotePort, shellOrigin);
  const db = testInfo.project.name === 'mariadb' ? await createDatabase('babynews_e2e_admin') : null;
  let api: RunningServer | null = null;
  try {
    api = await startServer(apiPort, { ADMIN_REMOTE_URL: `${remoteOrigin}/mf-manifest.json`, ...(db ? { DATABASE_URL: db.url } : {}) });
    const config = await request.get(`${shellOrigin}/runtime-config.json`);
    expect((await config.json()).remotes.admin).toBe(`${remoteOrigin}/mf-manifest.json`);
    const csp = config.headers()['content-security-policy'];
    // this origin, the one inline script of a painted page (by its hash), then the remote's origin
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-[A-Za-z0-9+/]+=' ${remoteOrigin.replace(/\./g, '\\.')} `));
    expect(csp).not.toMatch(/script-src[^;]*(\*|\shttps?:[\s;])/);
    const newest = await enoughMembers(request, shellOrigin);

    const context = await browser.newContext({ baseURL: shellOrigin });
    const visitorContext = await browser.newContext({ baseURL: shellOrigin });
    const page = await context.newPage();
    const visitor = await visitorContext.newPage();
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    const cspErrors: string[] = [];
    for (const watched of [page, visitor]) {
      watched.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) cspErrors.push(m.text());
      });
    }
    try {
      // Signed in through /login/admin on the shell's origin, the administrator then publishes, edits
      // and deletes a notice that a visitor of the same origin reads in between.
      await adminJourney(page, newest);
      await noticeJourney(page, visitor);
      expect(fetched.some((u) => u.startsWith(`${remoteOrigin}/mf-manifest.json`))).toBe(true);
      expect(fetched.some((u) => u.startsWith(remoteOrigin) && u.endsWith('.js'))).toBe(true);
      expect(fetched.filter((u) => u.startsWith(`${shellOrigin}/remotes/admin/`))).toEqual([]);
      expect(cspErrors).toEqual([]);
    } finally {
      await context.close();
      await visitorContext.close();
    }
  } finally {
    await api?.stop();
    await db?.drop();
    await new Promise((done) => cdn.close(done));
  }
});
