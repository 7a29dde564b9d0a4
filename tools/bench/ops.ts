// `npm run bench:ops`: the cost of metrics and tracing (issue 30). Two configurations of the production
// bundle run side by side on one MariaDB database: OFF (neither set) and ON (METRICS_TOKEN set, `/api/metrics`
// scraped every second as Prometheus would, and OTEL_EXPORTER_OTLP_ENDPOINT pointing at a local OTLP sink
// this bench starts, sampling the API's default share of traces or BENCH_TRACE_RATIO under the default ceiling
// or BENCH_TRACE_LIMIT). BENCH_ROUNDS rounds (default 3), each with a fresh OFF and ON process, of
// BENCH_WINDOWS paired windows (default 6): the news read as the address scenario of `npm run bench` does
// (4,000 addresses behind TRUST_PROXY=1, limit on; BENCH_SECONDS, default 3 s) on OFF, on ON and on a bare
// node:http server answering the same bytes, then one 200-call single-unit reservation burst on each
// (tools/bench/reserve.ts), OFF and ON first in turn. A shared machine drifts by tens of percent over
// minutes, so each ratio is taken within one window pair, seconds apart, and the medians of those ratios
// are the figures: ON/OFF for the news read and the burst (goal ≥ 0.90×), and the news read against bare
// for both configurations (the security round's goal ≥ 0.70×); the API's CPU time per news read is printed
// beside them. Exit code 1 when a goal fails. BENCH_NODE runs the servers on another Node (lib.ts).
// Build first (`npx nx run-many -t build`); MariaDB as for `npm run bench`.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../../e2e/support/mariadb';
import { API_PREFIX, routeUrl } from '../../libs/contracts/src/api/route';
import { eventReadRoute } from '../../libs/contracts/src/events/routes';
import { healthReadyRoute, metricsRoute } from '../../libs/contracts/src/health/routes';
import { DEFAULT_TRACE_RATE_LIMIT_PER_SECOND, DEFAULT_TRACE_SAMPLE_RATIO } from '../../services/api/src/config/tracing-config';
import { measure, repoRoot, serverNodeVersion, startNode, type Child } from './lib';
import { middle, newsWindow, startSink } from './ops-common';
import { reserveBurst, seedWishes, warmUpReserves, WISHES } from './reserve';
import { seedNews } from './seed';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WINDOWS = Number(process.env.BENCH_WINDOWS ?? 6);
const RELATIVES = 4000;
const apiMain = join(repoRoot, 'dist/services/api/main.js');
const API_READY = `${API_PREFIX}${healthReadyRoute.path}`;
const METRICS_PATH = `${API_PREFIX}${metricsRoute.path}`;
const TOKEN = 'bench-ops-metrics-token-0123456789abcdef';
const SINK_PORT = 3323;
const PORTS = { OFF: 3321, ON: 3324, bare: 3322 } as const;
/** OTEL_TRACES_SAMPLER_ARG of the ON rounds: BENCH_TRACE_RATIO, else unset (the API's default share, `tracing-config.ts`). */
const TRACE_RATIO = process.env.BENCH_TRACE_RATIO;
/** TRACE_RATE_LIMIT_PER_SECOND of the ON rounds: BENCH_TRACE_LIMIT, else unset (the API's default ceiling). */
const TRACE_LIMIT = process.env.BENCH_TRACE_LIMIT;

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

type Config = 'OFF' | 'ON';

/** One window pair: both configurations' and bare's figures, seconds apart. */
interface Pair {
  round: number;
  window: number;
  /** News reads a second (autocannon's mean over the window). */
  news: Record<Config, number>;
  /** The API's CPU time per news read (µs, user + system, 10 ms resolution over the window). */
  cpuUs: Record<Config, number>;
  bare: number;
  /** Reserve calls a second of the burst (calls ÷ burst time). */
  reserve: Record<Config, number>;
  /** Every burst reserved exactly one unit per wish, as the database counts. */
  exact: boolean;
}

