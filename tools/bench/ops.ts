// `npm run bench:ops`: the cost of metrics and tracing (issue 30). Alternating rounds (BENCH_ROUNDS,
// default 3) of two configurations of the production bundle: OFF (neither set) and ON (METRICS_TOKEN set
// and OTEL_EXPORTER_OTLP_ENDPOINT pointing at a local OTLP sink this bench starts, sampling the API's default
// share of traces or BENCH_TRACE_RATIO, under the default ceiling or BENCH_TRACE_LIMIT, with `/api/metrics` scraped every second as Prometheus would). Each round and configuration measures the news read as the
// address scenario of `npm run bench` does (4,000 addresses behind TRUST_PROXY=1, limit on, beside a bare
// node:http server answering the same bytes) and one reservation burst (tools/bench/reserve.ts, one
// round, single-unit case: 200 calls / burst seconds). Prints every round, the medians, ON/OFF (goal
// ≥ 0.90× for both) and the news read against bare for both configurations (goal ≥ 0.70×); exit code 1
// when a goal fails. Build first (`npx nx run-many -t build`); MariaDB as for `npm run bench`.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../e2e/support/mariadb';
import { API_PREFIX, routeUrl } from '../../libs/contracts/src/api/route';
import { eventReadRoute } from '../../libs/contracts/src/events/routes';
import { healthReadyRoute, metricsRoute } from '../../libs/contracts/src/health/routes';
import { DEFAULT_TRACE_RATE_LIMIT_PER_SECOND, DEFAULT_TRACE_SAMPLE_RATIO } from '../../services/api/src/config/tracing-config';
import { measure, repoRoot, startNode, type Child } from './lib';
import { runReservationBench } from './reserve';
import { seedNews } from './seed';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RELATIVES = 4000;
const apiMain = join(repoRoot, 'dist/services/api/main.js');
const API_READY = `${API_PREFIX}${healthReadyRoute.path}`;
const METRICS_PATH = `${API_PREFIX}${metricsRoute.path}`;
const TOKEN = 'bench-ops-metrics-token-0123456789abcdef';
const SINK_PORT = 3323;
const RESERVE_PORT = Number(process.env.BENCH_RESERVE_PORT ?? 3305);
/** OTEL_TRACES_SAMPLER_ARG of the ON rounds: BENCH_TRACE_RATIO, else unset (the API's default share, `tracing-config.ts`). */
const TRACE_RATIO = process.env.BENCH_TRACE_RATIO;
/** TRACE_RATE_LIMIT_PER_SECOND of the ON rounds: BENCH_TRACE_LIMIT, else unset (the API's default ceiling). */
const TRACE_LIMIT = process.env.BENCH_TRACE_LIMIT;

/** What the local OTLP sink received: export requests, bytes and spans. */
const sink = { requests: 0, bytes: 0, spans: 0 };

/**
 * Starts the OTLP/HTTP sink: answers POST /v1/traces with 200 and counts requests, bytes and spans.
 * Spans are counted by their `"spanId"` keys (no JSON parsing: the sink shares the CPU with the API and
 * the load generator, and a real collector would not run on the API's machine).
 */
function startSink(): Promise<() => void> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        const body = Buffer.concat(chunks);
        sink.requests++;
        sink.bytes += body.length;
        for (let at = body.indexOf('"spanId"'); at >= 0; at = body.indexOf('"spanId"', at + 8)) sink.spans++;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => server.listen(SINK_PORT, '127.0.0.1', () => resolve(() => server.close())));
}

/** Scrapes `<baseUrl>/api/metrics` with the token every second until stopped; returns the count of 200 scrapes. */
function scraper(baseUrl: string): () => number {
  let ok = 0;
  const scrape = () =>
    fetch(`${baseUrl}${METRICS_PATH}`, { headers: { authorization: `Bearer ${TOKEN}` } })
      .then(async (r) => {
        await r.text();
        if (r.ok) ok++;
      })
      .catch(() => undefined);
  const timer = setInterval(() => void scrape(), 1000);
  return () => {
    clearInterval(timer);
    return ok;
  };
}

/** One configuration's figures in one round. */
interface Row {
  config: 'OFF' | 'ON';
  round: number;
  newsReqPerSec: number;
  bareReqPerSec: number;
  /** Reserve calls per second of the single-unit burst (calls ÷ burst time). */
  reservePerSec: number;
  scrapes: number;
}

const middle = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Runs one configuration once: the news read (API beside bare) and one reservation burst. */
async function runConfig(config: Row['config'], round: number, dbUrl: string, bareUrl: string): Promise<Row> {
  const extra: Record<string, string> =
    config === 'ON'
      ? {
          METRICS_TOKEN: TOKEN,
          OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${SINK_PORT}`,
          ...(TRACE_RATIO ? { OTEL_TRACES_SAMPLER_ARG: TRACE_RATIO } : {}),
          ...(TRACE_LIMIT ? { TRACE_RATE_LIMIT_PER_SECOND: TRACE_LIMIT } : {}),
        }
      : {};
  const env = { PUBLIC_BASE_URL: 'http://bench.local', DATABASE_URL: dbUrl, TRUST_PROXY: '1', ...extra };
  let api: Child | undefined;
  let scrapes = 0;
  let news: number;
  let bare: number;
  try {
    api = await startNode([apiMain], 3321, env, API_READY);
    const base = `http://127.0.0.1:${api.port}`;
    const path = `${API_PREFIX}${routeUrl(eventReadRoute, { code: await seedNews(base) })}`;
    const stop = config === 'ON' ? scraper(base) : () => 0;
    news = (await measure(`API ${config}`, `${base}${path}`, 50, seconds, RELATIVES)).reqPerSec;
    scrapes += stop();
    bare = (await measure('bare', `${bareUrl}${path}`, 50, seconds, RELATIVES)).reqPerSec;
  } finally {
    await api?.stop();
  }
  const stop = config === 'ON' ? scraper(`http://127.0.0.1:${RESERVE_PORT}`) : () => 0;
  const reserve = await runReservationBench({ env: extra, rounds: 1 });
  scrapes += stop();
  if (!reserve.ok)
    console.log(
      `round ${round} ${config}: reservation burst outside its own goals (npm run bench -- reserve): exact ${reserve.api.successes === reserve.wishes}, ` +
        `p99 ${reserve.api.p99Ms} / ${reserve.quantityVariant.api.p99Ms} ms, ${reserve.ratio.toFixed(2)}× / ${reserve.quantityVariant.ratio.toFixed(2)}× bare`,
    );
  return { config, round, newsReqPerSec: news, bareReqPerSec: bare, reservePerSec: (reserve.calls * 1000) / reserve.api.totalMs, scrapes };
}

