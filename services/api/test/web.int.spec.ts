import { MSG } from '@babynews/contracts';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { createTestDatabase, startApp, testDatabases, useTestApp } from './harness';
import { bearer, newsBody, signUp } from './helpers';

const html = { accept: 'text/html,application/xhtml+xml' };

describe.each(testDatabases())('web serving on %s', (db) => {
  const s = useTestApp(db);
  const get = (url: string, headers: Record<string, string> = {}) => s.t.app.inject({ method: 'GET', url, headers });

  it('GET /runtime-config.json gives the remotes’ manifest URLs (no-cache)', async () => {
    const res = await get('/runtime-config.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({
      remotes: { guest: '/remotes/guest/mf-manifest.json', host: '/remotes/host/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
      publicBaseUrl: 'https://babynews.test',
      kakao: { enabled: false, redirectUri: 'https://babynews.test/kakao/oauth/redirect' },
      google: { enabled: false },
    });
  });

  it('serves the shell (index no-cache, hashed assets immutable) and the remotes', async () => {
    const index = await get('/', html);
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await get('/assets/main.0123abcd.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await get('/remotes/guest/mf-manifest.json');
    expect(manifest.json()).toEqual({ name: 'guest' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/host/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/remotes/admin/static/js/page.89abcdef.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build’s precompressed copy (brotli, else gzip) with Content-Encoding and Vary; the plain file to others', async () => {
    const plain = readFileSync(join(s.webDist, 'shell/assets/main.0123abcd.js'));
    writeFileSync(join(s.webDist, 'shell/assets/main.0123abcd.js.br'), brotliCompressSync(plain));
    writeFileSync(join(s.webDist, 'guest/remoteEntry.js.gz'), gzipSync(readFileSync(join(s.webDist, 'guest/remoteEntry.js'))));
    const br = await get('/assets/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);
    const gz = await get('/remotes/guest/remoteEntry.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('no-cache');
    const identity = await get('/assets/main.0123abcd.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.rawPayload.equals(plain)).toBe(true);
  });

  it('answers unknown page paths with the shell (SPA fallback) but not asset requests', async () => {
    for (const path of ['/user/login', '/user/mypage']) {
      const res = await get(path, html);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root">');
    }
    const missingScript = await get('/remotes/guest/missing.js', { accept: '*/*' });
    expect(missingScript.statusCode).toBe(404);
    expect(missingScript.json().message).toBe(MSG.common.notFound);
  });

  it('GET /event/{code} injects escaped title and og tags of the news page', async () => {
    const title = '<script>alert(1)</script> & "따옴표" $& $1';
    const { token } = await signUp(s.t);
    const created = await s.t.app.inject({
      method: 'POST',
      url: '/api/event/create',
      headers: bearer(token),
      payload: newsBody({ title, description: '<img src=x onerror=alert(2)>' }),
    });
    const { code } = created.json();
    const res = await get(`/event/${code}`, html);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const escaped = '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;따옴표&quot; $&amp; $1';
    expect(res.body).toContain(`<title>${escaped} | ${MSG.common.siteName}</title>`);
    expect(res.body).toContain(`<meta property="og:title" content="${escaped}">`);
    expect(res.body).toContain('<meta property="og:description" content="&lt;img src=x onerror=alert(2)&gt;">');
    expect(res.body).toMatch(new RegExp(`<meta property="og:image" content="https://babynews\\.test/api/event/card/${code}\\.png\\?v=[0-9a-f]{16}">`));
    expect(res.body).toContain(`<meta property="og:url" content="https://babynews.test/event/${code}">`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body.match(/og:title/g)).toHaveLength(1);
    expect(res.body).toContain('<div id="root">');
  });

  it('GET /event/{code} for an unknown code, and /event/create, is the plain shell', async () => {
    for (const path of ['/event/unknowncode12345', '/event/create']) {
      const res = await get(path, html);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('og:url');
    }
  });
});

describe('web serving without a front-end build', () => {
  it('answers page requests with a small Korean page saying the front end is not built', async () => {
    const db = await createTestDatabase('sqlite');
    const empty = mkdtempSync(join(tmpdir(), 'babynews-empty-'));
    const t = await startApp({ ...db.env, WEB_DIST_DIR: empty });
    try {
      for (const url of ['/', '/event/abc', '/user/login']) {
        const res = await t.app.inject({ method: 'GET', url, headers: html });
        expect(res.statusCode).toBe(503);
        expect(res.body).toContain(MSG.common.frontendNotBuilt);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await t.close();
      await db.drop();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('web serving with remotes on other origins and CORS origins', () => {
  it('allows exactly the remotes’ origins in the CSP and CORS only for CORS_ORIGINS', async () => {
    const db = await createTestDatabase('sqlite');
    const t = await startApp({
      ...db.env,
      ADMIN_REMOTE_URL: 'https://admin.cdn.example/remotes/admin/mf-manifest.json',
      CORS_ORIGINS: 'https://admin.cdn.example',
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/runtime-config.json' });
      expect(res.json().remotes.admin).toBe('https://admin.cdn.example/remotes/admin/mf-manifest.json');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=' https:\/\/admin\.cdn\.example https:\/\/t1\.daumcdn\.net/);
      expect(csp).toContain("connect-src 'self' https://admin.cdn.example");
      const allowed = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/loginProc',
        headers: { origin: 'https://admin.cdn.example', 'access-control-request-method': 'POST' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.cdn.example');
      const denied = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/loginProc',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      });
      expect(denied.headers['access-control-allow-origin']).toBeUndefined();
      // Cached public reads keep their CORS header for allowed origins.
      const { token } = await signUp(t);
      const { code } = (await t.app.inject({ method: 'POST', url: '/api/event/create', headers: bearer(token), payload: newsBody() })).json();
      for (let i = 0; i < 2; i++) {
        const read = await t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${code}`, headers: { origin: 'https://admin.cdn.example' } });
        expect(read.statusCode).toBe(200);
        expect(read.headers['access-control-allow-origin']).toBe('https://admin.cdn.example');
      }
    } finally {
      await t.close();
      await db.drop();
    }
  });
});