/** The environment of one configuration (both behind TRUST_PROXY=1, as the address scenario). */
function configEnv(config: Config, dbUrl: string): Record<string, string> {
  const on: Record<string, string> = {
    METRICS_TOKEN: TOKEN,
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${SINK_PORT}`,
    ...(TRACE_RATIO ? { OTEL_TRACES_SAMPLER_ARG: TRACE_RATIO } : {}),
    ...(TRACE_LIMIT ? { TRACE_RATE_LIMIT_PER_SECOND: TRACE_LIMIT } : {}),
  };
  return { PUBLIC_BASE_URL: 'http://bench.local', DATABASE_URL: dbUrl, TRUST_PROXY: '1', ...(config === 'ON' ? on : {}) };
}

/** Metrics scrapes of the ON processes that answered 200, over all rounds. */
let scrapesTotal = 0;

/** One round: a fresh OFF and ON process, WINDOWS window pairs; the ON process scraped every second throughout. */
async function runRound(round: number, dbUrl: string, bare: Child, newsPath: (code: string) => string): Promise<Pair[]> {
  const apis: Partial<Record<Config, Child>> = {};
  try {
    for (const config of ['OFF', 'ON'] as const) apis[config] = await startNode([apiMain], PORTS[config], configEnv(config, dbUrl), API_READY);
    const servers = apis as Record<Config, Child>;
    const base = (config: Config) => `http://127.0.0.1:${servers[config].port}`;
    const stopScraping = scraper(base('ON'));
    try {
      const reads = { OFF: newsPath(await seedNews(base('OFF'))), ON: newsPath(await seedNews(base('ON'))) };
      const pages = { OFF: [] as Array<{ code: string; ids: number[] }>, ON: [] as Array<{ code: string; ids: number[] }> };
      await warmUpReserves(base('OFF'), [base('OFF'), base('ON')]);
      for (const config of ['OFF', 'ON'] as const) {
        for (let w = 0; w < WINDOWS; w++) pages[config].push(await seedWishes(base(config), WISHES));
        await measure('warm-up', `${base(config)}${reads[config]}`, 50, 2, RELATIVES, 0);
      }
      const pairs: Pair[] = [];
      for (let w = 0; w < WINDOWS; w++) {
        const order: Config[] = (round * WINDOWS + w) % 2 ? ['ON', 'OFF'] : ['OFF', 'ON'];
        const pair: Pair = { round, window: w + 1, news: { OFF: 0, ON: 0 }, cpuUs: { OFF: 0, ON: 0 }, bare: 0, reserve: { OFF: 0, ON: 0 }, exact: true };
        for (const config of order) {
          const news = await newsWindow(servers[config], `${base(config)}${reads[config]}`, seconds, RELATIVES);
          pair.news[config] = news.reqPerSec;
          pair.cpuUs[config] = news.cpuUs;
        }
        pair.bare = (await measure('bare', `http://127.0.0.1:${bare.port}${reads.OFF}`, 50, seconds, RELATIVES, 0)).reqPerSec;
        for (const config of order) {
          const prefix = 1 + (((round * WINDOWS + w) * 2 + (config === 'ON' ? 1 : 0)) % 250);
          const burst = await reserveBurst(servers[config], pages[config][w], prefix, dbUrl);
          pair.reserve[config] = ((burst.successes + burst.conflicts + burst.failures) * 1000) / burst.totalMs;
          pair.exact &&= burst.exact;
        }
        pairs.push(pair);
      }
      return pairs;
    } finally {
      const scrapes = stopScraping();
      if (scrapes === 0) console.log(`round ${round}: no metrics scrape answered 200`);
      scrapesTotal += scrapes;
    }
  } finally {
    for (const api of Object.values(apis)) await api?.stop();
  }
}

