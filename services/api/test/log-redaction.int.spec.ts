import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { routeRedactorOf } from '../src/app.factory';
import { EventChanged } from '../src/events/event-changed.service';
import { EventWrapUpService } from '../src/events/summary/summary.service';
import { createTestDatabase, createWebDist, startApp, testDatabases, type TestApp, type TestDatabase } from './harness';
import { bearer, createWish, ownerWithNews, reserveBody } from './helpers';

/** Values every route gets for its parameters, by name; share codes, reservation and pledge ids are the secrets. */
type Secrets = { code: string; reservationId: string; pledgeId: string; wishId: number };

/** `pattern` with every parameter filled in: share codes for code/eventCode, the pledge id, the wish id for numbers, the code elsewhere. */
function fill(pattern: string, s: Secrets): string {
  return pattern
    .replace(/:([A-Za-z0-9_]+)\??/g, (_m, name: string) => {
      if (name === 'pledgeId') return s.pledgeId;
      if (name === 'reservationId') return s.reservationId;
      if (['wishId', 'quizId', 'id', 'page'].includes(name)) return String(s.wishId);
      return s.code;
    })
    .replace(/\*$/, `x/${s.code}`);
}

// ARCHITECTURE §5 logs: whoever reads the logs must not be able to open (and reserve on) a parent's page.
// One array for both databases: Nest's logger (nestjs-pino) keeps the first application's pino root for
// the whole test process, so a later application's Nest lines arrive in the first one's stream.
const logs: string[] = [];

describe.each(testDatabases())('no share code, reservation or pledge id in any log line (%s)', (kind) => {
  let db: TestDatabase;
  let webDist: string;
  let t: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    webDist = createWebDist();
    t = await startApp({ ...db.env, WEB_DIST_DIR: webDist, LOG_LEVEL: 'trace', NEWS_READ_RATE_LIMIT_PER_MINUTE: '100000' }, logs);
    Logger.flush(); // Nest buffers its Logger until listen(), which the harness never calls
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('walks every route of the router with the secrets in path, query and body, errors included, and never logs them', async () => {
    logs.length = 0;
    const owner = await ownerWithNews(t);
    const wishId = await createWish(t, owner.token, owner.code);
    // Error paths: a news-changed listener that fails quoting the code (the reservation below publishes), and a
    // route failing with a 500 that quotes it.
    const unsubscribe = t.app.get(EventChanged).subscribe((code) => {
      throw new Error(`listener could not drop ${code}`);
    });
    const reserved = await t.app.inject({ method: 'POST', url: `/api/wish/reserve/${wishId}`, payload: reserveBody({ eventCode: owner.code }) });
    expect(reserved.statusCode).toBe(201);
    const real: Secrets = {
      code: owner.code,
      reservationId: reserved.json<{ reservationId: string }>().reservationId,
      pledgeId: `plg${randomBytes(6).toString('hex')}`,
      wishId,
    };
    const fake: Secrets = {
      code: `zz${randomBytes(6).toString('hex')}`,
      reservationId: `rsv${randomBytes(6).toString('hex')}`,
      pledgeId: real.pledgeId,
      wishId,
    };

    jest.spyOn(EventWrapUpService.prototype, 'summary').mockImplementation((code: string) => {
      throw new Error(`summary of ${code} failed`, { cause: new Error(`row ${code} locked`) });
    });

    // Calls that end the session or delete the page go last, so the others run signed in.
    const last = (r: { method: string; url: string }) => Number(r.method === 'DELETE' || /logout|withdraw|delete/i.test(r.url));
    const routes = routeRedactorOf(t.app)!
      .routes()
      .filter((r) => !['HEAD', 'OPTIONS'].includes(r.method))
      .sort((a, b) => last(a) - last(b));
    // The whole router, Nest's controllers and the Fastify routes (fast path, web pages, static files).
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/event/fetchInfoByCode/:code',
        'GET /api/event/summary/:code',
        'POST /api/event/pledge/:code',
        'GET /api/wish/similar/:eventCode',
        'PUT /api/wish/reorder/:eventCode',
        'POST /api/pledge/view/:pledgeId',
        'GET /event/:code',
      ]),
    );
    let calls = 0;
    for (const s of [real, fake]) {
      const secretQuery = `eventCode=${s.code}&reservationId=${s.reservationId}&pledgeId=${s.pledgeId}&code=${s.code}`;
      const body = { eventCode: s.code, code: s.code, reservationId: s.reservationId, pledgeId: s.pledgeId, password: '1234' };
      for (const { method, url } of routes) {
        for (const headers of [bearer(owner.token), {}]) {
          await t.app.inject({
            method: method as 'GET',
            url: `${fill(url, s)}?${secretQuery}`,
            headers,
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: body }),
          });
          calls += 1;
        }
      }
      // Unmatched URLs: a code after a known prefix, under an unknown API word, on a page path.
      for (const url of [
        `/api/event/summary/${s.code}/more`,
        `/api/event/nothing/${s.code}?eventCode=${s.code}`,
        `/api/nothing?${secretQuery}`,
        `/event/${s.code}/unknown/${s.reservationId}`,
        `/api/pledge/view/${s.pledgeId}/x`,
      ]) {
        await t.app.inject({ method: 'GET', url });
        await t.app.inject({ method: 'POST', url, payload: body });
        calls += 2;
      }
    }
    unsubscribe();
    jest.restoreAllMocks();

    const output = logs.join('');
    const lines = output
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { msg?: string; req?: { url: string }; url?: string; err?: { message: string } });
    // Everything was logged: one line per request, the 500 and the failing listener included.
    expect(lines.filter((l) => l.msg === 'request completed').length).toBeGreaterThanOrEqual(calls);
    const failed = lines.find((l) => l.msg === 'request failed' && l.url?.startsWith('/api/event/summary/'));
    expect(failed).toMatchObject({
      url: expect.stringMatching(/^\/api\/event\/summary\/:code\?eventCode=\[REDACTED\]/),
      err: { message: 'summary of [REDACTED] failed' },
    });
    expect(lines.some((l) => l.msg === 'news-changed listener failed' && l.err?.message === 'listener could not drop [REDACTED]')).toBe(true);
    expect(lines.some((l) => l.req?.url === '/api/event/summary/:code?eventCode=[REDACTED]&reservationId=[REDACTED]&pledgeId=[REDACTED]&code=[REDACTED]')).toBe(
      true,
    );
    for (const secret of [real.code, real.reservationId, real.pledgeId, fake.code, fake.reservationId]) expect(output).not.toContain(secret);
  }, 120_000);
});