async function main(): Promise<void> {
  if (!existsSync(apiMain)) throw new Error('dist/services/api/main.js is missing: run `npx nx run-many -t build` first.');
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`load average at start: ${load()}`);
  const closeSink = await startSink();
  const db = await createDatabase('babynews_bench_ops');
  const rows: Row[] = [];
  let bare: Child | undefined;
  try {
    // The bare server answers the bytes of a page seeded once (the same size as every round's page).
    const first = await startNode([apiMain], 3321, { PUBLIC_BASE_URL: 'http://bench.local', DATABASE_URL: db.url }, API_READY);
    try {
      const code = await seedNews(`http://127.0.0.1:3321`);
      const body = await (await fetch(`http://127.0.0.1:3321${API_PREFIX}${routeUrl(eventReadRoute, { code })}`)).text();
      bare = await startNode(['--import', 'tsx', join(__dirname, 'bare-http.ts')], 3322, { BENCH_BODY: body }, '/ready');
    } finally {
      await first.stop();
    }
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate which configuration goes first, so that drift hits both alike.
      const order: Array<Row['config']> = round % 2 ? ['OFF', 'ON'] : ['ON', 'OFF'];
      for (const config of order) rows.push(await runConfig(config, round, db.url, 'http://127.0.0.1:3322'));
    }
  } finally {
    await bare?.stop();
    await db.drop();
    closeSink();
  }

  console.log(
    `\nmetrics + tracing OFF vs ON: news read by ${RELATIVES} addresses (autocannon -c 50, ${seconds} s) and a 200-call reservation burst, ${ROUNDS} alternating rounds; ` +
      `ON samples ${TRACE_RATIO ? `OTEL_TRACES_SAMPLER_ARG=${TRACE_RATIO}` : `the default share (OTEL_TRACES_SAMPLER_ARG unset, ${DEFAULT_TRACE_SAMPLE_RATIO})`}, ` +
      `at most ${TRACE_LIMIT ? `TRACE_RATE_LIMIT_PER_SECOND=${TRACE_LIMIT}` : `the default ceiling (TRACE_RATE_LIMIT_PER_SECOND unset, ${DEFAULT_TRACE_RATE_LIMIT_PER_SECOND})`} traced requests a second\n`,
  );
  console.log('round config   news req/s   bare req/s   news/bare   reserve calls/s   scrapes');
  for (const r of rows) {
    console.log(
      `${String(r.round).padStart(5)} ${r.config.padEnd(6)} ${r.newsReqPerSec.toFixed(0).padStart(12)} ${r.bareReqPerSec.toFixed(0).padStart(12)} ` +
        `${(r.newsReqPerSec / r.bareReqPerSec).toFixed(2).padStart(10)}× ${r.reservePerSec.toFixed(0).padStart(16)} ${String(r.scrapes).padStart(9)}`,
    );
  }
  const med = (config: Row['config'], key: 'newsReqPerSec' | 'bareReqPerSec' | 'reservePerSec') =>
    middle(rows.filter((r) => r.config === config).map((r) => r[key]));
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  let ok = true;
  console.log('');
  for (const [name, key] of [
    ['news read (req/s)', 'newsReqPerSec'],
    ['reservation burst (calls/s)', 'reservePerSec'],
  ] as const) {
    const ratio = med('ON', key) / med('OFF', key);
    ok &&= ratio >= 0.9;
    console.log(
      `${name.padEnd(28)} median OFF ${med('OFF', key).toFixed(0).padStart(6)}   ON ${med('ON', key).toFixed(0).padStart(6)}   ON/OFF ${ratio.toFixed(2)}× (goal ≥ 0.90×) — ${verdict(ratio >= 0.9)}`,
    );
  }
  for (const config of ['OFF', 'ON'] as const) {
    const ratio = med(config, 'newsReqPerSec') / med(config, 'bareReqPerSec');
    ok &&= ratio >= 0.7;
    console.log(`security round, news read limit on, ${config.padEnd(3)}: ${ratio.toFixed(2)}× bare node (goal ≥ 0.70×) — ${verdict(ratio >= 0.7)}`);
  }
  const scrapes = rows.filter((r) => r.config === 'ON').reduce((n, r) => n + r.scrapes, 0);
  const exported = sink.spans > 0 && rows.filter((r) => r.config === 'ON').every((r) => r.scrapes > 0);
  ok &&= exported;
  console.log(
    `\nOTLP sink received ${sink.requests} export requests, ${sink.spans} spans, ${sink.bytes} bytes; ${scrapes} metrics scrapes answered 200 in the ON rounds — ${exported ? 'ON rounds exported and were scraped' : 'FAIL: no spans or no scrape'}`,
  );
  console.log(`load average at end: ${load()}`);
  if (!ok) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
