import { createApiClient, createFactories, fetchTransport, type ApiClient, type Factories, type Transport } from '@babynews/testing';
import type { AddressInfo } from 'node:net';
import { quietTitles } from '../src/wishes/testing/wish-fixtures';
import { injectTransport, testDatabases, useTestApp, type SuiteContext } from './harness';

/** The two transports of `@babynews/testing` (Fastify inject, HTTP over fetch) against one running test app. */
const TRANSPORTS: Array<[string, (s: SuiteContext) => Promise<Transport>]> = [
  ['app.inject', async (s) => injectTransport(s.t.app)],
  [
    'HTTP (fetch)',
    async (s) => {
      await s.t.app.listen(0, '127.0.0.1');
      const { port } = s.t.app.getHttpServer().address() as AddressInfo;
      return fetchTransport(`http://127.0.0.1:${port}`);
    },
  ],
];

/**
 * The typed client's replies carry the response headers over both transports, names lower-case, so
 * tests can check what a download is (the summary CSV, ARCHITECTURE §4.20) and not only its body.
 */
describe.each(testDatabases())('reply headers on %s', (db) => {
  describe.each(TRANSPORTS)('over %s', (_name, transportOf) => {
    const s = useTestApp(db);
    let api: ApiClient;
    let make: Factories;
    beforeAll(async () => {
      quietTitles(s.t);
      api = createApiClient(await transportOf(s));
      make = createFactories(api);
    });

    it('a JSON answer says application/json; the summary CSV is a text/csv attachment with a file name', async () => {
      const owner = await make.ownerWithNews();
      await make.reservedWish(owner);
      const json = await api.fetchInfoByCode(owner.code);
      expect(json.status).toBe(200);
      expect(json.headers['content-type']).toMatch(/^application\/json\b/);

      const csv = await api.raw('GET', `/api/event/summary/${owner.code}`, { token: owner.token, query: { format: 'csv' } });
      expect(csv.status).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv; charset=utf-8$/i);
      expect(csv.headers['content-disposition']).toBe(`attachment; filename="babynews-summary-${owner.code}.csv"`);
      expect(Object.keys(csv.headers).every((name) => name === name.toLowerCase())).toBe(true);
    });
  });
});