async function main(): Promise<void> {
  if (!existsSync(apiMain)) throw new Error('dist/services/api/main.js is missing: run `npx nx run-many -t build` first.');
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`load average at start: ${load()}; servers on Node ${serverNodeVersion()} (BENCH_NODE), client on ${process.version}`);
  const sink = await startSink(SINK_PORT);
  const db = await createDatabase('babynews_bench_ops');
  const pairs: Pair[] = [];
  let bare: Child | undefined;
  try {
    const newsPath = (code: string) => `${API_PREFIX}${routeUrl(eventReadRoute, { code })}`;
    // The bare server answers the bytes of a page seeded once (the same size as every round's page).
    const first = await startNode([apiMain], PORTS.OFF, { PUBLIC_BASE_URL: 'http://bench.local', DATABASE_URL: db.url }, API_READY);
    try {
      const body = await (await fetch(`http://127.0.0.1:${first.port}${newsPath(await seedNews(`http://127.0.0.1:${first.port}`))}`)).text();
      bare = await startNode(['--import', 'tsx', join(__dirname, 'bare-http.ts')], PORTS.bare, { BENCH_BODY: body }, '/ready');
    } finally {
      await first.stop();
    }
    for (let round = 1; round <= ROUNDS; round++) pairs.push(...(await runRound(round, db.url, bare, newsPath)));
  } finally {
    await bare?.stop();
    await db.drop();
    sink.close();
  }

  console.log(
    `\nmetrics + tracing OFF vs ON side by side: ${ROUNDS} rounds × ${WINDOWS} window pairs of the news read by ${RELATIVES} addresses (autocannon -c 50, ${seconds} s) and a 200-call reservation burst; ` +
      `ON samples ${TRACE_RATIO ? `OTEL_TRACES_SAMPLER_ARG=${TRACE_RATIO}` : `the default share (OTEL_TRACES_SAMPLER_ARG unset, ${DEFAULT_TRACE_SAMPLE_RATIO})`}, ` +
      `at most ${TRACE_LIMIT ? `TRACE_RATE_LIMIT_PER_SECOND=${TRACE_LIMIT}` : `the default ceiling (TRACE_RATE_LIMIT_PER_SECOND unset, ${DEFAULT_TRACE_RATE_LIMIT_PER_SECOND})`} traced requests a second\n`,
  );
  console.log('round window   news OFF    news ON   bare   ON/OFF   OFF/bare  ON/bare   µs/read OFF  ON   reserve/s OFF   ON   ON/OFF');
  const fixed = (n: number, width: number, digits = 0) => n.toFixed(digits).padStart(width);
  for (const p of pairs) {
    console.log(
      `${fixed(p.round, 5)} ${fixed(p.window, 6)} ${fixed(p.news.OFF, 10)} ${fixed(p.news.ON, 10)} ${fixed(p.bare, 6)} ${fixed(p.news.ON / p.news.OFF, 7, 2)}× ` +
        `${fixed(p.news.OFF / p.bare, 8, 2)}× ${fixed(p.news.ON / p.bare, 7, 2)}× ${fixed(p.cpuUs.OFF, 12)} ${fixed(p.cpuUs.ON, 4)} ` +
        `${fixed(p.reserve.OFF, 15)} ${fixed(p.reserve.ON, 4)} ${fixed(p.reserve.ON / p.reserve.OFF, 7, 2)}×`,
    );
  }
  const med = (of: (p: Pair) => number) => middle(pairs.map(of));
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  let ok = pairs.every((p) => p.exact);
  if (!ok) console.log('\nFAIL: a reservation burst did not reserve exactly one unit per wish');
  console.log(`\nmedians of the ${pairs.length} window pairs`);
  for (const [name, ratio] of [
    ['news read ON/OFF', med((p) => p.news.ON / p.news.OFF)],
    ['reservation burst ON/OFF', med((p) => p.reserve.ON / p.reserve.OFF)],
  ] as const) {
    ok &&= ratio >= 0.9;
    console.log(`${name.padEnd(26)} ${ratio.toFixed(2)}× (goal ≥ 0.90×) — ${verdict(ratio >= 0.9)}`);
  }
  console.log(`${'API CPU per news read'.padEnd(26)} OFF ${med((p) => p.cpuUs.OFF).toFixed(1)} µs, ON ${med((p) => p.cpuUs.ON).toFixed(1)} µs`);
  for (const config of ['OFF', 'ON'] as const) {
    const ratio = med((p) => p.news[config] / p.bare);
    ok &&= ratio >= 0.7;
    console.log(`security round, news read limit on, ${config.padEnd(3)}: ${ratio.toFixed(2)}× bare node (goal ≥ 0.70×) — ${verdict(ratio >= 0.7)}`);
  }
  const exported = sink.received.spans > 0 && scrapesTotal > 0;
  ok &&= exported;
  console.log(
    `\nOTLP sink received ${sink.received.requests} export requests, ${sink.received.spans} spans, ${sink.received.bytes} bytes; ${scrapesTotal} metrics scrapes of ON answered 200 — ${exported ? 'ON exported and was scraped' : 'FAIL: no spans or no scrape'}`,
  );
  console.log(`load average at end: ${load()}`);
  if (!ok) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
