import { API_TABLE, ERROR_CODES, routeErrors, type BoundRoute } from '@babynews/contracts';
import { testDatabases, useTestApp } from './harness';

type Operation = { operationId?: string; responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>; security?: unknown };

/** The codes the document lists for `operation`, by status. */
function documentedCodes(operation: Operation): Record<string, string[]> {
  const codes: Record<string, string[]> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    if (Number(status) < 400) continue;
    const schema = response.content?.['application/json']?.schema as
      { allOf?: [{ $ref: string }, { properties?: { code?: { enum?: string[] } } }] } | undefined;
    expect(schema?.allOf?.[0]).toEqual({ $ref: '#/components/schemas/ApiErrorDto' });
    codes[status] = schema?.allOf?.[1].properties?.code?.enum ?? [];
  }
  return codes;
}

/** The codes the table gives `route`, by status. */
function tableCodes(route: BoundRoute): Record<string, string[]> {
  const codes: Record<string, string[]> = {};
  for (const code of routeErrors(route)) (codes[String(ERROR_CODES[code].status)] ??= []).push(code);
  return codes;
}

/** The metrics scrape answers the unknown route's 404 without its token (ARCHITECTURE "Metrics"): it is called with one. */
const METRICS_TOKEN = 'api-table-metrics-token-0123456789abcdef';

describe.each(testDatabases())('the API table on %s', (db) => {
  const s = useTestApp(db, { METRICS_TOKEN });

  it('describes every table route in /api/docs-json: its answer schema and its error codes as enums', async () => {
    const doc = (await s.t.app.inject({ method: 'GET', url: '/api/docs-json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    expect(API_TABLE.length).toBeGreaterThan(0);
    for (const route of API_TABLE) {
      const path = `/api${route.path}`;
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect({ route: route.id, found: operation?.operationId }).toEqual({ route: route.id, found: route.id });
      const success = operation!.responses[String(route.status ?? 200)];
      // A route without JSON answers its file alone (the link card's PNG); any other route without output answers nothing.
      if (route.output === null && route.download)
        expect({ route: route.id, content: Object.keys(success?.content ?? {}) }).toEqual({ route: route.id, content: [route.download] });
      else if (route.output === null) expect({ route: route.id, content: success?.content }).toEqual({ route: route.id, content: undefined });
      else expect({ route: route.id, schema: success?.content?.['application/json']?.schema }).toEqual({ route: route.id, schema: expect.any(Object) });
      expect({ route: route.id, codes: documentedCodes(operation!) }).toEqual({ route: route.id, codes: tableCodes(route) });
      expect(Boolean(operation!.security)).toBe(route.access !== 'anyone');
      if (route.accepted)
        expect({ route: route.id, schema: operation!.responses['202']?.content?.['application/json']?.schema }).toEqual({
          route: route.id,
          schema: expect.any(Object),
        });
      if (route.download && route.output !== null) expect(Object.keys(success?.content ?? {})).toEqual(['application/json', route.download]);
    }
  });

  it('documents no operation outside the table, and a schema for every success answer with a body', async () => {
    const doc = (await s.t.app.inject({ method: 'GET', url: '/api/docs-json' })).json<{ paths: Record<string, Record<string, Operation>> }>();
    const tableIds = new Set(API_TABLE.map((route) => route.id));
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.filter((operation) => !tableIds.has(operation.operationId ?? '')).map((operation) => operation.operationId)).toEqual([]);
    for (const operation of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) >= 200 && Number(status) < 300 && response.content) {
          expect({ id: operation.operationId, status, schema: Object.values(response.content)[0]?.schema }).toEqual({
            id: operation.operationId,
            status,
            schema: expect.any(Object),
          });
        }
      }
    }
  });

  it('answers every table route at the table path and method (no 404 from the router)', async () => {
    for (const route of API_TABLE) {
      const url = `/api${route.path.replace(/\{\w+\}/g, '1')}`;
      const headers = route.id === 'health.metrics' ? { authorization: `Bearer ${METRICS_TOKEN}` } : {};
      const res = await s.t.app.inject({ method: route.method, url, headers, payload: route.body ? {} : undefined });
      // An unknown route answers NOT_FOUND; a table route answers its own codes (validation, sign-in, not found of its kind), or its file.
      const code = String(res.headers['content-type']).startsWith('application/json') ? res.json<{ code?: string }>().code : undefined;
      expect({ route: route.id, status: res.statusCode, code }).not.toEqual({ route: route.id, status: 404, code: 'NOT_FOUND' });
    }
  });
});
