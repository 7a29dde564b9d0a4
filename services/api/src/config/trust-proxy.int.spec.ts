import { ownerWithNews } from '../../test/helpers';
import { createTestDatabase, startApp, type TestApp, type TestDatabase } from '../../test/harness';

/**
 * ARCHITECTURE §2 TRUST_PROXY: the client address behind the per-address limits comes from
 * X-Forwarded-For only when the connection itself comes from a trusted proxy. Observed through the
 * news read's per-address limit (2 per minute here).
 */
describe.each([
  ['127.0.0.1', { trusted: true }],
  ['1', { trusted: true }],
  ['false', { trusted: false }],
] as const)('TRUST_PROXY=%s', (trustProxy, { trusted }) => {
  let db: TestDatabase;
  let t: TestApp;
  let code: string;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    t = await startApp({ ...db.env, TRUST_PROXY: trustProxy, NEWS_READ_RATE_LIMIT_PER_MINUTE: '2' });
    code = (await ownerWithNews(t)).code;
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  const read = (remoteAddress: string, forwardedFor?: string) =>
    t.app
      .inject({
        method: 'GET',
        url: `/api/event/fetchInfoByCode/${code}`,
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      })
      .then((r) => r.statusCode);

  it(`X-Forwarded-For from the proxy at 127.0.0.1 is ${trusted ? 'the client address' : 'ignored'}`, async () => {
    // Three clients behind the proxy, two reads each.
    const statuses = [];
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      statuses.push(await read('127.0.0.1', client), await read('127.0.0.1', client));
    }
    expect(statuses).toEqual(trusted ? [200, 200, 200, 200, 200, 200] : [200, 200, 429, 429, 429, 429]);
  });

  const direct =
    trustProxy === '1'
      ? 'a hop count trusts any peer: only for instances that are reachable through the proxy alone'
      : 'a client connecting directly cannot choose its address with X-Forwarded-For';
  it(direct, async () => {
    const statuses = [await read('198.51.100.9', '192.0.2.1'), await read('198.51.100.9', '192.0.2.2'), await read('198.51.100.9', '192.0.2.3')];
    // With a hop count every connection is "the proxy", so the header decides; a list or false does not trust it.
    expect(statuses).toEqual(trustProxy === '1' ? [200, 200, 200] : [200, 200, 429]);
  });
});
