import { MSG } from '@babynews/contracts';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../src/database/migrations';
import { AFTER_PAINT_ENTRY_CSP_SOURCE } from '../src/web/document-html';
import { testDatabases, useTestApp } from './harness';

describe.each(testDatabases())('platform on %s', (db) => {
  const s = useTestApp(db);

  it('runs the migrations at start (tables and the migrations row exist)', async () => {
    const ds = s.t.app.get(DataSource);
    const ran = await ds.query('SELECT name FROM migrations ORDER BY id');
    // Every migration of the index ran on this database, oldest first, the first one being the initial schema.
    expect(ran.map((r: { name: string }) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
    expect(ran[0].name).toBe('InitialSchema1763800000000');
    for (const table of ['member', 'event', 'auth_attempt']) {
      expect(await ds.createQueryRunner().hasTable(table)).toBe(true);
    }
    expect(ds.options.synchronize).toBe(false);
    expect(ds.options.type).toBe(db === 'sqlite' ? 'better-sqlite3' : 'mysql');
  });

  it('GET /api/health/live and /api/health/ready answer 200', async () => {
    const live = await s.t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await s.t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().info.database.status).toBe('up');
  });

  it('unknown /api paths answer a Korean JSON 404, even for browsers', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/nope', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: MSG.common.notFound, error: 'Not Found' });
    const post = await s.t.app.inject({ method: 'POST', url: '/api/nope/deeper', payload: {} });
    expect(post.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: MSG.common.notFound, error: 'Not Found' });
  });

  it('malformed JSON is a Korean 400, not a 500', async () => {
    const res = await s.t.app.inject({ method: 'POST', url: '/api/joinProc', headers: { 'content-type': 'application/json' }, payload: '{"username": ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, code: 'MALFORMED_BODY', message: MSG.common.malformedBody, error: 'Bad Request' });
  });

  it('a JSON array or empty body is a Korean 400', async () => {
    const arr = await s.t.app.inject({ method: 'POST', url: '/api/register/emailCheck', payload: [1, 2] });
    expect(arr.statusCode).toBe(400);
    expect(arr.json().message).toBe(MSG.common.malformedBody);
    const empty = await s.t.app.inject({ method: 'POST', url: '/api/register/emailCheck' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MSG.common.malformedBody);
  });

  it('an unknown body field is refused with a Korean 400', async () => {
    const res = await s.t.app.inject({ method: 'POST', url: '/api/register/emailCheck', payload: { email: 'a@b.co', role: 'ROLE_ADMIN' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.common.unknownField('role'));
  });

  it('bodies over 1 MB answer 413 and unsupported media types 415, in Korean', async () => {
    const big = await s.t.app.inject({ method: 'POST', url: '/api/joinProc', payload: { username: 'x'.repeat(1024 * 1024 + 10) } });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(MSG.common.payloadTooLarge);
    const xml = await s.t.app.inject({ method: 'POST', url: '/api/joinProc', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: MSG.common.malformedBody, error: 'Unsupported Media Type' });
    const text = await s.t.app.inject({ method: 'POST', url: '/api/joinProc', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(MSG.common.malformedBody);
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const ui = await s.t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const doc = await s.t.app.inject({ method: 'GET', url: '/api/docs-json' });
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/loginProc',
        '/api/joinProc',
        '/api/register/emailCheck',
        '/api/register/displayNameCheck',
        '/api/member/getMyPageData',
        '/api/event/create',
        '/api/event/fetchInfoByCode/{code}',
        '/api/health/ready',
      ]),
    );
  });

  it('sends helmet headers with the explicit CSP and a request id', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'abc-123' } });
    const csp = String(res.headers['content-security-policy']);
    // this origin, the one inline script of a painted page by its hash, the postcode widget
    expect(csp).toContain(`script-src 'self' ${AFTER_PAINT_ENTRY_CSP_SOURCE} https://t1.daumcdn.net https://postcode.map.daum.net;`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('frame-src postcode.map.daum.net *.daum.net');
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const bad = await s.t.app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'bad id with spaces' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers no CORS headers when CORS_ORIGINS is unset', async () => {
    const res = await s.t.app.inject({
      method: 'OPTIONS',
      url: '/api/loginProc',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('ready answers 503 in Korean while the database is unreachable', async () => {
    const ds = s.t.app.get(DataSource);
    await ds.destroy();
    try {
      const res = await s.t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: MSG.common.unavailable, error: 'Service Unavailable' });
    } finally {
      await ds.initialize();
    }
    const again = await s.t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(again.statusCode).toBe(200);
  });
});
