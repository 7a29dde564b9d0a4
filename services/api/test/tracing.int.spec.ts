import { createApiClient, createFactories, fetchTransport } from '@babynews/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { BASE_TEST_ENV, createTestDatabase, createWebDist, testDatabases, type TestDatabase } from './harness';
import { REDIS_TEST_URL, redisReachable } from './redis-test';
import type { ChildMessage, ChildSpan } from './tracing-child';

const ROOT = join(__dirname, '../../..');
const SERVER = 1;
const CLIENT = 2;

/** The API from its sources in a child process with tracing to an in-memory exporter (`tracing-child.ts`). */
interface Child {
  port: number;
  enabled: boolean;
  otelModules: string[];
  /** Every stdout line so far (JSON log lines among them). */
  lines: string[];
  spans(): Promise<ChildSpan[]>;
  stop(): Promise<void>;
}

async function startChild(env: Record<string, string>): Promise<Child> {
  const proc: ChildProcess = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, 'tracing-child.ts')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', SWC_NODE_PROJECT: join(__dirname, '../tsconfig.json'), ...BASE_TEST_ENV, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const lines: string[] = [];
  let stderr = '';
  let buffered = '';
  proc.stdout!.on('data', (chunk: Buffer) => {
    const parts = (buffered + chunk.toString()).split('\n');
    buffered = parts.pop()!;
    lines.push(...parts);
  });
  proc.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const next = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (message: ChildMessage) => {
        if (message.type !== type) return;
        proc.off('exit', onExit);
        proc.off('message', onMessage);
        resolve(message as Extract<ChildMessage, { type: T }>);
      };
      const onExit = (code: number | null) => reject(new Error(`tracing child exited (${code}) before '${type}': ${stderr}`));
      proc.on('message', onMessage);
      proc.once('exit', onExit);
    });
  const ready = await next('ready');
  return {
    ...ready,
    lines,
    async spans() {
      const answer = next('spans');
      proc.send({ type: 'spans' });
      return (await answer).spans;
    },
    async stop() {
      if (proc.exitCode !== null) return;
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.send({ type: 'stop' });
      await exited;
    },
  };
}

/** `span`'s ancestors inside `spans`, nearest first. */
function ancestors(span: ChildSpan, spans: ChildSpan[]): ChildSpan[] {
  const chain: ChildSpan[] = [];
  for (let at = span; at.parentSpanId;) {
    const parent = spans.find((s) => s.spanId === at.parentSpanId && s.traceId === at.traceId);
    if (!parent) break;
    chain.push(parent);
    at = parent;
  }
  return chain;
}

