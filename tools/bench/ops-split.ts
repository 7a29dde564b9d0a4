// `npm run bench:ops-split`: which part of "metrics and tracing on" costs the news read (issue 30;
// ARCHITECTURE "Metrics" → What having tracing on costs). Four configurations of the production bundle
// run side by side on one MariaDB database: OFF (neither set), METRICS (METRICS_TOKEN only), TRACING
// (OTEL_EXPORTER_OTLP_ENDPOINT only, at the local OTLP sink of `bench:ops`, ops-common.ts) and ON (both).
// BENCH_ROUNDS rounds (default 2), each with a fresh process of each, of BENCH_WINDOWS windows (default 6):
// in each window the four take turns (the order reversed every other window) at the news read by 4,000
// addresses behind TRUST_PROXY=1 (autocannon -c 50, BENCH_SECONDS, default 3 s). Printed: each window's
// req/s, then per configuration the median req/s, the median CPU time per read (µs) and the median of its
// req/s divided by OFF's of the same window. Nothing is scraped and nothing is held to a goal: `bench:ops`
// is the bench with goals; this one tells the parts apart. BENCH_NODE runs the servers on another Node.
// Build first (`npx nx run-many -t build`); MariaDB as for `npm run bench`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createDatabase } from '../../e2e/support/mariadb';
import { API_PREFIX, routeUrl } from '../../libs/contracts/src/api/route';
import { eventReadRoute } from '../../libs/contracts/src/events/routes';
import { healthReadyRoute } from '../../libs/contracts/src/health/routes';
import { measure, repoRoot, serverNodeVersion, startNode, type Child } from './lib';
import { middle, newsWindow, startSink } from './ops-common';
import { seedNews } from './seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WINDOWS = Number(process.env.BENCH_WINDOWS ?? 6);
const RELATIVES = 4000;
const SINK_PORT = 3325;
const FIRST_PORT = 3326;
const apiMain = join(repoRoot, 'dist/services/api/main.js');
const sinkUrl = `http://127.0.0.1:${SINK_PORT}`;
const token = 'bench-ops-split-metrics-token-0123456789';

/** The configurations, OFF first (the others are divided by it). */
const CONFIGS: ReadonlyArray<{ name: string; env: Record<string, string> }> = [
  { name: 'OFF', env: {} },
  { name: 'METRICS', env: { METRICS_TOKEN: token } },
  { name: 'TRACING', env: { OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl } },
  { name: 'ON', env: { METRICS_TOKEN: token, OTEL_EXPORTER_OTLP_ENDPOINT: sinkUrl } },
];

/** What one configuration measured over all windows: req/s, CPU µs per read, req/s ÷ OFF's in the same window. */
interface Series {
  reqPerSec: number[];
  cpuUs: number[];
  ratio: number[];
}

/** One round: a fresh process of each configuration, WINDOWS windows; appends to `series` (by CONFIGS index). */
async function runRound(round: number, dbUrl: string, series: Series[]): Promise<void> {
  const servers: Child[] = [];
  try {
    for (const [i, config] of CONFIGS.entries()) {
      const env = { PUBLIC_BASE_URL: 'http://bench.local', DATABASE_URL: dbUrl, TRUST_PROXY: '1', ...config.env };
      servers.push(await startNode([apiMain], FIRST_PORT + i, env, `${API_PREFIX}${healthReadyRoute.path}`));
    }
    const urls: string[] = [];
    // One after another: two owners signing up in the same millisecond would take the same user name.
    for (const server of servers) {
      const base = `http://127.0.0.1:${server.port}`;
      urls.push(`${base}${API_PREFIX}${routeUrl(eventReadRoute, { code: await seedNews(base) })}`);
    }
    for (const url of urls) await measure('warm-up', url, 50, 2, RELATIVES, 0);
    for (let w = 0; w < WINDOWS; w++) {
      const order = CONFIGS.map((_, i) => i);
      if ((round * WINDOWS + w) % 2) order.reverse();
      const reqPerSec: number[] = [];
      for (const i of order) {
        const m = await newsWindow(servers[i], urls[i], SECONDS, RELATIVES);
        reqPerSec[i] = m.reqPerSec;
        series[i].reqPerSec.push(m.reqPerSec);
        series[i].cpuUs.push(m.cpuUs);
      }
      for (const [i, s] of series.entries()) s.ratio.push(reqPerSec[i] / reqPerSec[0]);
      console.log(`${String(round).padStart(5)} ${String(w + 1).padStart(6)} ${reqPerSec.map((r) => r.toFixed(0).padStart(9)).join('')}`);
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}

async function main(): Promise<void> {
  if (!existsSync(apiMain)) throw new Error('dist/services/api/main.js is missing: run `npx nx run-many -t build` first.');
  console.log(
    `servers on Node ${serverNodeVersion()} (BENCH_NODE); ${ROUNDS} rounds × ${WINDOWS} windows of the news read by ${RELATIVES} addresses (autocannon -c 50, ${SECONDS} s)\n`,
  );
  console.log(`round window ${CONFIGS.map((c) => c.name.padStart(9)).join('')}   (req/s)`);
  const sink = await startSink(SINK_PORT);
  const db = await createDatabase('babynews_bench_ops_split');
  const series: Series[] = CONFIGS.map(() => ({ reqPerSec: [], cpuUs: [], ratio: [] }));
  try {
    for (let round = 1; round <= ROUNDS; round++) await runRound(round, db.url, series);
  } finally {
    await db.drop();
    sink.close();
  }
  console.log('\nmedians          req/s   CPU µs/read   ÷ OFF (same window)');
  for (const [i, config] of CONFIGS.entries()) {
    const s = series[i];
    console.log(
      `${config.name.padEnd(12)} ${middle(s.reqPerSec).toFixed(0).padStart(9)} ${middle(s.cpuUs).toFixed(1).padStart(13)} ${middle(s.ratio).toFixed(2).padStart(14)}×`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
