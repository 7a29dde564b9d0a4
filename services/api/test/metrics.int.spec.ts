import { randomBytes } from 'node:crypto';
import { routeRedactorOf } from '../src/app.factory';
import { MailWorker } from '../src/mail/mail-worker.service';
import { testDatabases, testKit, useTestApp, injectTransport, type TestApp } from './harness';
import { parseScrape, sampleValue, type Sample } from './metrics-scrape';
import { createApiClient, createFactories } from '@babynews/testing';

const TOKEN = `metrics-${randomBytes(24).toString('hex')}`;
const FETCH_INFO = '/api/event/fetchInfoByCode/:code';

/** GET /api/metrics with `authorization` (none when undefined). */
function scrapeRequest(t: TestApp, authorization?: string) {
  return t.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization === undefined ? {} : { authorization } });
}

/** The parsed scrape of `t` (expects 200). */
async function scrape(t: TestApp): Promise<Sample[]> {
  const res = await scrapeRequest(t, `Bearer ${TOKEN}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseScrape(res.body);
}

/** Requests of `route`/`method`/`status_class` so far (the request histogram's `_count`). */
const requests = (samples: Sample[], route: string, method: string, statusClass: string) =>
  sampleValue(samples, 'babynews_http_request_duration_seconds_count', { route, method, status_class: statusClass });

// ARCHITECTURE "Metrics": Prometheus text behind METRICS_TOKEN, labels by route template only.
describe.each(testDatabases())('metrics on %s', (db) => {
  const s = useTestApp(db, { METRICS_TOKEN: TOKEN, NEWS_READ_RATE_LIMIT_PER_MINUTE: '20', SIGN_IN_RATE_LIMIT_PER_MINUTE: '50' });

  it('answers the unknown route’s 404 without the token, with a wrong one or a wrong scheme', async () => {
    const unknown = await s.t.app.inject({ method: 'GET', url: '/api/metricz' });
    expect(unknown.statusCode).toBe(404);
    for (const authorization of [undefined, '', `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `bearer ${TOKEN}`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
      const res = await scrapeRequest(s.t, authorization);
      expect({ authorization, status: res.statusCode, body: res.json() }).toEqual({ authorization, status: 404, body: unknown.json() });
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
      expect(res.body).not.toContain('babynews_');
    }
    const ok = await scrapeRequest(s.t, `Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('nodejs_eventloop_lag_seconds');
    expect(ok.body).toContain('nodejs_heap_size_used_bytes');
  });

  it('counts requests per route template, method and status class; a path no route matches is `unmatched`', async () => {
    const owner = await testKit(s.t).make.ownerWithNews();
    const unknownCode = `zz${randomBytes(6).toString('hex')}`;
    const before = await scrape(s.t);
    for (let i = 0; i < 3; i++) expect((await s.t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${owner.code}` })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await s.t.app.inject({ method: 'GET', url: `/api/event/fetchInfoByCode/${unknownCode}` })).statusCode).toBe(404);
    expect((await s.t.app.inject({ method: 'POST', url: `/api/nothing/${unknownCode}` })).statusCode).toBe(404);
    expect((await s.t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const after = await scrape(s.t);
    const delta = (route: string, method: string, statusClass: string) =>
      requests(after, route, method, statusClass) - requests(before, route, method, statusClass);
    expect(delta(FETCH_INFO, 'GET', '2xx')).toBe(3);
    expect(delta(FETCH_INFO, 'GET', '4xx')).toBe(2);
    expect(delta(FETCH_INFO, 'GET', '5xx')).toBe(0);
    expect(delta('unmatched', 'POST', '4xx')).toBe(1);
    expect(delta('/api/health/live', 'GET', '2xx')).toBe(1);
    // The scrape before `after` is counted too (its own request is answered after it renders).
    expect(delta('/api/metrics', 'GET', '2xx')).toBe(1);
    // The public read went through the news cache: the first read loaded the page, the next two were hits.
    const lookups = (samples: Sample[], result: string) => sampleValue(samples, 'babynews_news_cache_lookups_total', { result });
    expect(lookups(after, 'hit') - lookups(before, 'hit')).toBeGreaterThanOrEqual(2);
    expect(sampleValue(after, 'babynews_db_query_duration_seconds_count', {})).toBeGreaterThan(0);
    expect(sampleValue(after, 'babynews_redis_configured', {})).toBe(0);
    expect(sampleValue(after, 'babynews_ready', {})).toBe(1);
  });

  it('counts PIN lockouts, limiter refusals (news read, strict) and the outbox (depth, oldest age, sends)', async () => {
    const make = testKit(s.t).make;
    const api = testKit(s.t).api;
    const owner = await make.ownerWithNews();
    const { wish } = await make.reservedWish(owner, { reserve: { reservedPassword: '1234' } });
    const before = await scrape(s.t);
    for (let i = 0; i < 5; i++) expect((await api.reservationView(wish.id, { eventCode: owner.code, password: '9999' })).status).toBe(401);
    expect((await api.reservationView(wish.id, { eventCode: owner.code, password: '1234' })).status).toBe(429);
    // The news read's own limit (20 a minute here), from an address of its own.
    const reader = createApiClient(injectTransport(s.t.app, '198.51.100.31'));
    const statuses: number[] = [];
    for (let i = 0; i < 23; i++) statuses.push((await reader.fetchInfoByCode(owner.code)).status);
    expect(statuses.filter((status) => status === 429).length).toBe(3);
    // The strict limit (50 a minute here) of the sign-up checks, from another address.
    const checks: number[] = [];
    for (let i = 0; i < 52; i++) {
      const res = await s.t.app.inject({
        method: 'POST',
        url: '/api/register/emailCheck',
        payload: { email: `strict-${i}@example.com` },
        remoteAddress: '198.51.100.32',
      });
      checks.push(res.statusCode);
    }
    expect(checks.filter((status) => status === 429).length).toBe(2);
    const after = await scrape(s.t);
    const delta = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(delta('babynews_rate_limit_refusals_total', { limit: 'strict' })).toBe(2);
    expect(delta('babynews_rate_limit_refusals_total', { limit: 'default' })).toBe(0);
    expect(delta('babynews_lockout_refusals_total', { kind: 'pin' })).toBe(1);
    expect(delta('babynews_lockout_refusals_total', { kind: 'sign_in' })).toBe(0);
    expect(delta('babynews_rate_limit_refusals_total', { limit: 'news_read' })).toBe(3);
    expect(delta('babynews_http_request_duration_seconds_count', { route: FETCH_INFO, method: 'GET', status_class: '4xx' })).toBe(3);

    // Sign-ups and the reservation enqueued mail (the worker's timer is off in tests): depth counts them until delivered.
    const depth = sampleValue(after, 'babynews_mail_outbox_depth', {});
    expect(depth).toBeGreaterThan(0);
    expect(sampleValue(after, 'babynews_mail_outbox_oldest_age_seconds', {})).toBeGreaterThanOrEqual(0);
    const round = await s.t.app.get(MailWorker).deliverDue();
    const delivered = await scrape(s.t);
    expect(sampleValue(delivered, 'babynews_mail_outbox_depth', {})).toBe(0);
    expect(sampleValue(delivered, 'babynews_mail_outbox_oldest_age_seconds', {})).toBe(0);
    expect(sampleValue(delivered, 'babynews_mail_sent_total', {}) - sampleValue(after, 'babynews_mail_sent_total', {})).toBe(round.sent);
    expect(round.sent).toBeGreaterThan(0);
  });

  it('never puts a share code, reservation id or e-mail into a label: every route called with real and fake values', async () => {
    const make = createFactories(createApiClient(injectTransport(s.t.app)));
    const owner = await make.ownerWithNews();
    const email = `metrics-${randomBytes(4).toString('hex')}@example.com`;
    const reserved = await s.t.app.inject({
      method: 'POST',
      url: `/api/wish/reserve/${(await make.wish(owner)).id}`,
      payload: { reservedName: '이모', reservedEmail: email, reservedPassword: '1234', privacyConsent: true, eventCode: owner.code },
    });
    const reservationId = (reserved.json<{ reservationId?: string }>().reservationId ?? `rsv${randomBytes(6).toString('hex')}`) as string;
    const fakeCode = `zz${randomBytes(6).toString('hex')}`;
    const secrets = [owner.code, fakeCode, reservationId, email, owner.username];
    const routes = routeRedactorOf(s.t.app)!
      .routes()
      .filter((r) => !['HEAD', 'OPTIONS'].includes(r.method))
      // Calls that end the session or delete the page go last.
      .sort(
        (a, b) =>
          Number(a.method === 'DELETE' || /logout|withdraw|delete/i.test(a.url)) - Number(b.method === 'DELETE' || /logout|withdraw|delete/i.test(b.url)),
      );
    expect(routes.length).toBeGreaterThan(60);
    const patterns = new Set(routes.map((r) => r.url));
    for (const code of [owner.code, fakeCode]) {
      const fill = (pattern: string) =>
        pattern
          .replace(/:([A-Za-z0-9_]+)\??/g, (_m, name: string) =>
            name === 'reservationId' || name === 'pledgeId' ? reservationId : /^(id|wishId|quizId|page)$/.test(name) ? '987654' : code,
          )
          .replace(/\*$/, `x/${code}`);
      const query = `eventCode=${code}&reservationId=${reservationId}&email=${encodeURIComponent(email)}`;
      const payload = { eventCode: code, code, reservationId, email, reservedEmail: email, password: '1234' };
      for (const { method, url } of routes) {
        for (const headers of [{ authorization: `Bearer ${owner.token}` }, {}]) {
          await s.t.app.inject({
            method: method as 'GET',
            url: `${fill(url)}?${query}`,
            headers,
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload }),
          });
        }
      }
      for (const url of [
        `/api/event/fetchInfoByCode/${code}/more`,
        `/api/${code}`,
        `/api/nothing/${reservationId}`,
        `/event/${code}/x/${encodeURIComponent(email)}`,
      ]) {
        await s.t.app.inject({ method: 'GET', url });
        await s.t.app.inject({ method: 'POST', url, payload });
      }
    }
    const samples = await scrape(s.t);
    const values = samples.flatMap((sample) => Object.values(sample.labels));
    expect(values.length).toBeGreaterThan(100);
    for (const secret of secrets) expect(values.filter((value) => value.toLowerCase().includes(secret.toLowerCase()))).toEqual([]);
    // Every route label is a registered pattern or `unmatched`.
    const routeLabels = new Set(samples.map((sample) => sample.labels.route).filter((route): route is string => route !== undefined));
    expect([...routeLabels].filter((route) => route !== 'unmatched' && !patterns.has(route))).toEqual([]);
    expect(routeLabels.has('unmatched')).toBe(true);
  }, 120_000);
});
