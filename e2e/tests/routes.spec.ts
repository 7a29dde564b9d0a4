import { documentTitle, listPages, listRemotePages, MSG } from '@babynews/contracts';
import { expect, test } from '../support/fixtures';

/**
 * The shell's router is generated from the page tables (libs/contracts/src/pages, ARCHITECTURE §1): every
 * page of every table, opened by URL, loads exactly its exposed module from its remote and is
 * neither the shell's 404 page nor the remote retry panel. Guarded pages may redirect afterwards.
 */
for (const page of listRemotePages()) {
  const url = page.path.replace(/:[A-Za-z0-9]+/g, 'routecheck1');
  test(`${url} loads ${page.remote}/${page.module}`, async ({ page: tab }) => {
    const exposed = new RegExp(`/remotes/${page.remote}/__federation_expose_${page.module}\\.[0-9a-f]+\\.js$`);
    const loaded = tab.waitForResponse((res) => exposed.test(res.url()) && res.ok());
    await tab.goto(url);
    await loaded;
    await expect(tab.getByText(MSG.common.pageNotFound)).toHaveCount(0);
    await expect(tab.getByText(MSG.common.remoteLoadFailed)).toHaveCount(0);
  });
}

/** Every page of the page tables (shell and remotes: the routes of spec §2), parameters filled with sample values. */
const PAGE_URLS = listPages().map((page) => ({ url: page.path.replace(/:[A-Za-z0-9]+/g, 'routecheck1'), title: documentTitle(page) }));

/**
 * Every page answers as a page (spec §2): a GET with `Accept: *\/*` (what crawlers and curl send) gets
 * the shell's HTML with the page's Korean title — 200 for the pages the router renders, the shell
 * with 404 for a path that is no page — while /api stays JSON.
 */
test('every page of the tables answers the shell’s HTML with its own title to Accept */*', async ({ request }) => {
  const answers = [];
  for (const { url: path, title } of PAGE_URLS) {
    const res = await request.get(path, { headers: { accept: '*/*' } });
    const body = await res.text();
    answers.push({ path, status: res.status(), html: res.headers()['content-type'] === 'text/html; charset=utf-8' && body.includes('<div id="root">') });
    expect(body, path).toContain(`<title>${title}</title>`);
  }
  expect(answers.filter((a) => !a.html)).toEqual([]);
  // every page of the tables answers 200 (an unknown path answers the shell with 404, below)
  expect(answers.filter((a) => a.status !== 200).map((a) => a.path)).toEqual([]);
  const unknown = await request.get('/no/such/page', { headers: { accept: '*/*' } });
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('<div id="root">');
  const api = await request.get('/api/no/such/route', { headers: { accept: 'text/html' } });
  expect(api.status()).toBe(404);
  expect(api.headers()['content-type']).toContain('application/json');
  const robots = await request.get('/robots.txt');
  expect((await robots.text()).split('\n')).toEqual(expect.arrayContaining(['Disallow: /event/', 'Disallow: /admin', 'Disallow: /user/']));
});

test('an unknown path shows the 404 page with its title', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(MSG.common.pageNotFound).first()).toBeVisible();
  await expect(page).toHaveTitle('페이지를 찾을 수 없습니다 | 아기소식');
});
