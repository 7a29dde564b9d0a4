import { createServer, type Server } from 'node:http';
import { rmSync } from 'node:fs';
import { Tracing } from '../src/metrics/tracing';
import { createTestDatabase, createWebDist, startApp, testDatabases, testKit, type TestApp, type TestDatabase } from './harness';

/** One span of an OTLP/HTTP JSON export, as far as the test reads it. */
interface ExportedSpan {
  name: string;
  traceId: string;
  parentSpanId?: string;
  kind: number;
  status?: { code?: number };
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
}

/** A stand-in OTLP collector: keeps every body POSTed to /v1/traces and answers 200 `{}`. */
async function startCollector(): Promise<{ server: Server; url: string; bodies: string[] }> {
  const bodies: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') bodies.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}`, bodies };
}

function spansOf(bodies: string[]): ExportedSpan[] {
  return bodies.flatMap((body) =>
    (JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: ExportedSpan[] }> }> }).resourceSpans.flatMap((r) =>
      r.scopeSpans.flatMap((s) => s.spans),
    ),
  );
}

const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

// ARCHITECTURE "Metrics": tracing only with OTEL_EXPORTER_OTLP_ENDPOINT, one span per request named by its route template.
describe.each(testDatabases())('tracing on %s', (kind) => {
  let db: TestDatabase;
  let webDist: string;

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    webDist = createWebDist();
  });
  afterAll(async () => {
    await db.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const t = await startApp({ ...db.env, WEB_DIST_DIR: webDist });
    try {
      expect(t.app.get(Tracing).enabled).toBe(false);
    } finally {
      await t.close();
    }
  });

  it('exports one SERVER span per request to <endpoint>/v1/traces: route template, status, the caller’s trace; no share code', async () => {
    const collector = await startCollector();
    let t: TestApp | undefined;
    try {
      t = await startApp({ ...db.env, WEB_DIST_DIR: webDist, OTEL_EXPORTER_OTLP_ENDPOINT: `${collector.url}/` });
      expect(t.app.get(Tracing).enabled).toBe(true);
      const owner = await testKit(t).make.ownerWithNews();
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const parentId = '00f067aa0ba902b7';
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/event/fetchInfoByCode/${owner.code}`,
        headers: { traceparent: `00-${traceId}-${parentId}-01` },
      });
      expect(read.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'POST', url: `/api/nothing/${owner.code}` })).statusCode).toBe(404);
      // Closing the application flushes the batch.
      await t.close();
      t = undefined;
      const spans = spansOf(collector.bodies);
      const readSpan = spans.find((span) => span.traceId === traceId);
      expect(readSpan).toMatchObject({ name: 'GET /api/event/fetchInfoByCode/:code', parentSpanId: parentId, kind: 2 });
      expect(attribute(readSpan!, 'http.route')).toBe('/api/event/fetchInfoByCode/:code');
      expect(attribute(readSpan!, 'http.response.status_code')).toBe(200);
      const unmatched = spans.find((span) => span.name === 'POST unmatched');
      expect(unmatched && attribute(unmatched, 'http.response.status_code')).toBe(404);
      expect(spans.some((span) => span.name === 'POST /api/joinProc')).toBe(true);
      expect(collector.bodies.join('')).not.toContain(owner.code);
      expect(collector.bodies.join('')).toContain('babynews-api');
    } finally {
      await t?.close();
      await new Promise((resolve) => collector.server.close(resolve));
    }
  });
});
