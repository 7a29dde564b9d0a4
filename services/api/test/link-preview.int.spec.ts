import { MSG } from '@babynews/contracts';
import { testDatabases, useTestApp } from './harness';
import { bearer, newsBody, signUp } from './helpers';

/**
 * Link previews (ARCHITECTURE §4.15): a messenger's crawler fetches `/event/{code}` over real HTTP,
 * runs no JavaScript and reads the og tags from the HTML — with the news title HTML-escaped.
 */
const CRAWLER = { 'user-agent': 'facebookexternalhit/1.1; kakaotalk-scrap/1.0; +https://devtalk.kakao.com/' };

/** The `content` of `<meta property|name="key">` in `html` (attribute order as we write it). */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];
}

describe.each(testDatabases())('link preview for crawlers on %s', (db) => {
  const s = useTestApp(db);
  let base = '';
  beforeAll(async () => {
    await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(s.t.app.getHttpServer().address() as { port: number }).port}`;
  });
  const crawl = (path: string, method = 'GET') => fetch(`${base}${path}`, { method, headers: CRAWLER, redirect: 'manual' });

  it('serves og:title, og:description, og:image, og:url and <title> without JavaScript, escaped', async () => {
    const { token } = await signUp(s.t);
    const title = '<script>alert("x")</script> 콩이 & 별이';
    const created = await s.t.app.inject({
      method: 'POST',
      url: '/api/event/create',
      headers: bearer(token),
      payload: newsBody({ title, description: '봄에 만나요 <b>"기대"</b>' }),
    });
    const { code } = created.json();
    const res = await crawl(`/event/${code}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    const escapedTitle = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; 콩이 &amp; 별이';
    expect(meta(html, 'og:title')).toBe(escapedTitle);
    expect(meta(html, 'og:description')).toBe('봄에 만나요 &lt;b&gt;&quot;기대&quot;&lt;/b&gt;');
    // The page's own link card, named by its content hash (ARCHITECTURE "Cover photo and link card").
    expect(meta(html, 'og:image')).toMatch(new RegExp(`^https://babynews\\.test/api/event/card/${code}\\.png\\?v=[0-9a-f]{16}$`));
    expect(meta(html, 'og:url')).toBe(`https://babynews.test/event/${code}`);
    expect(meta(html, 'og:type')).toBe('website');
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta(html, 'og:image:alt')).toBe(`${escapedTitle} 소식 카드`);
    expect(html).toContain(`<title>${escapedTitle} | ${MSG.common.siteName}</title>`);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>"기대"');
    // Exactly one of each tag: the shell's defaults were replaced, not duplicated.
    for (const key of ['og:title', 'og:description', 'og:image', 'og:url']) expect(html.split(`"${key}"`)).toHaveLength(2);
  });

  it('uses the default description when the news has none, and answers HEAD probes', async () => {
    const { token } = await signUp(s.t);
    const { code } = (
      await s.t.app.inject({ method: 'POST', url: '/api/event/create', headers: bearer(token), payload: newsBody({ description: '' }) })
    ).json();
    const html = await (await crawl(`/event/${code}`)).text();
    expect(meta(html, 'og:description')).toBe(MSG.event.previewDescription);
    const head = await crawl(`/event/${code}`, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('follows edits at once and drops the card when the news is deleted', async () => {
    const { token } = await signUp(s.t);
    const { code } = (await s.t.app.inject({ method: 'POST', url: '/api/event/create', headers: bearer(token), payload: newsBody() })).json();
    expect(meta(await (await crawl(`/event/${code}`)).text(), 'og:title')).toBe(newsBody().title);
    await s.t.app.inject({ method: 'PUT', url: `/api/event/update/${code}`, headers: bearer(token), payload: newsBody({ title: '이름이 생겼어요' }) });
    expect(meta(await (await crawl(`/event/${code}`)).text(), 'og:title')).toBe('이름이 생겼어요');
    await s.t.app.inject({ method: 'DELETE', url: `/api/event/delete/${code}`, headers: bearer(token) });
    const gone = await crawl(`/event/${code}`);
    expect(gone.status).toBe(200); // the shell renders '소식을 찾을 수 없습니다.'
    const html = await gone.text();
    expect(meta(html, 'og:url')).toBeUndefined();
    expect(html).toContain('<div id="root">');
  });
});
