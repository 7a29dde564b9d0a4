import { documentTitle, LANDING_TITLE, listPages, MSG, NOT_FOUND_TITLE } from '@babynews/contracts';
import { testDatabases, useTestApp } from '../../test/harness';

/** Every page of the page tables (shell and remotes: the routes of spec §2), parameters filled with sample values. */
const PAGE_URLS = listPages().map((page) => ({ url: page.path.replace(/:[A-Za-z0-9]+/g, 'samplecode1'), title: documentTitle(page) }));

describe.each(testDatabases())('every page answers as a page on %s (spec §2)', (db) => {
  const s = useTestApp(db);
  const get = (url: string, accept?: string) => s.t.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { accept } });

  it.each(PAGE_URLS)('GET $url with Accept */* is the shell’s HTML with status 200 and the title $title', async ({ url, title }) => {
    const res = await get(url, '*/*');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<div id="root">');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${title}</title>`);
  });

  it('answers 200 for every page of the tables, whatever the Accept header (none, JSON, HTML)', async () => {
    for (const { url: path } of PAGE_URLS) {
      for (const accept of [undefined, 'application/json', 'text/html']) {
        const res = await get(path, accept);
        expect({ path, accept, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
          path,
          accept,
          status: 200,
          type: 'text/html; charset=utf-8',
        });
      }
    }
  });

  it('answers an unknown page path with the shell and status 404, titled as the 404 page', async () => {
    for (const path of ['/no/such/page', '/no/such/page?x=1', '/eventx/abc']) {
      const res = await get(path, '*/*');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain(`<title>${NOT_FOUND_TITLE}</title>`);
    }
  });

  it('gives each page its Korean title', async () => {
    expect((await get('/terms-of-use', '*/*')).body).toContain('<title>이용약관 | 아기소식</title>');
    expect((await get('/user/login')).body).toContain('<title>로그인 | 아기소식</title>');
    expect((await get('/event/create')).body).toContain('<title>소식 만들기 | 아기소식</title>');
  });

  it('keeps /api JSON and missing files JSON 404s, even for Accept text/html', async () => {
    for (const path of ['/api/no-such-route', '/api', '/remotes/guest/missing.js', '/missing-image.png', '/remotes/guest/nothing']) {
      const res = await get(path, 'text/html');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: MSG.common.notFound });
    }
  });

  it('serves / and /about with the landing title, description and absolute og tags', async () => {
    const home = await get('/', '*/*');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`<title>${LANDING_TITLE}</title>`);
    expect(home.body).toMatch(/<meta name="description" content="[^"]*출산 선물[^"]*">/);
    expect(home.body).toContain('<meta property="og:url" content="https://babynews.test/">');
    expect(home.body).toContain('<meta property="og:image" content="https://babynews.test/og-default.png">');
    expect(home.body.match(/og:title/g)).toHaveLength(1);
    const about = await get('/about');
    expect(about.body).toContain('<title>서비스 소개 | 아기소식</title>');
    expect(about.body).toContain('<meta property="og:url" content="https://babynews.test/about">');
  });

  it('GET /robots.txt keeps /event/, /admin and /user/ out and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    for (const rule of ['Disallow: /event/', 'Disallow: /admin', 'Disallow: /user/', 'Disallow: /pin/', 'Disallow: /mail/', 'Disallow: /api/'])
      expect(lines).toContain(rule);
    expect(lines).toContain('Sitemap: https://babynews.test/sitemap.xml');
  });

  it('GET /sitemap.xml lists the public pages only', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(['/', '/about', '/notice', '/terms-of-use', '/privacy-policy'].map((p) => `https://babynews.test${p}`));
    expect(res.body).not.toMatch(/\/event\/|\/admin|\/user\//);
  });
});