// ARCHITECTURE "Metrics": OpenTelemetry only with OTEL_EXPORTER_OTLP_ENDPOINT, started before the application;
// spans named by route templates, database spans below them, nothing personal in any attribute.
describe.each(testDatabases())('tracing on %s', (kind) => {
  jest.setTimeout(120_000);
  let db: TestDatabase;
  let webDist: string;
  let redis: Record<string, string> = {};
  const env = (more: Record<string, string> = {}) => ({ ...db.env, WEB_DIST_DIR: webDist, ...redis, ...more });

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    webDist = createWebDist();
    // On MariaDB with Redis beside it (as deployed), so that the Redis commands are traced too.
    if (kind === 'mariadb' && (await redisReachable()))
      redis = { REDIS_URL: REDIS_TEST_URL, REDIS_KEY_PREFIX: `babynews-trace-${randomBytes(4).toString('hex')}:` };
  });
  afterAll(async () => {
    await db.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('is off without OTEL_EXPORTER_OTLP_ENDPOINT: no OpenTelemetry SDK, exporter or instrumentation is loaded', async () => {
    const child = await startChild(env({ OTEL_TRACES_SAMPLER_ARG: '1' }));
    try {
      expect(child.enabled).toBe(false);
      // Only the API package, which prom-client loads for its exemplars (a no-op without an SDK).
      expect(child.otelModules.filter((path) => !path.includes('/@opentelemetry/api/'))).toEqual([]);
      const read = await fetch(`http://127.0.0.1:${child.port}/api/health/live`);
      expect(read.status).toBe(200);
      expect(child.lines.filter((line) => line.includes('"trace_id"'))).toEqual([]);
    } finally {
      await child.stop();
    }
  });

  it('one reservation: a SERVER span named by its route template with database spans below it; no personal data or share code anywhere', async () => {
    const child = await startChild(env({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_TRACES_SAMPLER_ARG: '1', TRACE_RATE_LIMIT_PER_SECOND: '0' }));
    try {
      expect(child.enabled).toBe(true);
      const base = `http://127.0.0.1:${child.port}`;
      const make = createFactories(createApiClient(fetchTransport(base)));
      const owner = await make.ownerWithNews();
      const reserver = { reservedName: '추적시험이모', reservedEmail: 'trace-reserver@example.com', reservedPassword: '4826' };
      const { wish } = await make.reservedWish(owner, { reserve: reserver });
      const read = await fetch(`${base}/api/event/fetchInfoByCode/${owner.code}?eventCode=${owner.code}`);
      expect(read.status).toBe(200);

      const spans = await child.spans();
      const reserve = spans.filter((span) => span.name === 'POST /api/wish/reserve/:wishId');
      expect(reserve).toHaveLength(1);
      expect(reserve[0]).toMatchObject({ kind: SERVER, attributes: { 'http.route': '/api/wish/reserve/:wishId', 'http.response.status_code': 201 } });
      const dbSpans = spans.filter(
        (span) => span.kind === CLIENT && span.traceId === reserve[0].traceId && ['sqlite', 'mysql'].includes(String(span.attributes['db.system.name'])),
      );
      expect(dbSpans.length).toBeGreaterThan(0);
      expect(new Set(dbSpans.map((span) => span.attributes['db.system.name']))).toEqual(new Set([kind === 'sqlite' ? 'sqlite' : 'mysql']));
      for (const span of dbSpans) expect(ancestors(span, spans)).toContainEqual(reserve[0]);
      expect(dbSpans.map((span) => span.name)).toEqual(expect.arrayContaining(['INSERT']));
      if (kind === 'sqlite') expect(dbSpans.every((span) => span.attributes['db.operation.name'] === span.name)).toBe(true);
      for (const span of dbSpans) expect(String(span.attributes['db.query.text'])).not.toMatch(/'[^']*'/); // literals masked
      if (redis.REDIS_URL) expect(spans.some((span) => span.attributes['db.system.name'] === 'redis')).toBe(true);

      const readSpan = spans.find((span) => span.name === 'GET /api/event/fetchInfoByCode/:code');
      expect(readSpan?.kind).toBe(SERVER);
      // No attribute value, name, event or status of any span holds the page's code, the reserver's
      // data, the PIN or a concrete path.
      const exported = JSON.stringify(spans);
      for (const secret of [
        owner.code,
        reserver.reservedName,
        reserver.reservedEmail,
        reserver.reservedPassword,
        `reserve/${wish.id}`,
        owner.member.email,
        owner.token,
      ])
        expect(exported).not.toContain(secret);
      for (const span of spans) expect(Object.keys(span.attributes)).not.toEqual(expect.arrayContaining(['url.path']));
      expect(
        spans.flatMap((span) => Object.keys(span.attributes)).filter((key) => /^(url\.(path|query|full)|http\.target|client\.|user_agent)/.test(key)),
      ).toEqual([]);
      expect(reserve[0].resource['service.name']).toBe('babynews-api');

      // The request's log lines carry its trace: the access line of the reservation names the server span.
      const logs = child.lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);
      const access = logs.find((line) => line.trace_id === reserve[0].traceId);
      expect(access).toMatchObject({ trace_id: reserve[0].traceId, trace_flags: '01' });
      expect(spans.map((span) => span.spanId)).toContain(access?.span_id);
    } finally {
      await child.stop();
    }
  });

  it('follows the caller’s traceparent at OTEL_TRACES_SAMPLER_ARG=0, samples nothing else; an unmatched path has no route and no path', async () => {
    const child = await startChild(env({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_TRACES_SAMPLER_ARG: '0' }));
    try {
      const base = `http://127.0.0.1:${child.port}`;
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const parentId = '00f067aa0ba902b7';
      const code = `nocode${randomBytes(4).toString('hex')}`;
      const traced = await fetch(`${base}/api/nothing/${code}`, { method: 'POST', headers: { traceparent: `00-${traceId}-${parentId}-01` } });
      expect(traced.status).toBe(404);
      expect((await fetch(`${base}/api/event/fetchInfoByCode/${code}`)).status).toBe(404);
      const spans = await child.spans();
      expect(spans.length).toBeGreaterThan(0);
      expect(spans.every((span) => span.traceId === traceId)).toBe(true);
      const server = spans.find((span) => span.kind === SERVER);
      expect(server).toMatchObject({ name: 'POST', parentSpanId: parentId, attributes: { 'http.response.status_code': 404 } });
      expect(server?.attributes['http.route']).toBeUndefined();
      expect(JSON.stringify(spans)).not.toContain(code);
    } finally {
      await child.stop();
    }
  });

  it('traces at most TRACE_RATE_LIMIT_PER_SECOND requests a second, whatever the ratio or the callers’ traceparent say', async () => {
    const child = await startChild(env({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9', OTEL_TRACES_SAMPLER_ARG: '1', TRACE_RATE_LIMIT_PER_SECOND: '1' }));
    try {
      const base = `http://127.0.0.1:${child.port}`;
      const started = Date.now();
      // Twelve at once, half of them carrying a sampled traceparent of their own.
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          fetch(`${base}/api/nothing/${i}`, {
            method: 'POST',
            headers: i % 2 ? { traceparent: `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01` } : {},
          }),
        ),
      );
      const seconds = (Date.now() - started) / 1000;
      expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(404));
      const servers = (await child.spans()).filter((span) => span.kind === SERVER);
      // The bucket starts full (one token) and refills one a second.
      expect(servers.length).toBeGreaterThanOrEqual(1);
      expect(servers.length).toBeLessThanOrEqual(1 + Math.floor(seconds));
    } finally {
      await child.stop();
    }
  });
});
