import { LANDING_HERO, RENDER_TIME_ID } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { createApiClient, createFactories, NEWS_ADDRESS, noticeApi, siteApi } from '@babynews/testing';
import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { injectTransport, testDatabases, testKit, useTestApp } from '../../test/harness';
import { bearer, createWish, newsBody, signUp } from '../../test/helpers';
import { Clock } from '../common/clock';

/**
 * A first visit of a news page or its wish list (ARCHITECTURE §1 "first visit"): the HTML carries the
 * page's content as escaped markup before `#root`, the public read inline (the very bytes a visitor's
 * API call gets, nothing of the owner's), the runtime config inline, and goes compressed to a client
 * that accepts it.
 */
describe.each(testDatabases())('first visit HTML on %s', (db) => {
  const ADMIN = { username: 'paint_admin', password: 'admin-password-1' };
  const s = useTestApp(db, { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
  const html = { accept: 'text/html' };
  const hostile = { title: '</script><script>alert(1)</script> & $1', description: '<img src=x onerror=alert(2)>\n둘째 줄' };

  let members = 0;
  async function eventPage(overrides: Parameters<typeof newsBody>[0] = hostile) {
    const { token } = await signUp(s.t, { displayName: `<b>콩이</b>엄마${++members}` });
    const res = await s.t.app.inject({ method: 'POST', url: '/api/event/create', headers: bearer(token), payload: newsBody(overrides) });
    expect(res.statusCode).toBe(201);
    return { code: (res.json() as { code: string }).code, token };
  }
  /** What the server rendered into the shell's `#root` (the browser hydrates it). */
  const rootOf = (body: string) => body.slice(body.indexOf('<div id="root">'), body.indexOf('<noscript>'));
  const island = (body: string, id: string) => {
    const match = new RegExp(`<script type="application/json" id="${id}"[^>]*>([^<]*)</script>`).exec(body);
    return match ? (JSON.parse(match[1]) as unknown) : undefined;
  };

  it('/event/{code}: the news page rendered into #root by its React component — title, host, description and quiz question escaped; the public read and the config inline', async () => {
    const { code, token } = await eventPage();
    await testKit(s.t).make.quiz({ token, code }, { question: '<i>태명</i>은 & $1?' });
    const res = await s.t.app.inject({ method: 'GET', url: `/event/${code}`, headers: html });
    expect(res.statusCode).toBe(200);
    const body = res.body;
    const root = rootOf(body);
    expect(root).toMatch(/^<div id="root"><div class="shell">/);
    expect(body).not.toContain('bn-first-paint');
    expect(root).toContain('<h1 id="news-title" class="news__title">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $1</h1>');
    expect(root).toMatch(/<span class="news__host-name">&lt;b&gt;콩이&lt;\/b&gt;엄마\d+<\/span>님의 소식/);
    expect(root).toContain('<p>&lt;img src=x onerror=alert(2)&gt;\n둘째 줄</p>');
    expect(root).toContain('&lt;i&gt;태명&lt;/i&gt;은 &amp; $1?');
    expect(body).not.toMatch(/<script>alert|<img src=x|<b>콩이|<i>태명/);
    // the inline read is the visitor's API answer, byte for byte once parsed, and holds no address
    const publicRead = await s.t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${code}` });
    expect(island(body, 'bn-page-data')).toEqual(publicRead.json());
    expect(body).toContain(`data-path="/api/event/fetchInfoByCode/${code}"`);
    for (const secret of [NEWS_ADDRESS.address, NEWS_ADDRESS.detailAddress, NEWS_ADDRESS.postCode].filter(Boolean)) expect(body).not.toContain(String(secret));
    const config = await s.t.app.inject({ method: 'GET', url: '/runtime-config.json' });
    expect(island(body, 'bn-runtime-config')).toEqual(config.json());
    // nothing hidden, nothing preloaded on a page rendered on the server
    expect(body).not.toContain('display: none');
    expect(body).not.toContain('rel="preload" as="script"');
  });

  it('/event/wishList/{code}: the wish list rendered into #root — host name and wish titles escaped — and the same inline read; a new wish is in the next HTML', async () => {
    const { code, token } = await eventPage();
    await createWish(s.t, token, code, { title: '<u>아기</u> 손수건 & $1' });
    const res = await s.t.app.inject({ method: 'GET', url: `/event/wishList/${code}`, headers: html });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toMatch(/&lt;b&gt;콩이&lt;\/b&gt;엄마\d+<!-- -->님의 선물 리스트/);
    expect(root).toContain('<h1 class="wishlist__title">출산 준비물 선물 리스트</h1>');
    expect(root).toContain('&lt;u&gt;아기&lt;/u&gt; 손수건 &amp; $1');
    expect(res.body).not.toMatch(/<u>아기/);
    const publicRead = await s.t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${code}` });
    expect(island(res.body, 'bn-page-data')).toEqual(publicRead.json());
    await createWish(s.t, token, code, { title: '딸랑이 세트' });
    expect(rootOf((await s.t.app.inject({ method: 'GET', url: `/event/wishList/${code}`, headers: html })).body)).toContain('딸랑이 세트');
  });

  it('/event/{code}: the due-date countdown counts from the render time, which goes inline; the next day in Seoul draws the page again', async () => {
    const clock = jest.spyOn(s.t.app.get(Clock), 'now').mockReturnValue(new Date('2031-03-01T03:00:00.000Z')); // noon in Seoul
    try {
      const { code } = await eventPage({ title: '콩이가 찾아왔어요', description: '', dueDate: '2031-03-11' });
      const first = (await s.t.app.inject({ method: 'GET', url: `/event/${code}`, headers: html })).body;
      expect(rootOf(first)).toContain('<strong>D-10</strong>');
      expect(island(first, RENDER_TIME_ID)).toBe(Date.parse('2031-03-01T03:00:00.000Z'));
      // later the same day in Seoul: the page as it was drawn, with the time it was drawn
      clock.mockReturnValue(new Date('2031-03-01T14:59:00.000Z'));
      const again = (await s.t.app.inject({ method: 'GET', url: `/event/${code}`, headers: html })).body;
      expect(island(again, RENDER_TIME_ID)).toBe(Date.parse('2031-03-01T03:00:00.000Z'));
      // midnight in Seoul: one day less
      clock.mockReturnValue(new Date('2031-03-01T15:00:00.000Z'));
      const nextDay = (await s.t.app.inject({ method: 'GET', url: `/event/${code}`, headers: html })).body;
      expect(rootOf(nextDay)).toContain('<strong>D-9</strong>');
      expect(island(nextDay, RENDER_TIME_ID)).toBe(Date.parse('2031-03-01T15:00:00.000Z'));
    } finally {
      clock.mockRestore();
    }
  });

  it('an unknown code and other pages get the shell with the config inline but no first paint or page data', async () => {
    for (const path of [
      '/event/nosuchcode123',
      '/event/wishList/nosuchcode123',
      '/notice/detail/999999',
      '/notice/detail/0',
      '/notice/detail/x',
      '/event/create',
    ]) {
      const res = await s.t.app.inject({ method: 'GET', url: path, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('bn-first-paint');
      expect(res.body).not.toContain('bn-page-data');
      expect(island(res.body, 'bn-runtime-config')).toMatchObject({ remotes: { guest: '/remotes/guest/mf-manifest.json' } });
    }
  });

  it("/ and /about: the whole landing rendered into #root by its React component in the shell's frame, the groups' text escaped, the groups it used inline", async () => {
    const plain = await s.t.app.inject({ method: 'GET', url: '/', headers: html });
    const painted = rootOf(plain.body);
    // the browser adopts it (hydrateRoot): no copy before #root, nothing hidden
    expect(plain.body).not.toContain('bn-first-paint');
    expect(painted).toMatch(/^<div id="root"><div class="shell">/);
    expect(painted).toContain('<h1 id="landing-title" class="landing-hero__title">우리의 행복한 소식,<br/><em>함께 나눠요</em></h1>');
    expect(painted).toMatch(new RegExp(`<a class="bn-button bn-button--primary" href="/user/login"[^>]*>${LANDING_HERO.primary}</a>`));
    expect(painted).toContain('class="hero-card"');
    // below the hero: the benefit and feature cards, the call to action; the frame: header with the menu button, footer
    expect(painted).toContain('<h2 id="landing-benefits" class="landing-section__title">아기소식이 특별한 이유</h2>');
    expect(painted.match(/<li class="landing-card /g)).toHaveLength(7);
    expect(painted).toContain('aria-label="메뉴 열기"');
    expect(painted).toContain('<footer class="shell-footer">');
    expect(island(plain.body, 'bn-landing-data')).toMatchObject({ hero: { code: 'landing-hero', title: LANDING_HERO.headline } });

    const api = createApiClient(injectTransport(s.t.app));
    const admin = (await createFactories(api).admin(ADMIN)).token;
    expect((await siteApi(api).editAssetGroup(admin, 'landing-hero', { title: '<i>봄</i>, 소식 & 선물' })).status).toBe(200);
    expect((await siteApi(api).editAssetGroup(admin, 'landing-benefits', { title: '<b>특별</b>한 $1' })).status).toBe(200);
    for (const path of ['/', '/about']) {
      const res = await s.t.app.inject({ method: 'GET', url: path, headers: html });
      expect(res.statusCode).toBe(200);
      const page = rootOf(res.body);
      expect(page).toContain('<h1 id="landing-title" class="landing-hero__title">&lt;i&gt;봄&lt;/i&gt;,<br/><em>소식 &amp; 선물</em></h1>');
      expect(page).toContain('<h2 id="landing-benefits" class="landing-section__title">&lt;b&gt;특별&lt;/b&gt;한 $1</h2>');
      expect(res.body).not.toMatch(/<i>봄|<b>특별/);
      expect(island(res.body, 'bn-landing-data')).toMatchObject({ hero: { title: '<i>봄</i>, 소식 & 선물' }, benefits: { code: 'landing-benefits' } });
      // the router is the real one: the header marks the page's own link
      expect(/<a (?=[^>]*is-active)[^>]*href="\/about"[^>]*>ABOUT<\/a>/.test(page)).toBe(path === '/about');
    }
  });

  it('/terms-of-use and /privacy-policy: rendered into #root by their React components, scripts started after the paint; /user/login is not', async () => {
    for (const [path, heading] of [
      ['/terms-of-use', '이용약관'],
      ['/privacy-policy', '개인정보처리방침'],
    ] as const) {
      const res = await s.t.app.inject({ method: 'GET', url: path, headers: html });
      expect(res.statusCode).toBe(200);
      const root = rootOf(res.body);
      expect(root).toMatch(/^<div id="root"><div class="shell">/);
      expect(root).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(root).toContain('<footer class="shell-footer">');
      expect(res.body).toContain('<meta name="bn-entry"');
    }
    const login = await s.t.app.inject({ method: 'GET', url: '/user/login', headers: html });
    expect(login.body).toContain('<div id="root"></div>');
  });

  it('/notice: the notice list rendered into #root by its React component, titles escaped, the public list inline; a new notice is in the next HTML', async () => {
    const api = createApiClient(injectTransport(s.t.app));
    const admin = (await createFactories(api).admin(ADMIN)).token;
    const notices = noticeApi(api);
    await notices.make(admin, { title: '<b>점검</b> 안내 & $1' });
    const res = await s.t.app.inject({ method: 'GET', url: '/notice', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const root = rootOf(res.body);
    expect(root).toMatch(/^<div id="root"><div class="shell">/);
    expect(root).toContain('<span class="notice-list__title">&lt;b&gt;점검&lt;/b&gt; 안내 &amp; $1</span>');
    expect(res.body).not.toMatch(/<b>점검/);
    expect(island(res.body, 'bn-page-data')).toEqual((await notices.list()).body);
    expect(res.body).toMatch(/<script type="application\/json" id="bn-page-data" data-path="\/api\/notice\/fetchAll">/);
    await notices.make(admin, { title: '두 번째 공지' });
    expect(rootOf((await s.t.app.inject({ method: 'GET', url: '/notice', headers: html })).body)).toContain('두 번째 공지');
  });

  it('/notice/detail/{id}: the notice rendered into #root by its React component with its title; content sanitised again on the server, even a row altered in the database', async () => {
    const api = createApiClient(injectTransport(s.t.app));
    const admin = (await createFactories(api).admin(ADMIN)).token;
    const notice = await noticeApi(api).make(admin, { title: '<i>설 연휴</i> 배송 안내', content: '<p>연휴에는 <strong>배송</strong>이 늦어요.</p>' });
    await s.t.app
      .get(DataSource)
      .query('UPDATE `notice` SET content = ? WHERE id = ?', [
        '<p onclick="alert(1)">연휴 안내</p><script>alert(2)</script><img src="javascript:alert(3)"><a href="javascript:alert(4)">링크</a>',
        notice.id,
      ]);
    const res = await s.t.app.inject({ method: 'GET', url: `/notice/detail/${notice.id}`, headers: html });
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toMatch(/^<div id="root"><div class="shell">/);
    expect(root).toContain('&lt;i&gt;설 연휴&lt;/i&gt; 배송 안내</h1>');
    expect(root).toContain('연휴 안내');
    for (const unsafe of ['onclick', '<script>alert', 'javascript:']) expect(root).not.toContain(unsafe);
    expect(res.body).toContain('<title>&lt;i&gt;설 연휴&lt;/i&gt; 배송 안내 | 아기소식</title>');
    const inline = island(res.body, 'bn-page-data') as { id: number; content: string };
    expect(inline.id).toBe(notice.id);
    expect(inline.content).not.toContain('javascript:');
    expect(res.body).toMatch(new RegExp(`<script type="application/json" id="bn-page-data" data-path="/api/notice/fetch/${notice.id}">`));
  });

  it('a painted page starts its scripts after the first paint, through the one inline script the CSP allows by hash', async () => {
    const { code } = await eventPage({ title: '콩이가 찾아왔어요', description: '봄에 만나요' });
    for (const path of ['/', `/event/${code}`, `/event/wishList/${code}`, '/notice']) {
      const res = await s.t.app.inject({ method: 'GET', url: path, headers: html });
      // no script starts during parsing: the entry's URL waits in a meta tag
      expect(res.body).not.toMatch(/<script[^>]*\ssrc=/);
      expect(res.body).toContain('<meta name="bn-entry" content="/assets/main.0123abcd.js">');
      const inline = [...res.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
      expect(inline).toHaveLength(1);
      expect(inline[0]).toContain('requestAnimationFrame');
      const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1]?.split(' ');
      expect(scriptSrc).toContain(hash);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    }
    // a page the HTML does not paint keeps its entry script as built
    const other = await s.t.app.inject({ method: 'GET', url: '/event/create', headers: html });
    expect(other.body).toContain('<script defer src="/assets/main.0123abcd.js"></script>');
    expect(other.body).not.toContain('bn-entry');
  });

  it('goes brotli-compressed to a client that accepts it, plain to one that does not', async () => {
    const { code } = await eventPage({ title: '콩이가 찾아왔어요', description: '봄에 만나요' });
    const plain = await s.t.app.inject({ method: 'GET', url: `/event/${code}`, headers: html });
    const br = await s.t.app.inject({ method: 'GET', url: `/event/${code}`, headers: { ...html, 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
