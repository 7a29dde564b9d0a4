import type { FastifyRequest } from 'fastify';
import { RouteRedactor, scrub } from './route-redaction';

const CODE = 'Zq7SecretCode';

/** A request as Fastify gives it to hooks: matched pattern (or none), params, query, body. */
const req = (url: string, pattern?: string, params: Record<string, string> = {}, body?: unknown) =>
  ({ url, routeOptions: { url: pattern }, params, query: Object.fromEntries(new URL(url, 'http://x').searchParams), body }) as unknown as FastifyRequest;

describe('RouteRedactor (ARCHITECTURE §5 logs)', () => {
  const r = new RouteRedactor(['/event/create', '/event/:code']);
  for (const url of [
    '/api/event/summary/:code',
    '/api/wish/similar/:eventCode',
    '/api/pledge/view/:pledgeId',
    '/api/wish/reserve/:wishId',
    '/api/event/follower/:code/:username',
    '/event/:code',
    '/remotes/guest/*',
    '/api/health/live',
  ])
    r.add(url);

  it.each([
    [`/api/event/summary/${CODE}`, '/api/event/summary/:code', { code: CODE }, '/api/event/summary/:code'],
    [
      `/api/wish/similar/${CODE}?eventCode=${CODE}&page=2`,
      '/api/wish/similar/:eventCode',
      { eventCode: CODE },
      '/api/wish/similar/:eventCode?eventCode=[REDACTED]&page=2',
    ],
    ['/api/pledge/view/pl-991x', '/api/pledge/view/:pledgeId', { pledgeId: 'pl-991x' }, '/api/pledge/view/:pledgeId'],
    ['/api/wish/reserve/42?reservationId=r-1', '/api/wish/reserve/:wishId', { wishId: '42' }, '/api/wish/reserve/42?reservationId=[REDACTED]'],
    [`/api/wish/reserve/${CODE}`, '/api/wish/reserve/:wishId', { wishId: CODE }, '/api/wish/reserve/:wishId'],
    ['/api/event/follower/c1/mom', '/api/event/follower/:code/:username', { code: 'c1', username: 'mom' }, '/api/event/follower/:code/:username'],
    [`/event/${CODE}`, '/event/:code', { code: CODE }, '/event/:code'],
  ])('matched %s → %s', (url, pattern, params, expected) => {
    expect(r.url(req(url, pattern, params))).toBe(expected);
  });

  it.each([
    [`/api/event/summary/${CODE}/extra`, '/api/event/summary/[REDACTED]'],
    [`/API/Event/Summary/${CODE}`, '/API/Event/Summary/[REDACTED]'],
    [`/api/event/unknown/${CODE}?eventCode=${CODE}`, '/api/event/[REDACTED]/[REDACTED]?eventCode=[REDACTED]'],
    ['/api/health/live/', '/api/health/live/'],
    [`/event/${CODE}/more`, '/event/[REDACTED]'],
    ['/remotes/guest/assets/app.js', '/remotes/guest/[REDACTED]/app.js'],
    [`/${CODE}`, '/[REDACTED]'],
    ['/event/create/', '/event/create/'],
    ['/Event/Create', '/Event/Create'],
    ['/api/health/live/x.json', '/api/health/live/x.json'],
  ])('unmatched %s → %s', (url, expected) => {
    expect(r.url(req(url))).toBe(expected);
  });

  it('lists the sensitive values of a request and scrubs them from a log line', () => {
    const request = req(
      `/api/wish/reserve/42?eventCode=${CODE}`,
      '/api/wish/reserve/:wishId',
      { wishId: '42' },
      { eventCode: CODE, reservationId: 'rsv-7781', quantity: 1 },
    );
    const secrets = r.secrets(request);
    expect(secrets).toEqual(expect.arrayContaining([CODE, 'rsv-7781']));
    expect(secrets).not.toContain('42');
    const line = scrub({ err: { message: `no page ${CODE} for rsv-7781`, stack: `at x (${CODE})` }, n: 3 }, secrets);
    expect(line).toEqual({ err: { message: 'no page [REDACTED] for [REDACTED]', stack: 'at x ([REDACTED])' }, n: 3 });
  });
});
